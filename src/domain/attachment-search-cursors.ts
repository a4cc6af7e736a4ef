// Opaque keyset cursors of the attachment list and the search results, built like the others
// (src/domain/cursor.ts): base64url JSON, validated on the way back; anything else is INVALID_CURSOR.
import { z } from 'zod';
import { invalidCursor } from './errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const attachmentCursor = z.strictObject({ k: z.literal('a'), t: z.number().int().min(0).safe(), id: z.string().min(1).max(1000) });
const searchCursor = z.strictObject({
  k: z.literal('q'),
  h: z.string().max(64),
  r: z.number().finite(),
  id: z.string().min(1).max(1000),
});

/** Attachments page in upload order: (createdAt, id). */
export interface AttachmentKey {
  createdAt: number;
  id: string;
}

export const encodeAttachmentCursor = (key: AttachmentKey): string => encodeCursor({ k: 'a', t: key.createdAt, id: key.id });

export function decodeAttachmentCursor(cursor: string): AttachmentKey {
  const c = decodeCursor(cursor, attachmentCursor, 'attachments');
  return { createdAt: c.t, id: c.id };
}

/** Search hits page by (rank descending, session id); the cursor is bound to the query and filters. */
export interface SearchKey {
  rank: number;
  id: string;
}

export const encodeSearchCursor = (fingerprint: string, key: SearchKey): string => encodeCursor({ k: 'q', h: fingerprint, r: key.rank, id: key.id });

export function decodeSearchCursor(cursor: string, fingerprint: string): SearchKey {
  const c = decodeCursor(cursor, searchCursor, 'search');
  if (c.h !== fingerprint) throw invalidCursor('it was made for another query or other filters');
  return { rank: c.r, id: c.id };
}
