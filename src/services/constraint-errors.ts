// Foreign keys that can only fail because something the caller named vanished under a
// concurrent write (a session deleted mid-upload, an attachment deleted while a message that
// references it was being appended). Each becomes the caller's error rather than an outage.
import { ServiceError } from '../domain/errors.js';

const BY_CONSTRAINT: Record<string, () => ServiceError> = {
  attachments_session_id_fkey: () => new ServiceError('NOT_FOUND', 'The session was deleted meanwhile; nothing was stored.'),
  drafts_session_id_fkey: () => new ServiceError('NOT_FOUND', 'The session was deleted meanwhile; nothing was stored.'),
  attachment_refs_attachment_id_fkey: () =>
    new ServiceError('BAD_USER_INPUT', 'An attachment the message references does not exist (or was deleted meanwhile); nothing was stored.'),
  draft_attachments_attachment_id_fkey: () =>
    new ServiceError('BAD_USER_INPUT', 'input.attachmentIds: an attachment was deleted meanwhile; nothing was stored.', {
      field: 'input.attachmentIds',
    }),
};

/** The caller's error for a foreign-key violation (SQLSTATE 23503) of a known constraint, else null. */
export function constraintError(error: unknown): ServiceError | null {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  if (e?.code !== '23503' || typeof e.constraint !== 'string') return null;
  return BY_CONSTRAINT[e.constraint]?.() ?? null;
}
