// Attachments: the File scalar (multipart uploads), the Attachment type, its query and
// mutations, Session.attachments, and the FileBlock content block.
import { GraphQLError } from 'graphql';
import type { AttachmentRecord } from '../domain/attachment.js';
import { ServiceError } from '../domain/errors.js';
import type { ContentBlock } from '../domain/message.js';
import * as attachments from '../services/attachments.js';
import { builder } from './builder.js';
import { connectionType, pagingArgs } from './connection.js';
import { SessionRef } from './session-ref.js';

const isFile = (value: unknown): value is Blob & { name?: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).size === 'number' &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).slice === 'function';

const notAFile = () =>
  new ServiceError(
    'BAD_USER_INPUT',
    'File values come only as parts of a multipart/form-data request (GraphQL multipart request spec: fields `operations`, `map`, then the files).',
  );

builder.scalarType('File', {
  description:
    'A file uploaded as a part of a multipart/form-data request (the GraphQL multipart request spec: `operations`, `map`, then one part per file). Input only.',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    if (!isFile(value)) throw notAFile();
    return value;
  },
  parseLiteral: () => {
    throw notAFile();
  },
});

/** The URL of an attachment's bytes (`GET /attachments/<id>`, with the caller's credentials). */
const attachmentUrl = (origin: string, id: string): string => `${origin}/attachments/${encodeURIComponent(id)}`;

export const AttachmentRef = builder.objectRef<AttachmentRecord>('Attachment').implement({
  description:
    'A file uploaded to a session (uploadAttachment). Messages reference it with a FileBlock or an ImageBlock; its bytes are served at `url`.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The attachment id (unique service-wide).' }),
    sessionId: t.id({
      description: 'The session it belongs to: the one it was uploaded to, or, after that session was deleted, the fork that still uses it.',
      resolve: (a, _args, ctx) => attachments.ownerOf(ctx.deps, a),
    }),
    filename: t.exposeString('filename', {
      description: 'File name, sanitised: no path, no control characters, at most 255 bytes ("attachment" when none was usable).',
    }),
    mime: t.exposeString('mime', { description: 'MIME type as declared by the uploader (application/octet-stream when blank).' }),
    size: t.field({ type: 'SafeInt', description: 'Size in bytes.', resolve: (a) => a.size }),
    sha256: t.exposeString('sha256', { description: 'Hex SHA-256 of the bytes (also the HTTP ETag of `url`).' }),
    createdAt: t.field({ type: 'Timestamp', description: 'Upload time (ms since epoch).', resolve: (a) => a.createdAt }),
    url: t.string({
      description:
        'Full URL of the bytes: GET it with the same credentials as /graphql (Authorization: Bearer or x-api-key). Supports Range and If-None-Match.',
      resolve: (a, _args, ctx) => attachmentUrl(ctx.publicOrigin, a.id),
    }),
  }),
});

type Block<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;

export const FileBlockRef = builder.objectRef<Block<'file'>>('FileBlock').implement({
  description: 'A file attached to a message (an attachment of the session).',
  fields: (t) => ({
    attachment: t.field({
      type: AttachmentRef,
      description: 'The attachment.',
      resolve: (b) => attachments.attachmentOfBlock(b),
    }),
  }),
});

const AttachmentConnection = connectionType('Attachment', AttachmentRef, 'attachment');

builder.objectField(SessionRef, 'attachments', (t) =>
  t.field({
    type: AttachmentConnection,
    nullable: true,
    description:
      "Attachments uploaded to this session (and those a fork inherited when its source was deleted), oldest first (upload order), paged either way: `first`/`after` forward, `last`/`before` backward. Null with an error when `after` or `before` is not this list's cursor (INVALID_CURSOR).",
    args: pagingArgs(t.arg, 'attachments'),
    resolve: (s, args, ctx) => attachments.listAttachments(ctx.deps, s, args),
  }),
);

builder.queryField('attachment', (t) =>
  t.field({
    type: AttachmentRef,
    nullable: true,
    description: "One attachment by id; null when unknown or not the caller's.",
    args: { id: t.arg.id({ required: true, description: 'The attachment id.' }) },
    resolve: (_root, args, ctx) => attachments.getAttachment(ctx.deps, String(args.id)),
  }),
);

// ---- mutations ----

const UploadAttachmentInput = builder.inputType('UploadAttachmentInput', {
  description: 'An upload. Send the request as multipart/form-data (GraphQL multipart request spec) with the file as a part.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session the attachment belongs to.' }),
    file: t.field({ type: 'File', required: true, description: 'The file part.' }),
    filename: t.string({ description: "File name to store instead of the part's own (sanitised the same way)." }),
    mime: t.string({ description: "MIME type to store instead of the part's Content-Type (blank → application/octet-stream)." }),
  }),
});

const UploadAttachmentPayload = builder.objectRef<{ attachment: AttachmentRecord }>('UploadAttachmentPayload').implement({
  description: 'Result of uploadAttachment.',
  fields: (t) => ({ attachment: t.field({ type: AttachmentRef, description: 'The stored attachment.', resolve: (p) => p.attachment }) }),
});

builder.mutationField('uploadAttachment', (t) =>
  t.field({
    type: UploadAttachmentPayload,
    description:
      "Store a file for a session. Fires no event and leaves the session's updatedAt alone. Errors: NOT_FOUND (session), ATTACHMENT_TOO_LARGE (over MAX_ATTACHMENT_BYTES; nothing stored), BAD_USER_INPUT.",
    args: { input: t.arg({ type: UploadAttachmentInput, required: true, description: 'The upload.' }) },
    resolve: async (_root, { input }, ctx) => ({
      attachment: await attachments.uploadAttachment(ctx.deps, {
        sessionId: String(input.sessionId),
        file: input.file,
        filename: input.filename,
        mime: input.mime,
      }),
    }),
  }),
);

const DeleteAttachmentInput = builder.inputType('DeleteAttachmentInput', {
  description: 'The attachment to delete.',
  fields: (t) => ({ id: t.id({ required: true, description: 'The attachment id.' }) }),
});

const DeleteAttachmentPayload = builder.objectRef<{ deleted: boolean }>('DeleteAttachmentPayload').implement({
  description: 'Result of deleteAttachment.',
  fields: (t) => ({ deleted: t.exposeBoolean('deleted', { description: 'True: the attachment and its bytes are gone.' }) }),
});

builder.mutationField('deleteAttachment', (t) =>
  t.field({
    type: DeleteAttachmentPayload,
    description:
      "Delete an attachment no message references (drafts that park it lose it). Errors: NOT_FOUND (unknown or not the caller's), ATTACHMENT_IN_USE (a message references it).",
    args: { input: t.arg({ type: DeleteAttachmentInput, required: true, description: 'The attachment.' }) },
    resolve: (_root, { input }, ctx) => attachments.deleteAttachment(ctx.deps, String(input.id)),
  }),
);
