// What a credential may do (SPEC §7, §12), decided here and nowhere else:
//   - a tenant credential runs every operation, on its own tenant's sessions;
//   - the admin scope runs every operation on every session;
//   - the worker scope serves every tenant's LLM requests — the work list, claims, chunks,
//     settlements, the LLM trigger subscriptions and the prompts they carry — and nothing else.
// The GraphQL entry checks each root field of an operation against `mayRun` before anything
// runs (transport/plugins/use-operation-scopes.ts); the tenant guard (services/tenancy.ts) refuses a worker
// credential every session access that is not one of these operations, whatever the transport.
import { ServiceError } from '../domain/errors.js';
import type { Identity } from './identity.js';

/** The root fields a worker credential may run. */
const WORKER_OPERATIONS: ReadonlySet<string> = new Set([
  'claimableLlmRequests',
  'claimLlmRequest',
  'releaseLlmRequest',
  'appendLlmResponseChunk',
  'settleLlmRequest',
  'llmRequestRequested',
  'llmRequestSettled',
]);

/** The stored and live event types a worker credential's streams deliver: the LLM request lifecycle. */
export const WORKER_EVENT_TYPES: ReadonlySet<string> = new Set(['llm_request_requested', 'llm_request_settled', 'llm_response_chunk']);

/** Whether `identity` may run the root field `operation` (introspection fields are open to every caller). */
export function mayRun(identity: Identity, operation: string): boolean {
  return !identity.worker || WORKER_OPERATIONS.has(operation) || operation.startsWith('__');
}

/** FORBIDDEN for a worker credential outside its operations. */
export function workerForbidden(operation?: string): ServiceError {
  const what = operation ? `\`${operation}\`` : 'This operation';
  return new ServiceError(
    'FORBIDDEN',
    `${what} is not open to the worker scope: it serves LLM requests only (claimableLlmRequests, claimLlmRequest, releaseLlmRequest, appendLlmResponseChunk, settleLlmRequest, llmRequestRequested, llmRequestSettled).`,
    operation ? { operation } : {},
  );
}
