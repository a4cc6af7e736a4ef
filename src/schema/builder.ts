// The Pothos builder: the typed context and the scalars. Types live one concept per file.
import SchemaBuilder from '@pothos/core';
import { GraphQLScalarType, Kind } from 'graphql';
import { JSONObjectResolver, JSONResolver, SafeIntResolver } from 'graphql-scalars';
import { ServiceError } from '../domain/errors.js';
import type { JsonObject, JsonValue } from '../domain/types.js';
import type { GraphQLContext } from '../transport/context.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
  Scalars: {
    JSON: { Input: JsonValue; Output: unknown };
    JSONObject: { Input: JsonObject; Output: JsonObject };
    SafeInt: { Input: number; Output: number };
    Timestamp: { Input: number; Output: number };
    /** A multipart file part (see schema/attachment.ts); input only. */
    File: { Input: Blob & { name?: string }; Output: never };
  };
}>({ defaultFieldNullability: false });

builder.addScalarType(
  'JSON',
  new GraphQLScalarType({ ...JSONResolver.toConfig(), description: 'Any JSON value: object, array, string, number, boolean or null.' }),
);
builder.addScalarType(
  'JSONObject',
  new GraphQLScalarType({ ...JSONObjectResolver.toConfig(), description: 'A JSON object (string keys, any JSON values).' }),
);
builder.addScalarType(
  'SafeInt',
  new GraphQLScalarType({
    ...SafeIntResolver.toConfig(),
    description: 'An integer within ±(2^53−1), used for stream offsets and token counts.',
  }),
);

const toTimestamp = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ServiceError('BAD_USER_INPUT', 'Timestamp must be a non-negative integer of milliseconds since the epoch (at most 2^53−1).');
  }
  return value;
};
builder.addScalarType(
  'Timestamp',
  new GraphQLScalarType<number, number>({
    name: 'Timestamp',
    description: 'A point in time as an integer number of milliseconds since the Unix epoch (UTC).',
    serialize: (value) => toTimestamp(value),
    parseValue: (value) => toTimestamp(value),
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.INT) throw new ServiceError('BAD_USER_INPUT', 'Timestamp must be an integer literal.');
      return toTimestamp(Number(ast.value));
    },
  }),
);

builder.queryType({ description: 'Reads: sessions, their transcripts, event streams and context.' });
builder.mutationType({ description: 'Writes. Each mutation is one transaction that also appends its events to the session stream.' });
