// Drafts: Session.draft, the Draft type and setDraft.
import type { SessionRecord } from '../domain/types.js';
import * as drafts from '../services/drafts.js';
import type { DraftRecord } from '../services/drafts.js';
import { AttachmentRef } from './attachment.js';
import { builder } from './builder.js';
import { SessionRef } from './session-ref.js';

const DraftRef = builder.objectRef<DraftRecord>('Draft').implement({
  description: "A session's unsent composer text and the attachments parked with it. Saving one fires no event.",
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The unsent text (may be blank when attachments are parked).' }),
    attachments: t.field({
      type: [AttachmentRef],
      description: 'Attachments parked with the draft, in the order given.',
      resolve: (d) => d.attachments,
    }),
    updatedAt: t.field({ type: 'Timestamp', description: 'When the draft was last saved (ms since epoch).', resolve: (d) => d.updatedAt }),
  }),
});

builder.objectField(SessionRef, 'draft', (t) =>
  t.field({
    type: DraftRef,
    nullable: true,
    description: 'The unsent draft; null when there is none. Not copied by forkSession; setSessionMeta leaves it alone.',
    resolve: (s, _args, ctx) => drafts.getDraft(ctx.deps, s),
  }),
);

const SetDraftInput = builder.inputType('SetDraftInput', {
  description: "Save a session's draft. Blank (whitespace-only) text with no attachments clears it.",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    text: t.string({ required: true, description: 'The unsent text.' }),
    attachmentIds: t.idList({
      description:
        'Attachments of this session to park with the draft, in order. Omitted: the parked ones stay (a text-only save keeps them); a list, even empty, replaces them.',
    }),
  }),
});

const SetDraftPayload = builder.objectRef<{ session: SessionRecord }>('SetDraftPayload').implement({
  description: 'Result of setDraft.',
  fields: (t) => ({ session: t.field({ type: SessionRef, description: 'The session (its `draft` is the saved one).', resolve: (p) => p.session }) }),
});

builder.mutationField('setDraft', (t) =>
  t.field({
    type: SetDraftPayload,
    description:
      "Save or clear a session's draft. Fires no event; the session's updatedAt is unchanged. Errors: NOT_FOUND (session), BAD_USER_INPUT (e.g. an attachment not of this session, named by `input.attachmentIds[i]`).",
    args: { input: t.arg({ type: SetDraftInput, required: true, description: 'The draft.' }) },
    resolve: async (_root, { input }, ctx) => ({
      session: await drafts.setDraft(ctx.deps, {
        sessionId: String(input.sessionId),
        text: input.text,
        attachmentIds: input.attachmentIds == null ? null : input.attachmentIds.map(String),
      }),
    }),
  }),
);
