// Assembles the schema: importing each concept's file registers its types and fields.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import './attachment.js';
import './config.js';
import './conversation.js';
import './draft.js';
import './entry.js';
import './entry-siblings.js';
import './events.js';
import './llm-request.js';
import './search.js';
import './llm-claim.js';
import './node.js';
import './session-context.js';
import './session-import.js';
import './session.js';
import './session-usage.js';
import './subscriptions.js';

let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}

/** The schema as committed in schema.graphql: printed, lexicographically sorted. */
export function printSortedSchema(schema: GraphQLSchema = buildSchema()): string {
  return `${printSchema(lexicographicSortSchema(schema)).trimEnd()}\n`;
}
