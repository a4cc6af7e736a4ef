// The dashboard's pure account of the turn loop and the list (issue 23 item 7): where an open
// request stands, the session badge while it is open, a provider outage as one run of failed
// attempts with its outcome, rows with the same title told apart, and the token button.
import { describe, expect, it } from 'vitest';
import { duplicateTitleHints } from '../../dashboard/src/list-model.js';
import { tokenState, TOKEN_BUTTON_LABEL } from '../../dashboard/src/token.js';
import { addChunk, applyTurnEvent, groupFailures, openTurn, timeline, turnLogFromEvents, type Turn } from '../../dashboard/src/transcript-model.js';
import { failureOutcome, sessionBadge, turnPhase } from '../../dashboard/src/turn-status.js';
import type { ContextItem, ContextSnapshot, Entry, SessionEvent } from '../../dashboard/src/types.js';

const NOW = 1_000_000;

const context = (patch: Partial<ContextSnapshot> = {}): ContextSnapshot => ({
  items: [],
  prompt: [],
  openRequest: null,
  pendingTriggerOffset: null,
  lastRequestOffset: null,
  nextRequestAt: null,
  failedAttempts: 0,
  ...patch,
});
const open = (offset: number, claimedBy: string | null = null, claimExpiresAt: number | null = null) => ({
  offset,
  requestedAt: 0,
  expiresAt: NOW + 120_000,
  claimedBy,
  claimExpiresAt,
  prompt: [],
});

// Stream events as the service writes them.
let at = 0;
const userItem = (offset: number, policy: ContextItem['llmRequestPolicy'] = 'AFTER_CURRENT_REQUEST'): SessionEvent => ({
  __typename: 'ContextItemAddedEvent',
  offset,
  at: ++at,
  item: { role: 'USER', llmRequestPolicy: policy, compaction: null },
});
const requested = (offset: number): SessionEvent => ({
  __typename: 'LlmRequestRequestedEvent',
  offset,
  at: offset * 10,
  requestedAt: offset * 10,
  expiresAt: 1e9,
  triggerEntryId: null,
});
const failed = (offset: number, requestOffset: number, errorMessage = `503 at #${requestOffset}`): SessionEvent => ({
  __typename: 'LlmRequestSettledEvent',
  offset,
  at: offset * 10,
  requestOffset,
  result: { __typename: 'LlmFailed', errorMessage },
});
const succeeded = (offset: number, requestOffset: number): SessionEvent => ({
  __typename: 'LlmRequestSettledEvent',
  offset,
  at: offset * 10,
  requestOffset,
  result: { __typename: 'LlmSucceeded', text: 'ok' },
});

/** One message, then three attempts that all fail (the outage of the browser test). */
const outage: SessionEvent[] = [userItem(3), requested(4), failed(5, 4), requested(6), failed(7, 6), requested(8), failed(9, 8)];

describe('where an open request stands', () => {
  const [turn] = openTurn([], 4, 100);

  it('waits for a worker until a claim shows, then is claimed, then writes once words arrive', () => {
    expect(turnPhase(turn!, null, NOW).phase).toBe('waiting');
    expect(turnPhase(turn!, open(4), NOW)).toEqual({ phase: 'waiting', worker: null, lapsed: false });
    expect(turnPhase(turn!, open(4, 'w-1', NOW + 30_000), NOW)).toEqual({ phase: 'claimed', worker: 'w-1', lapsed: false });
    const writing = addChunk([turn!], { requestOffset: 4, sequence: 0, chunk: 'Hi' })[0]!;
    expect(turnPhase(writing, open(4, 'w-1', NOW + 30_000), NOW).phase).toBe('writing');
    // Words prove a worker is at it even when the last context read predates its claim.
    expect(turnPhase(writing, open(4), NOW).phase).toBe('writing');
  });

  it('waits again when the holder let its lease lapse, naming the last holder', () => {
    expect(turnPhase(turn!, open(4, 'w-1', NOW - 1), NOW)).toEqual({ phase: 'waiting', worker: 'w-1', lapsed: true });
  });

  it('ignores the claim of another request (a context read from before this one opened)', () => {
    expect(turnPhase(turn!, open(2, 'w-1', NOW + 30_000), NOW).phase).toBe('waiting');
  });
});

