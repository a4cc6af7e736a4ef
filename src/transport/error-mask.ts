// The one place an error becomes what the client sees (Yoga's maskedErrors.maskError).
import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { isCataloguedError } from '../domain/errors.js';

/** graphql-js's and Yoga's own errors (parse, validation, coercion): GraphQL errors that wrap no other failure. */
const isProtocolError = (value: unknown): boolean =>
  value instanceof GraphQLError && (value.originalError == null || isProtocolError(value.originalError));

/**
 * Errors made from the catalogue (domain/errors.ts: ServiceError, clientError, …; recognised by
 * their brand, which holds across copies of a module) and the protocol errors of graphql-js and
 * Yoga pass as they are; anything else — a bug, a driver's error — is masked as
 * "Unexpected error." (INTERNAL_SERVER_ERROR).
 */
export const maskUnexpectedError: typeof maskError = (error, message, isDev) =>
  isCataloguedError(error) || isProtocolError(error) ? (error as Error) : maskError(error, message, isDev);
