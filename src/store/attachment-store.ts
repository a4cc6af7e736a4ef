// Where attachment bytes live, behind a small interface. The database implementation keeps
// them in 256 KiB bytea chunk rows of a blob that is content-addressed by SHA-256 within a
// tenant scope and shared (reference-counted) by every attachment with the same bytes.
// Everything runs in the caller's transaction: an upload that fails half-way leaves nothing.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './db.js';

export const ATTACHMENT_CHUNK_BYTES = 256 * 1024;

/** Bytes [start, end], both inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBlob {
  blobId: number;
  sha256: string;
  size: number;
  /** True when these bytes were new to the scope (stored now); false when identical bytes were already there. */
  added: boolean;
}

/** The bytes a scope no longer stores once the last reference to a blob went. */
export interface FreedBytes {
  scope: string;
  size: number;
}

export interface AttachmentStore {
  /**
   * Takes one reference to `bytes` within `scope`, storing them unless identical bytes are
   * already there. Before new bytes are written `admit(size)` runs; it may throw to refuse them.
   */
  put(db: Db, scope: string, bytes: Blob, now: number, admit?: (size: number) => Promise<void>): Promise<StoredBlob>;
  /** The bytes of `range`, a chunk at a time (never the whole blob in memory). */
  getStream(db: Db, blobId: number, range: ByteRange): AsyncIterable<Uint8Array>;
  /** Drops one reference; the bytes go with the last one (then returned: what the scope no longer stores). */
  delete(db: Db, blobId: number): Promise<FreedBytes | null>;
}

/** SHA-256 and size of a blob, read a chunk at a time. */
async function digest(bytes: Blob): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for (let at = 0; at < bytes.size; at += ATTACHMENT_CHUNK_BYTES) {
    const chunk = new Uint8Array(await bytes.slice(at, at + ATTACHMENT_CHUNK_BYTES).arrayBuffer());
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

export class DatabaseAttachmentStore implements AttachmentStore {
  async put(db: Db, scope: string, bytes: Blob, now: number, admit?: (size: number) => Promise<void>): Promise<StoredBlob> {
    const { sha256, size } = await digest(bytes);
    // The upsert row-locks the blob: a concurrent release of its last reference either ran
    // first (then this inserts afresh) or waits for this transaction.
    const { rows } = await sql<{ id: number; ref_count: number }>`
      insert into attachment_blobs (scope, sha256, size, ref_count, created_at)
      values (${scope}, ${sha256}, ${size}, 1, ${now})
      on conflict (scope, sha256) do update set ref_count = attachment_blobs.ref_count + 1
      returning id, ref_count`.execute(db);
    const blob = rows[0]!;
    const added = blob.ref_count === 1;
    if (added) {
      await admit?.(size);
      for (let seq = 0; seq * ATTACHMENT_CHUNK_BYTES < size; seq++) {
        const at = seq * ATTACHMENT_CHUNK_BYTES;
        const data = Buffer.from(await bytes.slice(at, at + ATTACHMENT_CHUNK_BYTES).arrayBuffer());
        await db.insertInto('attachment_chunks').values({ blob_id: blob.id, seq, data }).execute();
      }
    }
    return { blobId: blob.id, sha256, size, added };
  }

  async *getStream(db: Db, blobId: number, range: ByteRange): AsyncIterable<Uint8Array> {
    if (range.end < range.start) return;
    const first = Math.floor(range.start / ATTACHMENT_CHUNK_BYTES);
    const last = Math.floor(range.end / ATTACHMENT_CHUNK_BYTES);
    for (let seq = first; seq <= last; seq++) {
      const chunkStart = seq * ATTACHMENT_CHUNK_BYTES;
      const from = Math.max(range.start, chunkStart) - chunkStart;
      const to = Math.min(range.end, chunkStart + ATTACHMENT_CHUNK_BYTES - 1) - chunkStart;
      // Only the wanted slice leaves the database (chunks are stored uncompressed, so this reads just it).
      const { rows } = await sql<{ data: Uint8Array }>`
        select substring(data from ${from + 1} for ${to - from + 1}) as data
        from attachment_chunks where blob_id = ${blobId} and seq = ${seq}`.execute(db);
      const data = rows[0]?.data;
      if (!data) throw new Error(`attachment blob ${blobId} has no chunk ${seq} (deleted while being read)`);
      yield data;
    }
  }

  async delete(db: Db, blobId: number): Promise<FreedBytes | null> {
    const { rows } = await sql<{ ref_count: number; scope: string; size: number }>`
      update attachment_blobs set ref_count = ref_count - 1 where id = ${blobId} returning ref_count, scope, size`.execute(db);
    const blob = rows[0];
    if (!blob || blob.ref_count > 0) return null;
    await db.deleteFrom('attachment_blobs').where('id', '=', blobId).execute();
    return { scope: blob.scope, size: Number(blob.size) };
  }
}