describe('the session badge follows the turn', () => {
  const [turn] = openTurn([], 4, 100);

  it('shows the stored status when no request is open', () => {
    expect(sessionBadge('IDLE', null, [], context(), NOW)).toMatchObject({ label: 'Idle', tone: 'IDLE', activity: null });
    expect(sessionBadge('ERROR', 'key revoked', [], null, NOW)).toMatchObject({ label: 'Error', title: 'Error: key revoked' });
  });

  it('says what the open request is doing instead of the stored status', () => {
    expect(sessionBadge('IDLE', null, [turn!], context({ openRequest: open(4) }), NOW)).toMatchObject({
      label: 'Waiting for worker',
      tone: 'TURN',
      activity: 'waiting',
    });
    expect(sessionBadge('IDLE', null, [turn!], context({ openRequest: open(4, 'w-1', NOW + 1) }), NOW).label).toBe('Model working');
    const writing = addChunk([turn!], { requestOffset: 4, sequence: 0, chunk: 'Hi' });
    expect(sessionBadge('DONE', null, writing, context({ openRequest: open(4, 'w-1', NOW + 1) }), NOW)).toMatchObject({
      label: 'Model writing',
      title: expect.stringContaining('stored status: Done'),
    });
  });

  it('says "Retrying" while a failure waits for its retry', () => {
    const log = turnLogFromEvents(outage.slice(0, 3));
    expect(sessionBadge('IDLE', null, log.turns, context({ pendingTriggerOffset: 5, failedAttempts: 1, lastRequestOffset: 4 }), NOW).label).toBe(
      'Retrying',
    );
    // Out of attempts: nothing pending, the stored status again.
    expect(sessionBadge('IDLE', null, log.turns, context({ failedAttempts: 3, lastRequestOffset: 4 }), NOW).label).toBe('Idle');
  });
});

describe('a provider outage is one run of failed attempts', () => {
  it('counts attempts as the service does: a failure adds one, fresh input or a success starts again', () => {
    const log = turnLogFromEvents(outage);
    expect(log.turns.map((t) => [t.requestOffset, t.attempt, t.state])).toEqual([
      [4, 1, 'failed'],
      [6, 2, 'failed'],
      [8, 3, 'failed'],
    ]);
    expect(log.failedAttempts).toBe(3);
    const after = turnLogFromEvents([...outage, userItem(10), requested(11), succeeded(12, 11), requested(13)]);
    expect(after.turns.map((t) => t.attempt)).toEqual([1, 2, 3, 1, 1]);
    // Input that does not ask for a request does not start a new turn.
    const quiet = turnLogFromEvents([userItem(3), requested(4), failed(5, 4), userItem(6, 'DONT_TRIGGER_REQUEST'), requested(7)]);
    expect(quiet.turns.at(-1)!.attempt).toBe(2);
  });

  it('restarts the count when input arrives while an attempt is open (the service resets its budget)', () => {
    const log = turnLogFromEvents([userItem(3), requested(4), failed(5, 4), requested(6), userItem(7), failed(8, 6), requested(9)]);
    expect(log.turns.map((t) => t.attempt)).toEqual([1, 1, 2]);
    expect(groupFailures(log.turns).map((i) => (i.kind === 'failures' ? i.attempts.map((t) => t.requestOffset) : i.turn.requestOffset))).toEqual([
      [4],
      [6],
      9,
    ]);
  });

  it('shows the failed attempts of a turn as one item, each with its reason, and how it ended', () => {
    const { turns } = turnLogFromEvents(outage);
    const items = groupFailures(turns);
    expect(items).toHaveLength(1);
    const card = items[0]!;
    if (card.kind !== 'failures') throw new Error('expected one failure item');
    expect(card.attempts.map((t) => [t.attempt, t.detail])).toEqual([
      [1, '503 at #4'],
      [2, '503 at #6'],
      [3, '503 at #8'],
    ]);
    expect(card).toMatchObject({ retried: false, last: true });
    // The context read after the last failure: nothing pending, so no retry is left.
    expect(failureOutcome(card, context({ lastRequestOffset: 8, failedAttempts: 3 }))).toBe('gave-up');
    // The failure itself is the pending trigger: it will be retried.
    expect(failureOutcome(card, context({ lastRequestOffset: 8, failedAttempts: 2, pendingTriggerOffset: 9 }))).toBe('retrying');
    // A read from before the last attempt settled (or opened) cannot tell yet.
    expect(failureOutcome(card, context({ lastRequestOffset: 8, openRequest: open(8) }))).toBe('pending');
    expect(failureOutcome(card, context({ lastRequestOffset: 6 }))).toBe('pending');
    expect(failureOutcome(card, context())).toBe('pending');
    expect(failureOutcome(card, null)).toBe('pending');
  });

  it('shows a recovered turn as its failures, then the attempt that followed', () => {
    const { turns } = turnLogFromEvents([...outage.slice(0, 5), requested(8), succeeded(9, 8)]);
    const items = groupFailures(turns);
    expect(items.map((i) => i.kind)).toEqual(['failures', 'turn']);
    expect(failureOutcome(items[0] as Extract<(typeof items)[number], { kind: 'failures' }>, null)).toBe('retried');
    expect((items[1] as { turn: Turn }).turn.attempt).toBe(3);
  });

  it('keeps a run that gave up before later input as one item that gave up', () => {
    const { turns } = turnLogFromEvents([...outage, userItem(10), requested(11)]);
    const items = groupFailures(turns);
    expect(items.map((i) => i.kind)).toEqual(['failures', 'turn']);
    expect(
      failureOutcome(items[0] as Extract<(typeof items)[number], { kind: 'failures' }>, context({ lastRequestOffset: 11, openRequest: open(11) })),
    ).toBe('gave-up');
  });

  it('places the run in the transcript where its first attempt began', () => {
    const { turns } = turnLogFromEvents(outage);
    const entry: Entry = {
      __typename: 'MessageEntry',
      entryId: 'q',
      parentId: null,
      revision: 0,
      timestamp: 1,
      origin: null,
      siblings: [],
      message: { __typename: 'UserMessage', role: 'USER', timestamp: 1, content: [{ __typename: 'TextBlock', text: 'q' }] },
    };
    expect(timeline([entry], turns).map((i) => i.kind)).toEqual(['entry', 'failures']);
  });

  it('ignores a settlement it has already applied', () => {
    const log = turnLogFromEvents(outage);
    expect(applyTurnEvent(log, failed(9, 8))).toBe(log);
  });
});

