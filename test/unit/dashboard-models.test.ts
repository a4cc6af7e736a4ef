// The dashboard's pure models: the session list under live events (dashboard/src/list-model.ts)
// and the transcript with the streaming replies (dashboard/src/transcript-model.ts).
import { describe, expect, it } from 'vitest';
import { applyListEvent, newerRow, upsert, type ListView } from '../../dashboard/src/list-model.js';
import {
  addChunk,
  applyTranscriptEvent,
  isMirrored,
  mergeTurns,
  openTurn,
  prependPage,
  settleTurn,
  timeline,
  turnsFromEvents,
  type TranscriptState,
} from '../../dashboard/src/transcript-model.js';
import type { Entry, SessionEvent, SessionSummary } from '../../dashboard/src/types.js';

const row = (id: string, updatedAt: number, extra: Partial<SessionSummary> = {}): SessionSummary => ({
  id,
  title: id,
  status: 'IDLE',
  statusReason: null,
  messageCount: 0,
  forkedFrom: null,
  createdAt: updatedAt,
  updatedAt,
  metadata: {},
  ...extra,
});
const ids = (items: SessionSummary[]) => items.map((s) => s.id);
const byUpdate: ListView = { order: 'UPDATED_DESC', status: null, search: false };

describe('the session list under live events', () => {
  const items = [row('c', 30), row('b', 20), row('a', 10)];

  it('adds a created session at the top', () => {
    const change = applyListEvent(
      items,
      { kind: 'created', sessionId: 'd', at: 40, title: 'D', status: 'IDLE', forkedFrom: null, createdAt: 40, metadata: {} },
      byUpdate,
      false,
    );
    expect(ids(change.items)).toEqual(['d', 'c', 'b', 'a']);
    expect(change.fetch).toEqual([]);
  });

  it('reads a fork first (its copied messages count)', () => {
    const change = applyListEvent(
      items,
      { kind: 'created', sessionId: 'f', at: 40, title: 'F', status: 'IDLE', forkedFrom: 'a', createdAt: 40, metadata: {} },
      byUpdate,
      false,
    );
    expect(ids(change.items)).toEqual(['c', 'b', 'a']);
    expect(change.fetch).toEqual(['f']);
  });

  it('keeps a count a live message made when a read sent before it is answered after it', () => {
    const counted = applyListEvent(items, { kind: 'message', sessionId: 'a', at: 50, isMessage: true }, byUpdate, false).items[0]!;
    expect(newerRow(counted, row('a', 10)).messageCount).toBe(1);
    // A read answered after the change it includes replaces the row.
    expect(newerRow(counted, row('a', 50, { messageCount: 1, title: 'renamed' })).title).toBe('renamed');
    expect(newerRow(undefined, row('a', 10))).toEqual(row('a', 10));
  });

  it('moves a session with a new message to the top and counts it (custom entries do not count)', () => {
    const change = applyListEvent(items, { kind: 'message', sessionId: 'a', at: 50, isMessage: true }, byUpdate, false);
    expect(ids(change.items)).toEqual(['a', 'c', 'b']);
    expect(change.items[0]!.messageCount).toBe(1);
    const custom = applyListEvent(items, { kind: 'message', sessionId: 'a', at: 50, isMessage: false }, byUpdate, false);
    expect(custom.items[0]!.messageCount).toBe(0);
  });

  it('keeps positions when ordered by creation', () => {
    const view: ListView = { order: 'CREATED_DESC', status: null, search: false };
    const change = applyListEvent(items, { kind: 'status', sessionId: 'a', at: 50, status: 'DONE', statusReason: null }, view, false);
    expect(ids(change.items)).toEqual(['c', 'b', 'a']);
    expect(change.items[2]!.status).toBe('DONE');
  });

  it('drops a session that leaves the status filter and fetches one that enters it', () => {
    const view: ListView = { order: 'UPDATED_DESC', status: 'IDLE', search: false };
    const leaving = applyListEvent(items, { kind: 'status', sessionId: 'b', at: 50, status: 'DONE', statusReason: null }, view, false);
    expect(ids(leaving.items)).toEqual(['c', 'a']);
    const entering = applyListEvent(items, { kind: 'status', sessionId: 'z', at: 50, status: 'IDLE', statusReason: null }, view, false);
    expect(entering.fetch).toEqual(['z']);
    const other = applyListEvent(items, { kind: 'status', sessionId: 'z', at: 50, status: 'DONE', statusReason: null }, view, false);
    expect(other.fetch).toEqual([]);
  });

  it('removes a deleted session and updates meta in place', () => {
    expect(ids(applyListEvent(items, { kind: 'deleted', sessionId: 'b' }, byUpdate, false).items)).toEqual(['c', 'a']);
    const meta = applyListEvent(items, { kind: 'meta', sessionId: 'b', at: 25, title: 'Renamed', metadata: { x: 1 } }, byUpdate, false);
    expect(meta.items.find((s) => s.id === 'b')).toMatchObject({ title: 'Renamed', metadata: { x: 1 }, updatedAt: 25 });
  });

  it('never adds or moves search results', () => {
    const view: ListView = { order: 'UPDATED_DESC', status: null, search: true };
    expect(ids(applyListEvent(items, { kind: 'message', sessionId: 'a', at: 99, isMessage: true }, view, false).items)).toEqual(['c', 'b', 'a']);
    expect(
      applyListEvent(
        items,
        { kind: 'created', sessionId: 'n', at: 99, title: '', status: 'IDLE', forkedFrom: null, createdAt: 99, metadata: {} },
        view,
        false,
      ).items,
    ).toHaveLength(3);
  });

  it('places a row only within the loaded range unless everything is loaded', () => {
    const old = row('x', 5);
    expect(ids(upsert(items, old, byUpdate, false))).toEqual(['c', 'b', 'a']);
    expect(ids(upsert(items, old, byUpdate, true))).toEqual(['c', 'b', 'a', 'x']);
    // Ties are broken by id, descending, like the service's keyset order.
    expect(ids(upsert(items, row('bb', 20), byUpdate, false))).toEqual(['c', 'bb', 'b', 'a']);
  });
});

