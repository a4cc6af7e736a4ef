// What the page says about the turn loop, derived from what the service reports (pure): where an
// open request stands (no worker has claimed it, a worker holds it, its words are arriving),
// the session's badge while a request is open, and how a run of failed attempts ended.
//
// A claim writes no event, so the claim is read from the context's open request
// (`claimedBy`, `claimExpiresAt`); the session view reads it again while a request waits.
import { STATUS_LABEL } from './format.js';
import type { FailedAttempts, Turn } from './transcript-model.js';
import type { ContextSnapshot, SessionStatus } from './types.js';

/** An open request: `waiting` (nobody holds it), `claimed` (a worker holds it, no words yet), `writing` (chunks arrive). */
export type TurnPhase = 'waiting' | 'claimed' | 'writing' | Exclude<Turn['state'], 'streaming'>;

export interface PhaseDetail {
  phase: TurnPhase;
  /** The worker holding (or, for a lapsed lease, last holding) the request. */
  worker: string | null;
  /** The holder's lease ran out without a chunk or renewal: any worker may take the request over. */
  lapsed: boolean;
}

type OpenRequest = ContextSnapshot['openRequest'];

export function turnPhase(turn: Turn, openRequest: OpenRequest, now: number): PhaseDetail {
  if (turn.state !== 'streaming') return { phase: turn.state, worker: null, lapsed: false };
  const request = openRequest?.offset === turn.requestOffset ? openRequest : null;
  const worker = request?.claimedBy ?? null;
  const lapsed = worker !== null && request?.claimExpiresAt != null && request.claimExpiresAt <= now;
  // Words prove a worker is at it, whatever the last read of the context said.
  if (Object.keys(turn.chunks).length > 0 || turn.text !== '') return { phase: 'writing', worker, lapsed: false };
  if (worker === null || lapsed) return { phase: 'waiting', worker, lapsed };
  return { phase: 'claimed', worker, lapsed: false };
}

/** The open turn (at most one request is open), if any. */
export const openTurnOf = (turns: readonly Turn[]): Turn | null => turns.find((t) => t.state === 'streaming') ?? null;

/** A request waits for its claim or its first words: the claim is read again until it shows. */
export function awaitsClaimOrWords(turns: readonly Turn[], openRequest: OpenRequest, now: number): boolean {
  const open = openTurnOf(turns);
  if (!open) return false;
  const { phase } = turnPhase(open, openRequest, now);
  return phase === 'waiting' || phase === 'claimed';
}

export type FailureOutcome =
  /** A later attempt of the same turn follows. */
  | 'retried'
  /** The service will try again (at `nextRequestAt`). */
  | 'retrying'
  /** No retry is left: the service stopped trying this turn. */
  | 'gave-up'
  /** The context read does not show the last failure yet. */
  | 'pending';

/**
 * How a run of failed attempts ended. The service retries a failure by making the failure itself
 * the pending trigger (`pendingTriggerOffset` = the settled event's offset); once the context
 * shows the failure settled with no such trigger and no later request, no retry is left.
 */
export function failureOutcome(failures: FailedAttempts, context: ContextSnapshot | null): FailureOutcome {
  if (failures.retried) return 'retried';
  if (!failures.last) return 'gave-up';
  const last = failures.attempts.at(-1)!;
  if (!context || last.settledOffset === null) return 'pending';
  if (context.pendingTriggerOffset !== null && context.pendingTriggerOffset === last.settledOffset) return 'retrying';
  // Only a read of the context made after the last failure settled can tell: one made before
  // that attempt opened, or while it was open, or after a newer request opened (whose event is
  // still on its way) cannot.
  if (context.lastRequestOffset !== last.requestOffset || context.openRequest !== null) return 'pending';
  return 'gave-up';
}

export type BadgeTone = SessionStatus | 'TURN';

export interface Badge {
  label: string;
  /** The stored status, or TURN while the turn loop is at work. */
  tone: BadgeTone;
  /** What the badge stands for, in a sentence (a tooltip; the reason is also shown as text). */
  title: string;
  /** The phase of the open request, or `retrying`; null when the stored status is shown. */
  activity: 'waiting' | 'claimed' | 'writing' | 'retrying' | null;
}

const ACTIVITY_LABEL = { waiting: 'Waiting for worker', claimed: 'Model working', writing: 'Model writing', retrying: 'Retrying' } as const;

/**
 * The session's badge. A stored status is what a client set (IDLE, DONE, …); while a request of
 * the session is open, or a failure is about to be retried, the badge says that instead — the
 * stored status alone would say "Idle" while the model writes.
 */
export function sessionBadge(
  status: SessionStatus,
  statusReason: string | null,
  turns: readonly Turn[],
  context: ContextSnapshot | null,
  now: number,
): Badge {
  const stored = STATUS_LABEL[status] ?? status;
  const open = openTurnOf(turns);
  let activity: Badge['activity'] = null;
  if (open) {
    const { phase } = turnPhase(open, context?.openRequest ?? null, now);
    if (phase === 'waiting' || phase === 'claimed' || phase === 'writing') activity = phase;
  } else if (context && context.openRequest === null && context.pendingTriggerOffset !== null && context.failedAttempts > 0) {
    // A failure is the pending trigger: the service retries after its backoff.
    activity = 'retrying';
  }
  if (activity) {
    const request = open ? `request #${open.requestOffset}` : 'the failed request';
    const titles = {
      waiting: `No model worker has claimed ${request} yet (stored status: ${stored})`,
      claimed: `A model worker claimed ${request} (stored status: ${stored})`,
      writing: `The model is writing the reply to ${request} (stored status: ${stored})`,
      retrying: `The last attempt failed; the service retries it (stored status: ${stored})`,
    };
    return { label: ACTIVITY_LABEL[activity], tone: 'TURN', title: titles[activity], activity };
  }
  return { label: stored, tone: status, title: statusReason ? `${stored}: ${statusReason}` : stored, activity: null };
}
