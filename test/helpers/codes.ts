// Every `extensions.code` a client of the service can receive, in one place (the README lists
// the same set). The hostile-input suite asserts that whatever it provokes stays inside it.
import { expect } from 'vitest';
import { ERROR_CODES } from '../../src/domain/errors.js';

/** Codes of the service's own errors (src/domain/errors.ts lists them for src/auth, src/http/security.ts, src/app.ts too). */
export const SERVICE_ERROR_CODES = ERROR_CODES;

/** Codes GraphQL Yoga attaches to malformed requests and documents. */
export const PROTOCOL_ERROR_CODES = [
  /** The body is not JSON, `query` is not a string, `variables` / `extensions` not objects, batching. */
  'BAD_REQUEST',
  /** The document does not parse. */
  'GRAPHQL_PARSE_FAILED',
  /** The document does not validate against the schema (unknown fields, literal @oneOf misuse, …). */
  'GRAPHQL_VALIDATION_FAILED',
  /** No operation, or `operationName` names none of the document's operations. */
  'OPERATION_RESOLUTION_FAILURE',
] as const;

/** Every documented code. */
export const DOCUMENTED_ERROR_CODES: readonly string[] = [...SERVICE_ERROR_CODES, ...PROTOCOL_ERROR_CODES];

/** What a masked unexpected error carries ("Unexpected error."); client input must never provoke it. */
export const MASKED_ERROR_CODE = 'INTERNAL_SERVER_ERROR';

/** No stack frames, SQL, file paths or driver internals in a response body. */
export function expectCleanBody(text: string): void {
  expect(text).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d+|\.js:\d+/);
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b[^"]{0,40}\b(from|into|set)\b/i);
  expect(text).not.toMatch(/relation "|violates|syntax error at|pglite|kysely|ECONNREFUSED|"stack"/i);
}
