// The per-operation GraphQL context.
import type { ServiceDeps } from '../services/deps.js';

export interface GraphQLContext {
  deps: ServiceDeps;
  /** Correlates log lines of one request (the caller's x-request-id when valid, else generated). */
  requestId: string;
  /** How the operation arrived: plain HTTP (incl. SSE) or the graphql-ws WebSocket. */
  transport: 'http' | 'ws';
  /** Where callers reach the service (PUBLIC_URL, else the request's Host), for absolute URLs such as Attachment.url. */
  publicOrigin: string;
}
