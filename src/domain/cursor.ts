// Opaque keyset cursors. Each is bound to what it pages (and, for sessions, to the order):
// a cursor from one list or order used with another is INVALID_CURSOR.
import { z } from 'zod';
import { invalidCursor } from './errors.js';
import { SESSION_ORDERS, type SessionOrder } from './types.js';

const sessionCursor = z.strictObject({
  k: z.literal('s'),
  o: z.enum(SESSION_ORDERS),
  v: z.number().int().safe(),
  id: z.string().min(1).max(1000),
});
const messageCursor = z.strictObject({ k: z.literal('m'), d: z.number().int().min(0).safe() });

/** An opaque cursor: base64url of a small JSON object (shared by every cursor kind). */
export function encodeCursor(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Reads a cursor made by encodeCursor, checked against its kind's schema; anything else is INVALID_CURSOR. */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>, what: string): T {
  if (cursor.length > 2048 || !/^[A-Za-z0-9_-]*$/.test(cursor)) throw invalidCursor(`not a ${what} cursor`);
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(`not a ${what} cursor`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidCursor(`not a ${what} cursor`);
  return parsed.data;
}

export interface SessionKey {
  /** The order's sort value: createdAt or updatedAt. */
  value: number;
  id: string;
}

export function encodeSessionCursor(order: SessionOrder, key: SessionKey): string {
  return encodeCursor({ k: 's', o: order, v: key.value, id: key.id });
}

export function decodeSessionCursor(cursor: string, order: SessionOrder): SessionKey {
  const c = decodeCursor(cursor, sessionCursor, 'sessions');
  if (c.o !== order) throw invalidCursor(`it was made for order ${c.o.toUpperCase()}, not ${order.toUpperCase()}`);
  return { value: c.v, id: c.id };
}

/** A messages cursor is the path depth of the last returned item. */
export function encodeMessageCursor(depth: number): string {
  return encodeCursor({ k: 'm', d: depth });
}

export function decodeMessageCursor(cursor: string): number {
  return decodeCursor(cursor, messageCursor, 'messages').d;
}

/** An event's cursor is its offset in decimal (SPEC §8), so a known offset n is passed as "n"; "0" is before the first event. */
export function encodeEventCursor(offset: number): string {
  return String(offset);
}

export function decodeEventCursor(cursor: string): number {
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(cursor) || !Number.isSafeInteger(Number(cursor))) {
    throw invalidCursor('an events cursor is an offset in decimal, e.g. "12"');
  }
  return Number(cursor);
}
