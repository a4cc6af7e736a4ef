// The dashboard's transcript model for transcript turns (SPEC §11, dashboard/src/transcript-model.ts):
// a sendMessage turn's card shows under its message while it streams; settled, its reply is a
// message — a card stays only for an answer that landed on its own branch.
import { describe, expect, it } from 'vitest';
import { openTurn, settleTurn, showsOnPath, timeline, turnsFromEvents } from '../../dashboard/src/transcript-model.js';
import type { Entry, SessionEvent } from '../../dashboard/src/types.js';

const entry = (
  entryId: string,
  parentId: string | null,
  role: 'USER' | 'ASSISTANT' = 'USER',
  origin: Record<string, unknown> | null = null,
): Entry => ({
  __typename: 'MessageEntry',
  entryId,
  parentId,
  revision: 0,
  timestamp: 0,
  origin,
  siblings: [],
  message:
    role === 'USER'
      ? { __typename: 'UserMessage', role, timestamp: 0, content: [{ __typename: 'TextBlock', text: entryId }] }
      : {
          __typename: 'AssistantMessage',
          role,
          timestamp: 0,
          content: [{ __typename: 'TextBlock', text: entryId }],
          stopReason: 'END',
          errorKind: null,
          usage: null,
        },
});

describe('transcript turns in the dashboard', () => {
  const streaming = openTurn([], 4, 1, 1, 'q')[0]!;
  const settled = settleTurn([streaming], 4, { __typename: 'LlmSucceeded', text: 'answer' }, 2)[0]!;
  const cancelled = settleTurn([streaming], 4, { __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: 'ans' }, 2)[0]!;

  it('remembers the entry a request answers', () => {
    const events: SessionEvent[] = [{ __typename: 'LlmRequestRequestedEvent', offset: 4, at: 1, requestedAt: 1, expiresAt: 9, triggerEntryId: 'q' }];
    expect(turnsFromEvents(events)[0]!.triggerEntryId).toBe('q');
  });

  it('streams under its message, only on a path that holds it', () => {
    expect(showsOnPath(streaming, [entry('q', null)])).toBe(true);
    expect(showsOnPath(streaming, [entry('other', null)])).toBe(false);
  });

  it('settled: the reply on the path is the message, not a card', () => {
    const path = [entry('q', null), entry('r', 'q', 'ASSISTANT', { llmRequestOffset: 4 })];
    expect(timeline(path, [settled]).map((i) => i.kind)).toEqual(['entry', 'entry']);
  });

  it('settled on its own branch: a card when the path went on with something else, none when another answer follows', () => {
    expect(showsOnPath(cancelled, [entry('q', null), entry('q2', 'q')])).toBe(true);
    expect(showsOnPath(settled, [entry('q', null), entry('q2', 'q')])).toBe(true);
    expect(showsOnPath(settled, [entry('q', null), entry('r2', 'q', 'ASSISTANT')])).toBe(false);
    expect(showsOnPath(settled, [entry('q', null)])).toBe(false);
  });

  it('context-only turns are shown as before', () => {
    const plain = openTurn([], 7, 1)[0]!;
    expect(plain.triggerEntryId).toBeUndefined();
    expect(showsOnPath(plain, [])).toBe(true);
  });
});