describe('rows with the same title', () => {
  it('get the shortest id tail that tells them apart; others get none', () => {
    const hints = duplicateTitleHints([
      { id: 's_0192aaaa0000000000000000000a1b2c', title: 'Weekly report' },
      { id: 's_0192aaaa0000000000000000000f1b2c', title: 'weekly report ' },
      { id: 's_0192aaaa00000000000000000000ffff', title: 'Unique' },
    ]);
    expect(Object.fromEntries(hints)).toEqual({
      s_0192aaaa0000000000000000000a1b2c: '…a1b2c',
      s_0192aaaa0000000000000000000f1b2c: '…f1b2c',
    });
  });

  it('treats empty titles as the same "Untitled" and shows short ids whole', () => {
    const hints = duplicateTitleHints([
      { id: 'chat-1', title: '' },
      { id: 'chat-2', title: '  ' },
      { id: 'user-7-chat', title: 'Untitled' },
    ]);
    expect(Object.fromEntries(hints)).toEqual({ 'chat-1': '…at-1', 'chat-2': '…at-2', 'user-7-chat': '…chat' });
    expect(new Set(hints.values()).size).toBe(3);
    expect(
      Object.fromEntries(
        duplicateTitleHints([
          { id: 'ab', title: 'x' },
          { id: 'cd', title: 'x' },
        ]),
      ),
    ).toEqual({ ab: 'ab', cd: 'cd' });
  });
});

describe('the token button', () => {
  it('ticks only for a token the service accepted', () => {
    expect(TOKEN_BUTTON_LABEL[tokenState(null, 'ready')]).toBe('Token');
    expect(TOKEN_BUTTON_LABEL[tokenState('', 'auth')]).toBe('Token');
    expect(TOKEN_BUTTON_LABEL[tokenState('  ', 'ready')]).toBe('Token');
    expect(TOKEN_BUTTON_LABEL[tokenState('abc', 'starting')]).toBe('Token…');
    expect(TOKEN_BUTTON_LABEL[tokenState('abc', 'auth')]).toBe('Token refused');
    expect(TOKEN_BUTTON_LABEL[tokenState('abc', 'ready')]).toBe('Token ✓');
  });
});
