// Cursors: opaque, round-trip exactly, and bound to what they page (and, for sessions, the order).
import { describe, expect, it } from 'vitest';
import {
  decodeEventCursor,
  decodeMessageCursor,
  decodeSessionCursor,
  encodeEventCursor,
  encodeMessageCursor,
  encodeSessionCursor,
} from '../../src/domain/cursor.js';
import { ServiceError } from '../../src/domain/errors.js';
import { SESSION_ORDERS, type SessionOrder } from '../../src/domain/types.js';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

function expectInvalid(run: () => unknown) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ServiceError);
  expect((caught as ServiceError).code).toBe('INVALID_CURSOR');
  expect((caught as ServiceError).extensions.code).toBe('INVALID_CURSOR');
}

describe('session cursors', () => {
  const keys = [
    { value: 0, id: 's_1' },
    { value: 1_700_000_000_000, id: 's_0190f5a0b1c27d3e8f9a0b1c2d3e4f50' },
    { value: Number.MAX_SAFE_INTEGER, id: 'caller-chosen/id:with.punct' },
    { value: -5, id: 'ключ-✓' },
  ];
  it.each(SESSION_ORDERS.flatMap((order) => keys.map((key) => [order, key] as const)))('%s %j round-trips', (order, key) => {
    const cursor = encodeSessionCursor(order, key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSessionCursor(cursor, order)).toEqual(key);
  });

  it.each(SESSION_ORDERS.flatMap((a) => SESSION_ORDERS.filter((b) => b !== a).map((b) => [a, b] as const)))(
    'a %s cursor is INVALID_CURSOR for %s',
    (made, used) => {
      const cursor = encodeSessionCursor(made, { value: 1, id: 's_1' });
      expectInvalid(() => decodeSessionCursor(cursor, used as SessionOrder));
    },
  );

  it('different keys give different cursors', () => {
    const a = encodeSessionCursor('created_asc', { value: 1, id: 's_1' });
    expect(encodeSessionCursor('created_asc', { value: 1, id: 's_2' })).not.toBe(a);
    expect(encodeSessionCursor('created_asc', { value: 2, id: 's_1' })).not.toBe(a);
    expect(encodeSessionCursor('created_desc', { value: 1, id: 's_1' })).not.toBe(a);
  });
});

describe('message and event cursors', () => {
  it.each([0, 1, 49, 100_000, Number.MAX_SAFE_INTEGER])('message depth %d round-trips', (depth) => {
    expect(decodeMessageCursor(encodeMessageCursor(depth))).toBe(depth);
  });
  it.each([0, 1, 201, Number.MAX_SAFE_INTEGER])('event offset %d round-trips, as its decimal string', (offset) => {
    expect(encodeEventCursor(offset)).toBe(String(offset));
    expect(decodeEventCursor(encodeEventCursor(offset))).toBe(offset);
  });

  it.each(['', '-1', '1.5', '01', ' 1', '1 ', '+1', '1e3', '0x10', '9007199254740992', '12345678901234567'])(
    'event cursor %j is INVALID_CURSOR',
    (cursor) => {
      expectInvalid(() => decodeEventCursor(cursor));
    },
  );

  it('each cursor kind is refused by the other decoders', () => {
    const s = encodeSessionCursor('updated_desc', { value: 1, id: 's_1' });
    const m = encodeMessageCursor(3);
    const v = encodeEventCursor(3);
    expectInvalid(() => decodeMessageCursor(s));
    expectInvalid(() => decodeMessageCursor(v));
    expectInvalid(() => decodeEventCursor(s));
    expectInvalid(() => decodeEventCursor(m));
    for (const order of SESSION_ORDERS) {
      expectInvalid(() => decodeSessionCursor(m, order));
      expectInvalid(() => decodeSessionCursor(v, order));
    }
  });
});

describe('garbled cursors are INVALID_CURSOR', () => {
  const garbage: [string, string][] = [
    ['empty', ''],
    ['not base64url', 'not a cursor!'],
    ['with base64 padding', `${encodeMessageCursor(1)}==`],
    ['standard base64 alphabet', `${encodeMessageCursor(1).slice(0, 4)}+/${encodeMessageCursor(1).slice(4)}`],
    ['base64url of non-JSON', b64('hello')],
    ['truncated', encodeMessageCursor(12345).slice(0, -3)],
    ['JSON null', b64('null')],
    ['JSON array', b64('[1,2]')],
    ['JSON number', b64('7')],
    ['negative depth', b64('{"k":"m","d":-1}')],
    ['fractional depth', b64('{"k":"m","d":1.5}')],
    ['string depth', b64('{"k":"m","d":"1"}')],
    ['unsafe depth', b64('{"k":"m","d":9007199254740992}')],
    ['missing depth', b64('{"k":"m"}')],
    ['extra key', b64('{"k":"m","d":1,"x":1}')],
    ['wrong kind', b64('{"k":"x","d":1}')],
    ['too long', 'A'.repeat(2049)],
  ];
  it.each(garbage)('message cursor: %s', (_name, cursor) => expectInvalid(() => decodeMessageCursor(cursor)));

  const sessionGarbage: [string, string][] = [
    ['unknown order', b64('{"k":"s","o":"random","v":1,"id":"s_1"}')],
    ['empty id', b64('{"k":"s","o":"created_asc","v":1,"id":""}')],
    ['string value', b64('{"k":"s","o":"created_asc","v":"1","id":"s_1"}')],
    ['fractional value', b64('{"k":"s","o":"created_asc","v":1.5,"id":"s_1"}')],
    ['missing id', b64('{"k":"s","o":"created_asc","v":1}')],
    ['id too long', b64(JSON.stringify({ k: 's', o: 'created_asc', v: 1, id: 'x'.repeat(1001) }))],
    ['extra key', b64('{"k":"s","o":"created_asc","v":1,"id":"s_1","z":0}')],
    ['not base64url', '***'],
  ];
  it.each(sessionGarbage)('session cursor: %s', (_name, cursor) => expectInvalid(() => decodeSessionCursor(cursor, 'created_asc')));

  it('the error message says which order a cursor was made for', () => {
    const cursor = encodeSessionCursor('created_asc', { value: 1, id: 's_1' });
    expect(() => decodeSessionCursor(cursor, 'updated_desc')).toThrow(/CREATED_ASC/);
  });
});
