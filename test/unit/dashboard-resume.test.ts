// The dashboard's resume logic (dashboard/src/resume.ts): after a lost connection it subscribes
// again from the last offset it delivered and drops what it already delivered, so each event
// reaches the page once, in order. Driven by a scripted transport (pure logic, no network).
import { describe, expect, it } from 'vitest';
import { backoff, OffsetTracker, watchResumable, type StreamSink } from '../../dashboard/src/resume.js';

type Event = { offset: number };

/** A transport whose attempts are played by the test: each call records its `after`. */
function scriptedTransport() {
  const attempts: { after: number; sink: StreamSink<Event>; stopped: boolean }[] = [];
  return {
    attempts,
    subscribe: (after: number, sink: StreamSink<Event>) => {
      const attempt = { after, sink, stopped: false };
      attempts.push(attempt);
      return () => {
        attempt.stopped = true;
      };
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await flush();
  expect(condition()).toBe(true);
}

const noSleep = () => Promise.resolve();

describe('watchResumable', () => {
  it('resubscribes after the last delivered offset and drops the overlap', async () => {
    const transport = scriptedTransport();
    const delivered: number[] = [];
    const abort = new AbortController();
    watchResumable<Event>({
      after: 2,
      subscribe: transport.subscribe,
      onEvent: (e) => delivered.push(e.offset),
      classify: () => 'retry',
      onFatal: () => {},
      onComplete: () => false,
      signal: abort.signal,
      sleep: noSleep,
    });
    const first = transport.attempts[0]!;
    expect(first.after).toBe(2);
    for (const offset of [3, 4, 5]) first.sink.next({ offset });
    first.sink.error(new Error('connection lost'));
    expect(first.stopped).toBe(true);

    await waitFor(() => transport.attempts.length === 2);
    const second = transport.attempts[1]!;
    expect(second.after).toBe(5);
    // A replay that overlaps (or a late duplicate) is dropped.
    for (const offset of [4, 5, 6, 7]) second.sink.next({ offset });
    expect(delivered).toEqual([3, 4, 5, 6, 7]);
    abort.abort();
    expect(second.stopped).toBe(true);
  });

  it('ignores what a finished attempt still sends', async () => {
    const transport = scriptedTransport();
    const delivered: number[] = [];
    const abort = new AbortController();
    watchResumable<Event>({
      after: 0,
      subscribe: transport.subscribe,
      onEvent: (e) => delivered.push(e.offset),
      classify: () => 'retry',
      onFatal: () => {},
      onComplete: () => false,
      signal: abort.signal,
      sleep: noSleep,
    });
    const first = transport.attempts[0]!;
    first.sink.next({ offset: 1 });
    first.sink.error(new Error('lost'));
    first.sink.next({ offset: 2 }); // after the error: not delivered by this attempt
    await waitFor(() => transport.attempts.length === 2);
    expect(transport.attempts[1]!.after).toBe(1);
    transport.attempts[1]!.sink.next({ offset: 2 });
    expect(delivered).toEqual([1, 2]);
    abort.abort();
  });

  it('stops on a fatal error and reports it', async () => {
    const transport = scriptedTransport();
    const fatal: unknown[] = [];
    watchResumable<Event>({
      after: 0,
      subscribe: transport.subscribe,
      onEvent: () => {},
      classify: (error) => ((error as Error).message === 'NOT_FOUND' ? 'fatal' : 'retry'),
      onFatal: (error) => fatal.push(error),
      onComplete: () => false,
      signal: new AbortController().signal,
      sleep: noSleep,
    });
    transport.attempts[0]!.sink.error(new Error('NOT_FOUND'));
    await waitFor(() => fatal.length === 1);
    await flush();
    expect(transport.attempts).toHaveLength(1);
  });

  it('subscribes again after a completion only when asked to', async () => {
    const transport = scriptedTransport();
    let answer = true;
    watchResumable<Event>({
      after: 0,
      subscribe: transport.subscribe,
      onEvent: () => {},
      classify: () => 'retry',
      onFatal: () => {},
      onComplete: () => answer,
      signal: new AbortController().signal,
      sleep: noSleep,
    });
    transport.attempts[0]!.sink.next({ offset: 1 });
    transport.attempts[0]!.sink.complete();
    await waitFor(() => transport.attempts.length === 2);
    expect(transport.attempts[1]!.after).toBe(1);
    answer = false; // e.g. the session was deleted
    transport.attempts[1]!.sink.complete();
    await flush();
    await flush();
    expect(transport.attempts).toHaveLength(2);
  });

  it('handles a transport that fails synchronously, and reports the retry state', async () => {
    const states: string[] = [];
    let calls = 0;
    const abort = new AbortController();
    watchResumable<Event>({
      after: 0,
      subscribe: (_after, sink) => {
        calls++;
        if (calls < 3) sink.error(new Error('refused'));
        return () => {};
      },
      onEvent: () => {},
      classify: () => 'retry',
      onFatal: () => {},
      onComplete: () => false,
      onState: (state) => states.push(state),
      signal: abort.signal,
      sleep: noSleep,
    });
    await waitFor(() => calls === 3);
    expect(states).toEqual(['retrying', 'live', 'retrying', 'live']);
    abort.abort();
  });
});

describe('OffsetTracker and backoff', () => {
  it('accepts only offsets above the last one', () => {
    const tracker = new OffsetTracker(3);
    expect(tracker.accept(3)).toBe(false);
    expect(tracker.accept(4)).toBe(true);
    expect(tracker.accept(4)).toBe(false);
    expect(tracker.last).toBe(4);
  });

  it('grows the delay and caps it, with jitter around the base', () => {
    expect(backoff(1, () => 0.5)).toBe(250);
    expect(backoff(2, () => 0.5)).toBe(500);
    expect(backoff(10, () => 0.5)).toBe(4000);
    expect(backoff(1, () => 0)).toBe(200);
    expect(backoff(1, () => 1)).toBe(300);
  });
});