const entry = (entryId: string, parentId: string | null, text = entryId, timestamp = 0, role: 'USER' | 'ASSISTANT' = 'USER'): Entry => ({
  __typename: 'MessageEntry',
  entryId,
  parentId,
  revision: 0,
  timestamp,
  origin: null,
  siblings: [],
  message:
    role === 'USER'
      ? { __typename: 'UserMessage', role, timestamp, content: [{ __typename: 'TextBlock', text }] }
      : {
          __typename: 'AssistantMessage',
          role,
          timestamp,
          content: [{ __typename: 'TextBlock', text }],
          stopReason: 'END',
          errorKind: null,
          usage: null,
        },
});
const added = (offset: number, e: Entry): SessionEvent => ({ __typename: 'MessageAddedEvent', offset, at: offset, entry: e });

describe('the transcript under stored events', () => {
  const base: TranscriptState = {
    entries: [entry('a', null), entry('b', 'a')],
    activeLeafId: 'b',
    baseOffset: 5,
    hasPrevious: false,
    startCursor: null,
  };

  it('appends under the leaf and ignores what the snapshot already holds', () => {
    const next = applyTranscriptEvent(base, added(6, entry('c', 'b')));
    expect(next.reload).toBe(false);
    expect(next.state.entries.map((e) => e.entryId)).toEqual(['a', 'b', 'c']);
    expect(next.state.activeLeafId).toBe('c');
    expect(applyTranscriptEvent(base, added(5, entry('c', 'b'))).state).toBe(base);
    expect(applyTranscriptEvent(next.state, added(7, entry('c', 'b'))).state).toBe(next.state);
  });

  it('moves the leaf past a custom entry without showing it', () => {
    const custom: Entry = {
      __typename: 'CustomEntry',
      entryId: 'k',
      parentId: 'b',
      revision: 0,
      timestamp: 0,
      origin: null,
      siblings: [],
      customType: 'note',
      data: null,
    };
    const next = applyTranscriptEvent(base, added(6, custom));
    expect(next.state.entries).toHaveLength(2);
    expect(applyTranscriptEvent(next.state, added(7, entry('m', 'k'))).state.entries.map((e) => e.entryId)).toEqual(['a', 'b', 'm']);
  });

  it('asks for a reload when the path moves: an append elsewhere or a branch switch', () => {
    expect(applyTranscriptEvent(base, added(6, entry('x', 'a'))).reload).toBe(true);
    expect(applyTranscriptEvent(base, { __typename: 'ActiveLeafSetEvent', offset: 6, at: 6, entryId: 'a' }).reload).toBe(true);
    expect(applyTranscriptEvent(base, { __typename: 'ActiveLeafSetEvent', offset: 6, at: 6, entryId: 'b' }).reload).toBe(false);
  });

  it('replaces an updated message only with a newer revision', () => {
    const updated = { ...entry('b', 'a', 'edited'), revision: 1 };
    const next = applyTranscriptEvent(base, { __typename: 'MessageUpdatedEvent', offset: 6, at: 6, revision: 1, entry: updated });
    expect(next.state.entries[1]!.revision).toBe(1);
    expect(applyTranscriptEvent(next.state, { __typename: 'MessageUpdatedEvent', offset: 7, at: 7, revision: 1, entry: updated }).state).toBe(
      next.state,
    );
  });

  it('prepends an older page without duplicates', () => {
    const state = prependPage(base, { nodes: [entry('z', null), entry('a', 'z')], hasPrevious: true, startCursor: 'c1' });
    expect(state.entries.map((e) => e.entryId)).toEqual(['z', 'a', 'b']);
    expect(state).toMatchObject({ hasPrevious: true, startCursor: 'c1' });
  });
});

