// Drafts (SPEC §9): the unsent composer text of a session and the attachments parked with it.
// Saving one writes no event and leaves the session's updatedAt alone.
import { badInput } from '../domain/errors.js';
import type { SessionRecord } from '../domain/types.js';
import { check } from '../domain/validation.js';
import * as attachments from '../store/attachments.js';
import * as drafts from '../store/drafts.js';
import type { DraftRecord } from '../store/drafts.js';
import { isBlank } from './attachments.js';
import type { ServiceDeps } from './deps.js';
import { findSession, orNotFound } from './tenancy.js';
import { transact } from './transaction.js';

/** A session's draft, as the schema shows it. */
export type { DraftRecord };

export interface SetDraftInput {
  sessionId: string;
  text: string;
  /** Omitted: the parked attachments stay. A list (even empty) replaces them. */
  attachmentIds?: readonly string[] | null | undefined;
}

/**
 * Saves the draft; blank text with no attachments clears it (draft: null). Attachments must
 * belong to the session (uploaded to it, or referenced by its messages); repeated ids count once.
 */
export async function setDraft(deps: ServiceDeps, input: SetDraftInput): Promise<SessionRecord> {
  const s = deps.validators();
  const text = check(s.text, input.text, 'input.text');
  let given: string[] | null = null;
  if (input.attachmentIds != null) {
    const max = deps.settings.current.limits.maxBlocksPerMessage;
    if (input.attachmentIds.length > max) throw badInput('input.attachmentIds', `more than ${max} attachments`);
    given = [...new Set(input.attachmentIds.map((id, i) => check(s.callerId, id, `input.attachmentIds[${i}]`)))];
  }
  return transact(deps, async (trx) => {
    // A read, not a lock: the drafts row's foreign key catches a session deleted meanwhile.
    const session = orNotFound(await findSession(deps, input.sessionId, trx), input.sessionId);
    let ids: string[];
    if (given === null) {
      ids = await drafts.draftAttachmentIds(trx, session.id);
    } else {
      const usable = new Set((await attachments.usableBySession(trx, session.id, given)).map((a) => a.id));
      const missing = given.find((id) => !usable.has(id));
      if (missing !== undefined) {
        const index = input.attachmentIds!.indexOf(missing);
        throw badInput(`input.attachmentIds[${index}]`, `"${missing}" is not an attachment of this session`);
      }
      ids = given;
    }
    if (isBlank(text) && ids.length === 0) await drafts.deleteDraft(trx, session.id);
    else await drafts.saveDraft(trx, session.id, text, ids, deps.now());
    return session;
  });
}

/** The draft of a session the caller already sees; null when there is none. */
export function getDraft(deps: ServiceDeps, session: SessionRecord): Promise<DraftRecord | null> {
  // Batched: the drafts of every session of a list are one read (the operation's loader).
  return deps.loaders.drafts.load(session.id);
}
