// Errors the client raises: GraphQL errors with their `extensions.code`, HTTP failures,
// and network failures, with a verdict on whether trying again can help.
import { RETRYABLE_CODES } from './retryable-codes.js';

export interface GraphQLErrorInfo {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export class ClientError extends Error {
  /** `extensions.code` of the first GraphQL error, or NETWORK / HTTP_ERROR / CONNECTION_CLOSED. */
  readonly code: string;
  readonly errors: readonly GraphQLErrorInfo[];
  /** HTTP status when an HTTP response carried the failure. */
  readonly status: number | undefined;

  constructor(message: string, options: { code: string; errors?: readonly GraphQLErrorInfo[]; status?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ClientError';
    this.code = options.code;
    this.errors = options.errors ?? [];
    this.status = options.status;
  }

  /** Whether retrying the same operation can succeed. */
  get retryable(): boolean {
    return RETRYABLE_CODES.has(this.code) || (this.status !== undefined && this.status >= 500);
  }

  static fromGraphQL(errors: readonly GraphQLErrorInfo[], status?: number): ClientError {
    const first = errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'GRAPHQL_ERROR';
    return new ClientError(first?.message ?? 'GraphQL error', { code, errors, ...(status === undefined ? {} : { status }) });
  }
}

/** True for a list of GraphQL errors (what graphql-ws reports for an `error` message). */
export function isGraphQLErrorList(value: unknown): value is GraphQLErrorInfo[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string');
}

/** A WebSocket close as graphql-ws reports it. */
export function closeCodeOf(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'code' in value && typeof (value as { code: unknown }).code === 'number') {
    return (value as { code: number }).code;
  }
  return null;
}

/** Turns whatever a subscription sink received as an error into a ClientError. */
export function toClientError(error: unknown): ClientError {
  if (error instanceof ClientError) return error;
  if (isGraphQLErrorList(error)) return ClientError.fromGraphQL(error);
  const close = closeCodeOf(error);
  if (close !== null) {
    const reason = (error as { reason?: unknown }).reason;
    return new ClientError(`WebSocket closed: ${close}${typeof reason === 'string' && reason ? ` ${reason}` : ''}`, {
      code: close === 4403 || close === 4401 ? 'UNAUTHENTICATED' : close >= 4400 && close < 4500 ? 'BAD_REQUEST' : 'CONNECTION_CLOSED',
      cause: error,
    });
  }
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && 'message' in error
        ? String((error as { message: unknown }).message)
        : String(error);
  return new ClientError(`Network error: ${message || 'connection failed'}`, { code: 'NETWORK', cause: error });
}
