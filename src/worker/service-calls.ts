// Calls to the service that must survive a blip (a restart, a failover): retried with
// backoff while the error is retryable, the job still runs, and attempts remain. A refusal
// is never sent again as is: the same request gets the same answer.
import { Backoff, ClientError, sleep, type Client, type ClaimLlmRequestInput } from '@agent-conversations/client';
import { ERROR_CATALOGUE, type ErrorSpec } from '../domain/errors.js';

const CATALOGUE: Record<string, ErrorSpec> = { ...ERROR_CATALOGUE.service, ...ERROR_CATALOGUE.protocol, ...ERROR_CATALOGUE.unexpected };

/**
 * Whether sending the same call again can succeed: a code the service's catalogue calls
 * retryable (OVERLOADED, RATE_LIMITED, STORAGE_UNAVAILABLE …), or a failure the client calls
 * retryable (the network, a 5xx) — but never an HTTP 4xx other than 408/429, whatever its
 * body says (a proxy in front of the service answering 413 in HTML is a refusal too).
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ClientError)) return false;
  if (CATALOGUE[error.code]?.retryable) return true;
  if (!error.retryable) return false;
  const status = error.status;
  return status === undefined || status < 400 || status >= 500 || status === 408 || status === 429;
}

/** The service answered, and said no: sending the same call again cannot help. */
export const isRefusal = (error: unknown): error is ClientError => error instanceof ClientError && !isRetryable(error);

export async function retrying<T>(call: () => Promise<T>, signal: AbortSignal | undefined, attempts = 8): Promise<T> {
  const backoff = new Backoff({ initialDelayMs: 100, maxDelayMs: 3_000 });
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts || signal?.aborted) throw error;
      await sleep(backoff.next(), signal);
    }
  }
}

/**
 * A lease renewal: another claim by the holder, selecting only whether it still holds the
 * request — not the claim document's prompt, which can be megabytes and is already here.
 */
export const RENEW_CLAIM_DOCUMENT = /* GraphQL */ `
  mutation WorkerRenewClaim($input: ClaimLlmRequestInput!) {
    claimLlmRequest(input: $input) {
      claimed
      request {
        claimedBy
      }
    }
  }
`;

export interface Renewal {
  claimed: boolean;
  /** Null when the request is no longer open. */
  request: { claimedBy: string | null } | null;
}

export async function renewClaim(client: Client, input: ClaimLlmRequestInput, signal?: AbortSignal): Promise<Renewal> {
  const data = await client.request<{ claimLlmRequest: Renewal }, { input: ClaimLlmRequestInput }>(
    RENEW_CLAIM_DOCUMENT,
    { input },
    signal ? { signal } : undefined,
  );
  return data.claimLlmRequest;
}
