// Every `extensions.code` a client of the service can receive, in one place (the README lists
// the same set). The hostile-input suite asserts that whatever it provokes stays inside it.

/** Codes of the service's own errors (src/domain/errors.ts, src/auth, src/http/security.ts). */
export const SERVICE_ERROR_CODES = [
  'NOT_FOUND',
  'ENTRY_NOT_FOUND',
  'PARENT_NOT_FOUND',
  'INVALID_ENTRY_KIND',
  'DETAILS_NOT_SUPPORTED',
  'EMPTY_BATCH',
  'INVALID_CURSOR',
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STORAGE_UNAVAILABLE',
  'SUBSCRIPTION_OVERFLOW',
  'QUERY_TOO_COMPLEX',
  'CSRF_REJECTED',
  'REQUEST_TOO_LARGE',
  'LENGTH_REQUIRED',
  'SHUTTING_DOWN',
] as const;

/** Codes GraphQL Yoga itself attaches to malformed requests and documents. */
export const PROTOCOL_ERROR_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR'] as const;

export const DOCUMENTED_ERROR_CODES: readonly string[] = [...SERVICE_ERROR_CODES, ...PROTOCOL_ERROR_CODES];
