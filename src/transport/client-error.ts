// The transport's errors: a GraphQL error made from the catalogue (src/domain/errors.ts), for the
// codes a ServiceError does not carry (protocol codes) and for refusals with an HTTP status.
// Made with Yoga's createGraphQLError, so Yoga's own `instanceof GraphQLError` checks (which
// decide between a refusal with its status and a 500) see the copy of graphql Yoga loaded.
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { brandCatalogued, type CatalogueCode, type ErrorOptions, errorExtensions } from '../domain/errors.js';

/** A GraphQL error a client may see; `status` (one the catalogue lists for the code) becomes the response's HTTP status. */
export function clientError<C extends CatalogueCode>(code: C, message: string, options: ErrorOptions<C> = {}): GraphQLError {
  return brandCatalogued(createGraphQLError(message, { extensions: errorExtensions(code, options) }));
}
