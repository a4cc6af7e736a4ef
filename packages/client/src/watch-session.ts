// watchSession: a session's stored stream, delivered exactly once and in order across any
// failure. It remembers the offset of the last event it delivered and, whenever the
// subscription breaks (network drop, server restart, SUBSCRIPTION_OVERFLOW, close
// 1001/1006 …), subscribes again with `after` = that offset. Events at or below it are
// dropped as a guard, and a gap (which the service never sends) makes it resubscribe.
import type { BackoffOptions } from './backoff.js';
import { SessionPositionDocument, WatchSessionEventsDocument } from './documents.js';
import { ClientError } from './errors.js';
import type { ClientSessionEventFieldsFragment } from './gql/graphql.js';
import { keepSubscribed } from './keep-subscribed.js';
import { RETRYABLE_CODES } from './retryable-codes.js';
import type { Operation, Transport } from './transport.js';

export type SessionEvent = ClientSessionEventFieldsFragment;

/**
 * A `sessionEvents` subscription with its own selection (variables `$sessionId: ID!`,
 * `$after: SafeInt`), for apps that need more of each event than SessionEvent has —
 * the dashboard reads whole entries. Its events must select `offset`.
 */
export type SessionEventsOperation<E extends { offset: number }> = Operation<{ sessionEvents: E }, { sessionId: string; after?: number | null }>;

export interface WatchSessionOptions<E extends { offset: number } = SessionEvent> {
  /** Deliver events with a greater offset (0: the whole stream). Default: the session's current lastOffset (only what happens next). */
  after?: number | undefined;
  /** Called once per event, in offset order; an async handler is awaited before the next event. A throw stops the watch (done rejects). */
  onEvent(event: E): void | Promise<void>;
  /** The subscription to resume (default: the package's own, delivering SessionEvent). */
  document?: SessionEventsOperation<E> | undefined;
  /** Stops the watch (done resolves). */
  signal?: AbortSignal | undefined;
  /** Told before each resubscription (for logs). */
  onResume?: ((info: { after: number; error: ClientError; delayMs: number }) => void) | undefined;
  backoff?: BackoffOptions | undefined;
}

export interface SessionWatch {
  /** Resolves when stopped or when the session is deleted; rejects on a failure that cannot be resumed (e.g. NOT_FOUND at start, UNAUTHENTICATED). */
  readonly done: Promise<void>;
  /** Offset of the last event delivered (the position a resumption continues after). */
  lastOffset(): number;
  stop(): void;
}

/**
 * Failures after which subscribing again from the last offset can work: every retryable code,
 * a closed socket, a gap, and an expired token when a fresh one can be asked for.
 */
export function isResumable(error: ClientError, refreshesToken: boolean): boolean {
  if (RETRYABLE_CODES.has(error.code)) return true;
  switch (error.code) {
    case 'CONNECTION_CLOSED':
    case 'GAP':
      return true;
    case 'UNAUTHENTICATED':
      return refreshesToken;
    default:
      return false;
  }
}

export function watchSession<E extends { offset: number } = SessionEvent>(
  transport: Transport,
  sessionId: string,
  options: WatchSessionOptions<E>,
): SessionWatch {
  const document = options.document ?? (WatchSessionEventsDocument as SessionEventsOperation<SessionEvent> as unknown as SessionEventsOperation<E>);
  const stopper = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopper.signal]) : stopper.signal;
  let last = options.after ?? -1;
  /** The session was seen to exist: a later NOT_FOUND means it was deleted. */
  let known = false;

  const position = async (): Promise<number | null> => {
    const found = await transport.request(SessionPositionDocument, { id: sessionId }, signal);
    return found.session?.lastOffset ?? null;
  };

  const run = async () => {
    if (last < 0) {
      const at = await position();
      if (at === null) throw new ClientError(`Session "${sessionId}" not found.`, { code: 'NOT_FOUND' });
      last = at;
      known = true;
    }
    const subscription = keepSubscribed<{ sessionEvents: E }>({
      signal,
      backoff: options.backoff,
      open: (sink) => {
        // Offsets are checked as they arrive (delivery may lag behind, one event at a time).
        let received = last;
        let failed = false;
        const unsubscribe = transport.subscribe(
          document,
          { sessionId, after: last },
          {
            next: (data) => {
              const offset = data.sessionEvents.offset;
              if (failed || offset <= received) return;
              if (offset !== received + 1) {
                failed = true;
                unsubscribe();
                sink.error(new ClientError(`Gap in the stream: offset ${offset} after ${received}.`, { code: 'GAP' }));
                return;
              }
              received = offset;
              sink.next(data);
            },
            error: (error) => sink.error(error),
            complete: () => sink.complete(),
          },
        );
        return unsubscribe;
      },
      deliver: async (data) => {
        const event = data.sessionEvents;
        if (event.offset <= last) return;
        known = true;
        await options.onEvent(event);
        last = event.offset;
      },
      shouldResume: (error) => isResumable(error, transport.refreshesToken),
      // The service completes the stream when the session is deleted: check before resuming.
      onComplete: async () => ((await position()) === null ? 'done' : 'resume'),
      onResume: (error, delayMs) => options.onResume?.({ after: last, error, delayMs }),
      registerProgress: (reset) => transport.onConnected(reset),
    });
    try {
      await subscription.done;
    } catch (error) {
      // Gone while we were reconnecting: deleted, like a completed stream.
      if (error instanceof ClientError && error.code === 'NOT_FOUND' && known) return;
      throw error;
    }
  };

  return { done: run(), lastOffset: () => Math.max(last, 0), stop: () => stopper.abort() };
}
