// The per-operation GraphQL request context (who calls, over which transport). Not to be
// confused with a session's model context (services/context.ts, schema/session-context.ts).
import type { ServiceDeps } from '../services/deps.js';

export interface GraphQLContext {
  /** The operation's context (services/operation-context.ts): the caller, its loaders, its budget, its stream scope, over the app services. */
  deps: ServiceDeps;
  /** Correlates log lines of one request (the caller's x-request-id when valid, else generated). */
  requestId: string;
  /** How the operation arrived: plain HTTP (incl. SSE) or the graphql-ws WebSocket. */
  transport: 'http' | 'ws';
  /** Where callers reach the service (PUBLIC_URL, else the request's Host), for absolute URLs such as Attachment.url. */
  publicOrigin: string;
}
