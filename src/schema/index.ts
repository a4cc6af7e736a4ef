// Assembles the schema: importing each concept's file registers its types and fields.
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import './config.js';
import './entry.js';
import './events.js';
import './session.js';

export function buildSchema(): GraphQLSchema {
  return builder.toSchema({ sortSchema: false });
}

/** The schema as committed in schema.graphql: printed, lexicographically sorted. */
export function printSortedSchema(schema: GraphQLSchema = buildSchema()): string {
  return `${printSchema(lexicographicSortSchema(schema)).trimEnd()}\n`;
}
