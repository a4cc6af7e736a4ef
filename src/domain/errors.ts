// Every error a client can see, with its documented `extensions.code`.
import { GraphQLError } from 'graphql';

export const ERROR_CODES = [
  'NOT_FOUND',
  'ENTRY_NOT_FOUND',
  'PARENT_NOT_FOUND',
  'INVALID_ENTRY_KIND',
  'DETAILS_NOT_SUPPORTED',
  'EMPTY_BATCH',
  'INVALID_CURSOR',
  'BAD_USER_INPUT',
  'ATTACHMENT_IN_USE',
  'ATTACHMENT_TOO_LARGE',
  'RANGE_NOT_SATISFIABLE',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'STORAGE_UNAVAILABLE',
  'SUBSCRIPTION_OVERFLOW',
  'QUERY_TOO_COMPLEX',
  'CSRF_REJECTED',
  'REQUEST_TOO_LARGE',
  'LENGTH_REQUIRED',
  'SHUTTING_DOWN',
  'OVERLOADED',
  'TOO_MANY_SUBSCRIPTIONS',
  /** A per-identity concurrency limit of an expensive class (search, large pages, uploads): retry after `extensions.retryAfterMs`. */
  'RATE_LIMITED',
  /** A per-tenant cap (open LLM requests, context bytes per session, attachment bytes): `extensions.quota` names it. */
  'QUOTA_EXCEEDED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A failure the caller caused or may act on; rendered as a GraphQL error with its code. */
export class ServiceError extends GraphQLError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
    this.name = 'ServiceError';
  }
}

export const notFound = (sessionId: string): ServiceError => new ServiceError('NOT_FOUND', `Session "${sessionId}" not found.`, { sessionId });

export const badInput = (field: string, message: string): ServiceError => new ServiceError('BAD_USER_INPUT', `${field}: ${message}`, { field });

export const invalidCursor = (why: string): ServiceError => new ServiceError('INVALID_CURSOR', `Invalid cursor: ${why}.`);
