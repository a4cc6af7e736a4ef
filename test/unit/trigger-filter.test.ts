import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/domain/events.js';
import { type TriggerFilter, type TriggerFilterKind, matchesTrigger, parseTriggerFilter } from '../../src/domain/trigger-filter.js';
import type { EntryRecord, MessageRecord } from '../../src/domain/types.js';

describe('parseTriggerFilter', () => {
  const valid: [TriggerFilterKind, unknown, TriggerFilter][] = [
    ['sessionCreated', undefined, {}],
    ['sessionCreated', null, {}],
    ['sessionCreated', {}, {}],
    ['sessionCreated', { metadata: { owner: 'u1' } }, { metadata: { owner: 'u1' } }],
    ['session', { sessionId: 's1', metadata: null }, { sessionId: 's1' }],
    ['session', { metadata: { nested: { a: [1, null] } } }, { metadata: { nested: { a: [1, null] } } }],
    ['message', { sessionId: 's1', roles: ['user', 'custom'] }, { sessionId: 's1', roles: ['user', 'custom'] }],
    ['message', { roles: null }, {}],
  ];
  it.each(valid)('%s accepts %j', (kind, input, expected) => {
    expect(parseTriggerFilter(kind, input)).toEqual({ ok: true, filter: expected });
  });

  const invalid: [TriggerFilterKind, unknown, string][] = [
    ['sessionCreated', { sessionId: 's1' }, 'sessionId'],
    ['session', { roles: ['user'] }, 'roles'],
    ['message', { bogus: 1 }, 'bogus'],
    ['message', { roles: ['USER'] }, 'filter.roles.0'],
    ['message', { roles: ['system'] }, 'filter.roles.0'],
    ['message', { roles: [] }, 'at least one role'],
    ['message', { roles: 'user' }, 'filter.roles'],
    ['session', { sessionId: '' }, 'filter.sessionId'],
    ['session', { sessionId: 5 }, 'filter.sessionId'],
    ['session', { metadata: [1] }, 'filter.metadata'],
    ['session', { metadata: 'owner' }, 'filter.metadata'],
    ['session', 'nope', 'filter'],
  ];
  it.each(invalid)('%s refuses %j', (kind, input, mention) => {
    const result = parseTriggerFilter(kind, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(mention);
  });
});

describe('matchesTrigger', () => {
  const message = (role: MessageRecord['role']): MessageRecord =>
    role === 'assistant'
      ? { role, timestamp: 1, content: [], stopReason: 'end' }
      : role === 'function_result'
        ? { role, timestamp: 1, content: [], functionCallId: 'c', functionId: 'f' }
        : role === 'custom'
          ? { role, timestamp: 1, content: [], customType: 'note' }
          : { role, timestamp: 1, content: [] };
  const base = { sessionId: 's1', parentId: null, timestamp: 1, revision: 0, origin: null };
  const messageEntry = (role: MessageRecord['role']): EntryRecord => ({ ...base, id: 'e1', kind: 'message', message: message(role) });
  const customEntry: EntryRecord = { ...base, id: 'e2', kind: 'custom', customType: 'note', data: null };
  // Loose on purpose: the cases build events of several types from one base.
  const ev = (over: Record<string, unknown>): BusEvent =>
    ({
      sessionId: 's1',
      offset: 3,
      type: 'message_added',
      at: 1,
      payload: { entry: messageEntry('user') },
      metadata: { owner: 'u1', tags: ['a', 'b'] },
      ...over,
    }) as BusEvent;

  const cases: [string, TriggerFilter, BusEvent, boolean][] = [
    ['empty filter receives everything', {}, ev({}), true],
    ['empty filter receives a session without metadata', {}, ev({ metadata: {} }), true],
    ['sessionId equal', { sessionId: 's1' }, ev({}), true],
    ['sessionId different', { sessionId: 's2' }, ev({}), false],
    ['role in roles', { roles: ['user', 'assistant'] }, ev({}), true],
    ['role not in roles', { roles: ['assistant'] }, ev({}), false],
    [
      'role on message_updated',
      { roles: ['function_result'] },
      ev({ type: 'message_updated', payload: { entry: messageEntry('function_result'), revision: 1, origin: null } }),
      true,
    ],
    ['custom role matches custom-role messages', { roles: ['custom'] }, ev({ payload: { entry: messageEntry('custom') } }), true],
    [
      'custom entries never match a roles filter',
      { roles: ['custom', 'user', 'assistant', 'function_result'] },
      ev({ payload: { entry: customEntry } }),
      false,
    ],
    ['custom entry without roles filter', {}, ev({ payload: { entry: customEntry } }), true],
    [
      'roles filter on an event without an entry',
      { roles: ['user'] },
      ev({ type: 'session_meta_updated', payload: { title: '', description: '', metadata: {} } }),
      false,
    ],
    ['metadata subset', { metadata: { owner: 'u1' } }, ev({}), true],
    ['metadata array deep-equal', { metadata: { tags: ['a', 'b'] } }, ev({}), true],
    ['metadata array order matters', { metadata: { tags: ['b', 'a'] } }, ev({}), false],
    ['metadata different value', { metadata: { owner: 'u2' } }, ev({}), false],
    ['metadata missing key', { metadata: { team: 'x' } }, ev({}), false],
    ['metadata vs session without metadata', { metadata: { owner: 'u1' } }, ev({ metadata: {} }), false],
    ['empty metadata filter', { metadata: {} }, ev({ metadata: {} }), true],
    ['AND: all match', { sessionId: 's1', roles: ['user'], metadata: { owner: 'u1' } }, ev({}), true],
    ['AND: one fails', { sessionId: 's1', roles: ['user'], metadata: { owner: 'u9' } }, ev({}), false],
    [
      'deleted event filtered by metadata at deletion',
      { metadata: { owner: 'u1' } },
      ev({ type: 'session_deleted', offset: null, payload: {} }),
      true,
    ],
  ];
  it.each(cases)('%s', (_name, filter, event, expected) => {
    expect(matchesTrigger(filter, event)).toBe(expected);
  });
});
