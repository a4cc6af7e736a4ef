// importSession: restores a session archive (GET /sessions/<id>/export) into this deployment.
import { badInput } from '../domain/errors.js';
import type { SessionRecord } from '../domain/types.js';
import { importSession } from '../services/session-import.js';
import { builder } from './builder.js';
import { SessionRef } from './session-ref.js';

const ImportSessionInput = builder.inputType('ImportSessionInput', {
  description:
    'A session archive (JSONL, as `GET /sessions/<id>/export` writes it): exactly one of `file` (a multipart/form-data part, up to MAX_ATTACHMENT_BYTES) or `jsonl` (the text, up to MAX_REQUEST_BYTES).',
  fields: (t) => ({
    file: t.field({ type: 'File', description: 'The archive as an uploaded file part.' }),
    jsonl: t.string({ description: 'The archive as text.' }),
  }),
});

const ImportSessionPayload = builder.objectRef<{ session: SessionRecord; imported: boolean }>('ImportSessionPayload').implement({
  description: 'Result of importSession.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session as stored here now.', resolve: (p) => p.session }),
    imported: t.exposeBoolean('imported', {
      description: 'False when the identical session was already here (an archive imported twice): nothing was written.',
    }),
  }),
});

builder.mutationField('importSession', (t) =>
  t.field({
    type: ImportSessionPayload,
    description:
      "Restore a session archive with its ids, offsets, tree, events, context, attachments and draft, in one transaction; publishes no events. The archived session must carry the caller's tenant. Errors: IMPORT_INVALID (a cut or damaged file, another format or version; `extensions.line`), IMPORT_CONFLICT (a different session or attachment holds an id), FORBIDDEN (another tenant's session), QUOTA_EXCEEDED. Nothing is written on any error.",
    args: { input: t.arg({ type: ImportSessionInput, required: true, description: 'The archive.' }) },
    resolve: async (_root, { input }, ctx) => {
      const given = [input.file, input.jsonl].filter((v) => v != null).length;
      if (given !== 1) throw badInput('input', 'give exactly one of file and jsonl');
      const source = input.file ? (input.file.stream() as unknown as AsyncIterable<Uint8Array>) : [input.jsonl!];
      return importSession(ctx.deps, source);
    },
  }),
);
