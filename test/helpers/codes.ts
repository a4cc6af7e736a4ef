// Every `extensions.code` a client of the service can receive, taken from the one catalogue
// (src/domain/errors.ts, printed to docs/errors.md). The hostile-input suite asserts that
// whatever it provokes stays inside it.
import { expect } from 'vitest';
import { ERROR_CODES, PROTOCOL_ERRORS, UNEXPECTED_ERROR } from '../../src/domain/errors.js';

/** Codes of the service's own errors (src/auth, src/http, src/services, … raise them). */
export const SERVICE_ERROR_CODES = ERROR_CODES;

/** Codes GraphQL Yoga attaches to malformed requests and documents. */
export const PROTOCOL_ERROR_CODES = Object.keys(PROTOCOL_ERRORS) as readonly (keyof typeof PROTOCOL_ERRORS)[];

/** Every documented code a well-behaved service may answer client input with. */
export const DOCUMENTED_ERROR_CODES: readonly string[] = [...SERVICE_ERROR_CODES, ...PROTOCOL_ERROR_CODES];

/** What a masked unexpected error carries ("Unexpected error."); client input must never provoke it. */
export const MASKED_ERROR_CODE = Object.keys(UNEXPECTED_ERROR)[0] as keyof typeof UNEXPECTED_ERROR;

/** No stack frames, SQL, file paths or driver internals in a response body. */
export function expectCleanBody(text: string): void {
  expect(text).not.toMatch(/\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d+|\.js:\d+/);
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b[^"]{0,40}\b(from|into|set)\b/i);
  expect(text).not.toMatch(/relation "|violates|syntax error at|pglite|kysely|ECONNREFUSED|"stack"/i);
}