describe('replies of the turn loop', () => {
  it('streams chunks in sequence order, each once, then shows the settled text', () => {
    let turns = openTurn([], 10, 100);
    turns = addChunk(turns, { requestOffset: 10, sequence: 1, chunk: ' world' });
    turns = addChunk(turns, { requestOffset: 10, sequence: 0, chunk: 'Hello' });
    turns = addChunk(turns, { requestOffset: 10, sequence: 0, chunk: 'Hello' });
    expect(turns[0]).toMatchObject({ state: 'streaming', text: 'Hello world' });
    turns = settleTurn(turns, 10, { __typename: 'LlmSucceeded', text: 'Hello, world.' }, 200);
    expect(turns[0]).toMatchObject({ state: 'succeeded', text: 'Hello, world.' });
    expect(addChunk(turns, { requestOffset: 10, sequence: 2, chunk: '!' })[0]!.text).toBe('Hello, world.');
  });

  it('keeps the partial text of an interrupted reply', () => {
    let turns = addChunk(openTurn([], 10, 100), { requestOffset: 10, sequence: 0, chunk: 'Half' });
    turns = settleTurn(turns, 10, { __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: 'Half an answer' }, 200);
    expect(turns[0]).toMatchObject({ state: 'cancelled', text: 'Half an answer', detail: 'INTERRUPTED_BY_USER_INPUT' });
  });

  it('places replies after the messages that came before their request', () => {
    const entries = [entry('a', null, 'q1', 100), entry('b', 'a', 'q2', 300)];
    const turns = [settleTurn(openTurn([], 5, 200), 5, { __typename: 'LlmSucceeded', text: 'r1' }, 250)[0]!, openTurn([], 9, 400)[0]!];
    expect(
      timeline(entries, turns).map((i) => (i.kind === 'entry' ? i.entry.entryId : i.kind === 'turn' ? `turn ${i.turn.requestOffset}` : i.kind)),
    ).toEqual(['a', 'turn 5', 'b', 'turn 9']);
  });

  it('shows a reply once when a worker also wrote it into the transcript', () => {
    const turn = settleTurn(openTurn([], 5, 200), 5, { __typename: 'LlmSucceeded', text: 'Same text' }, 250)[0]!;
    expect(isMirrored(turn, [entry('x', null, 'Same text', 260, 'ASSISTANT')])).toBe(true);
    expect(isMirrored(turn, [entry('x', null, 'Same text', 260, 'USER')])).toBe(false);
    expect(isMirrored(turn, [{ ...entry('x', null, 'Other', 100, 'ASSISTANT'), origin: { llmRequestOffset: 5 } }])).toBe(true);
    expect(timeline([entry('x', null, 'Same text', 260, 'ASSISTANT')], [turn])).toHaveLength(1);
  });

  it('rebuilds replies from the stream and keeps what is streaming', () => {
    const events: SessionEvent[] = [
      { __typename: 'LlmRequestRequestedEvent', offset: 4, at: 100, requestedAt: 100, expiresAt: 1000, triggerEntryId: null },
      { __typename: 'LlmRequestSettledEvent', offset: 6, at: 150, requestOffset: 4, result: { __typename: 'LlmSucceeded', text: 'done' } },
      { __typename: 'LlmRequestRequestedEvent', offset: 8, at: 300, requestedAt: 300, expiresAt: 1000, triggerEntryId: null },
    ];
    const recorded = turnsFromEvents(events);
    expect(recorded.map((t) => [t.requestOffset, t.state])).toEqual([
      [4, 'succeeded'],
      [8, 'streaming'],
    ]);
    const current = addChunk(openTurn([], 8, 300), { requestOffset: 8, sequence: 0, chunk: 'so far' });
    const merged = mergeTurns(recorded, current, entry('a', null, 'q', 50), false);
    expect(merged.map((t) => t.text)).toEqual(['done', 'so far']);
    // Replies from before the first message shown stay out while older messages are not loaded.
    expect(mergeTurns(recorded, current, entry('a', null, 'q', 200), true).map((t) => t.requestOffset)).toEqual([8]);
  });
});
