// The attachment record as passed between layers, and what a content block keeps of it.
import type { AttachmentSnapshot } from './message.js';

export interface AttachmentRecord {
  id: string;
  /** The session it was uploaded to (or, after that session was deleted, the fork that inherited it). */
  sessionId: string;
  /** Where its bytes are (see AttachmentStore). */
  blobId: number;
  filename: string;
  mime: string;
  size: number;
  /** Hex SHA-256 of the bytes; also the HTTP ETag. */
  sha256: string;
  createdAt: number;
  /**
   * True: rebuilt from a block's snapshot (fromSnapshot). Every fact but `sessionId` is the
   * attachment's own (they never change); its owner may have changed since the block was
   * written (a deleted session's fork inherits it), so read it live when asked for.
   */
  fromBlock?: true;
}

/** The facts a file or image block stores beside the attachment id. */
export function snapshotOf(a: AttachmentRecord): AttachmentSnapshot {
  return { attachmentId: a.id, sessionId: a.sessionId, filename: a.filename, mime: a.mime, size: a.size, sha256: a.sha256, createdAt: a.createdAt };
}

/** An attachment rebuilt from a block's snapshot, without a read: see `fromBlock`. */
export function fromSnapshot(s: AttachmentSnapshot): AttachmentRecord {
  return {
    id: s.attachmentId,
    sessionId: s.sessionId,
    blobId: 0,
    filename: s.filename,
    mime: s.mime,
    size: s.size,
    sha256: s.sha256,
    createdAt: s.createdAt,
    fromBlock: true,
  };
}
