// Which failures are worth trying again. The service marks its retryable codes in its error
// catalogue (src/domain/errors.ts in the service's repository); this package imports no
// server code, so it keeps a copy, and test/unit/client-retryable-codes.test.ts fails when
// the copy and the catalogue differ.

/** Codes the service marks retryable: the same request, sent again later unchanged, can succeed. */
export const SERVICE_RETRYABLE_CODES = [
  'STORAGE_UNAVAILABLE',
  'STORAGE_FULL',
  'SUBSCRIPTION_OVERFLOW',
  'REQUEST_TIMEOUT',
  'SHUTTING_DOWN',
  'OVERLOADED',
  'RATE_LIMITED',
  'QUERY_TIMEOUT',
] as const;

/** The client's own codes for a failed transport: no answer (NETWORK), or an HTTP answer without a GraphQL result (HTTP_ERROR). */
export const TRANSPORT_RETRYABLE_CODES = ['NETWORK', 'HTTP_ERROR'] as const;

/** Every code after which the same operation may succeed later. */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set<string>([...SERVICE_RETRYABLE_CODES, ...TRANSPORT_RETRYABLE_CODES]);
