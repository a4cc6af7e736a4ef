// The Session type, its queries and the session mutations.
import type { MessageRole } from '../domain/message.js';
import type { SessionRecord } from '../domain/types.js';
import { messagesArgsOf } from './messages-lookahead.js';
import * as sessions from '../services/sessions.js';
import * as transcript from '../services/transcript.js';
import { builder } from './builder.js';
import { connectionType, pagingArgs } from './connection.js';
import { EntryInterface } from './entry.js';
import { MessageRoleEnum, SessionStatusEnum } from './enums.js';
import { NodeInterface } from './node.js';
import { SessionRef } from './session-ref.js';

const EntryConnection = connectionType('Entry', EntryInterface, 'entry', 'entries');

interface MessagesArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  fromEntryId?: string | number | null | undefined;
  roles?: readonly MessageRole[] | null | undefined;
  includeCustom?: boolean | null | undefined;
}

function messagesInputOf(args: MessagesArgs): transcript.MessagesInput {
  return {
    first: args.first,
    after: args.after,
    last: args.last,
    before: args.before,
    fromEntryId: args.fromEntryId == null ? null : String(args.fromEntryId),
    roles: args.roles,
    includeCustom: args.includeCustom,
  };
}

SessionRef.implement({
  description: 'One conversation: metadata, a transcript tree with an active path, and an append-only event stream.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The session id.' }),
    title: t.exposeString('title', { description: 'Title (default "").' }),
    description: t.exposeString('description', { description: 'Description (default "").' }),
    metadata: t.field({
      type: 'JSONObject',
      description: 'App-defined metadata; the tenancy hook (e.g. `{ "owner": "u_1" }`). `{}` when none was given.',
      resolve: (s) => s.metadata,
    }),
    status: t.field({ type: SessionStatusEnum, description: 'Coarse lifecycle status.', resolve: (s) => s.status }),
    statusReason: t.exposeString('statusReason', { nullable: true, description: 'Short cause, set only while the status is ERROR.' }),
    messageCount: t.exposeInt('messageCount', { description: 'Number of message entries (custom entries never count).' }),
    forkedFrom: t.exposeID('forkedFrom', { nullable: true, description: 'Source session id when this session was made by forkSession.' }),
    createdAt: t.field({ type: 'Timestamp', description: 'Creation time (ms since epoch).', resolve: (s) => s.createdAt }),
    updatedAt: t.field({ type: 'Timestamp', description: 'Time of the last change (ms since epoch).', resolve: (s) => s.updatedAt }),
    expiresAt: t.field({
      type: 'Timestamp',
      nullable: true,
      description:
        'When the retention sweep deletes this session (ms since epoch); null when it has no expiry of its own (SESSION_RETENTION may still delete it once idle).',
      resolve: (s) => s.expiresAt,
    }),
    activeLeafId: t.exposeID('activeLeafId', { nullable: true, description: 'The entry (its `entryId`) the active path ends at; null while empty.' }),
    lastOffset: t.field({
      type: 'SafeInt',
      description: 'Offset of the newest stored event of this session (its stream starts at 1).',
      resolve: (s) => s.lastOffset,
    }),
    messages: t.field({
      type: EntryConnection,
      nullable: true,
      description:
        'The active path (or, with `fromEntryId`, the path root → that entry), in path order (oldest first) whichever direction it is paged in: `last: 50` is the newest 50 (a chat screen), `last: 50, before: pageInfo.startCursor` the 50 before them. Custom entries are left out unless `includeCustom`. Null, with an error on this field, for a bad argument (INVALID_CURSOR, ENTRY_NOT_FOUND).',
      args: {
        ...pagingArgs(t.arg, 'entries'),
        fromEntryId: t.arg.id({ description: 'Treat this entry (its `entryId`) as the leaf (a branch view). Unknown → ENTRY_NOT_FOUND.' }),
        roles: t.arg({
          type: [MessageRoleEnum],
          description: 'Only messages of these roles; also leaves out custom entries.',
        }),
        includeCustom: t.arg.boolean({ description: 'Interleave custom entries at their path position (ignored when `roles` is given).' }),
      },
      resolve: (s, args, ctx) => transcript.messages(ctx.deps, s, messagesInputOf(args)),
    }),
    entry: t.field({
      type: EntryInterface,
      nullable: true,
      description: 'One entry of this session by its per-session id; null when unknown.',
      args: { id: t.arg.id({ required: true, description: 'The entry id within this session (`Entry.entryId`).' }) },
      resolve: (s, args, ctx) => transcript.getEntryOf(ctx.deps, s, String(args.id)),
    }),
  }),
});

const SessionOrderEnum = builder.enumType('SessionOrder', {
  description: 'Order of the sessions list; ties are broken by id.',
  values: {
    CREATED_ASC: { value: 'created_asc' as const, description: 'Oldest first by creation time.' },
    CREATED_DESC: { value: 'created_desc' as const, description: 'Newest first by creation time.' },
    UPDATED_DESC: { value: 'updated_desc' as const, description: 'Most recently changed first (the default).' },
  },
});

const SessionConnection = connectionType('Session', SessionRef, 'session');

builder.queryFields((t) => ({
  session: t.field({
    type: SessionRef,
    nullable: true,
    description: 'One session by id; null when unknown.',
    args: { id: t.arg.id({ required: true, description: 'The session id.' }) },
    resolve: (_root, args, ctx, info) => {
      // A request that pages the session's messages gets the session and the page's first read in one statement.
      const page = messagesArgsOf(info);
      return page
        ? transcript.findSessionForMessages(ctx.deps, String(args.id), messagesInputOf(page))
        : sessions.getSession(ctx.deps, String(args.id));
    },
  }),
  sessions: t.field({
    type: SessionConnection,
    nullable: true,
    description:
      "The caller's sessions, filtered and ordered, in keyset pages (`first`/`after` forward, `last`/`before` backward). A cursor is bound to its order (another order → INVALID_CURSOR). Null, with an error on this field, for a bad argument.",
    args: {
      ...pagingArgs(t.arg, 'sessions', 'a previous page with the same order'),
      order: t.arg({ type: SessionOrderEnum, description: 'Sort order (default UPDATED_DESC).' }),
      status: t.arg({ type: SessionStatusEnum, description: 'Only sessions with this status.' }),
      metadata: t.arg({
        type: 'JSONObject',
        description: 'Every given key must deep-equal the stored metadata value. `{}` matches all.',
      }),
    },
    resolve: (_root, args, ctx) => sessions.listSessions(ctx.deps, args),
  }),
}));

// ---- mutations ----

const CreateSessionInput = builder.inputType('CreateSessionInput', {
  description: 'A new session.',
  fields: (t) => ({
    title: t.string({ description: 'Title (default "").' }),
    description: t.string({ description: 'Description (default "").' }),
    metadata: t.field({ type: 'JSONObject', description: 'App-defined metadata, the tenancy hook (default `{}`).' }),
    expiresAt: t.field({
      type: 'Timestamp',
      description:
        'When the retention sweep deletes the session (ms since epoch; default: no expiry of its own). A past time means at the next sweep.',
    }),
  }),
});
const EnsureSessionInput = builder.inputType('EnsureSessionInput', {
  description: 'A session to create under a caller-chosen id unless it exists.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Caller-chosen session id (printable, no spaces, at most the configured length).' }),
    title: t.string({ description: 'Title, applied only when the session is created.' }),
    description: t.string({ description: 'Description, applied only when the session is created.' }),
    metadata: t.field({ type: 'JSONObject', description: 'Metadata, applied only when the session is created.' }),
  }),
});
const DeleteSessionInput = builder.inputType('DeleteSessionInput', {
  description: 'The session to delete.',
  fields: (t) => ({ sessionId: t.id({ required: true, description: 'The session.' }) }),
});
const ForkSessionInput = builder.inputType('ForkSessionInput', {
  description: 'Copy the path root → entry into a new session.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The source session.' }),
    entryId: t.id({ required: true, description: "The fork point: the root → entry path becomes the new session's active path." }),
    title: t.string({ description: "Title of the new session (default: the source's title)." }),
  }),
});
const SetSessionMetaInput = builder.inputType('SetSessionMetaInput', {
  description: 'New title, description or metadata; omitted fields are kept.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    title: t.string({ description: 'New title.' }),
    description: t.string({ description: 'New description.' }),
    metadata: t.field({ type: 'JSONObject', description: 'New metadata object — replaces the stored one wholesale.' }),
    expiresAt: t.field({ type: 'Timestamp', description: 'A new expiry (ms since epoch); null removes it; omitted keeps it.' }),
  }),
});
const SetSessionStatusInput = builder.inputType('SetSessionStatusInput', {
  description: 'A status change.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    status: t.field({ type: SessionStatusEnum, required: true, description: 'The target status.' }),
    reason: t.string({ description: 'Short cause, stored as `statusReason` on ERROR and cleared on any other status.' }),
  }),
});
const SetActiveLeafInput = builder.inputType('SetActiveLeafInput', {
  description: 'A branch switch.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    entryId: t.id({ required: true, description: 'The entry the active path should end at.' }),
  }),
});

const sessionPayload = (name: string, description: string) =>
  builder.objectRef<{ session: SessionRecord }>(name).implement({
    description,
    fields: (t) => ({ session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }) }),
  });

const CreateSessionPayload = sessionPayload('CreateSessionPayload', 'Result of createSession.');
const ForkSessionPayload = sessionPayload('ForkSessionPayload', 'Result of forkSession: the new session (`forkedFrom` is set).');
const SetSessionMetaPayload = sessionPayload('SetSessionMetaPayload', 'Result of setSessionMeta.');

const SetActiveLeafPayload = builder.objectRef<{ session: SessionRecord }>('SetActiveLeafPayload').implement({
  description: 'Result of setActiveLeaf.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }),
    activeLeafId: t.id({ description: 'The new active leaf (its `entryId`).', resolve: (p) => p.session.activeLeafId! }),
  }),
});

const EnsureSessionPayload = builder.objectRef<{ created: boolean; session: SessionRecord }>('EnsureSessionPayload').implement({
  description: 'Result of ensureSession.',
  fields: (t) => ({
    created: t.exposeBoolean('created', { description: 'True when this call created the session (and fired sessionCreated).' }),
    session: t.field({ type: SessionRef, description: 'The session (untouched when it already existed).', resolve: (p) => p.session }),
  }),
});

const DeleteSessionPayload = builder.objectRef<{ deleted: boolean }>('DeleteSessionPayload').implement({
  description: 'Result of deleteSession.',
  fields: (t) => ({ deleted: t.exposeBoolean('deleted', { description: 'False when the session did not exist (no event fires).' }) }),
});

const SetSessionStatusPayload = builder
  .objectRef<{ session: SessionRecord; status: SessionRecord['status']; previousStatus: SessionRecord['status'] }>('SetSessionStatusPayload')
  .implement({
    description: 'Result of setSessionStatus.',
    fields: (t) => ({
      session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }),
      status: t.field({ type: SessionStatusEnum, description: 'The status now.', resolve: (p) => p.status }),
      previousStatus: t.field({ type: SessionStatusEnum, description: 'The status before the call.', resolve: (p) => p.previousStatus }),
    }),
  });

builder.mutationFields((t) => ({
  createSession: t.field({
    type: CreateSessionPayload,
    description: 'Create a session at status IDLE with a generated id; fires sessionCreated.',
    args: { input: t.arg({ type: CreateSessionInput, required: true, description: 'The new session.' }) },
    resolve: async (_root, { input }, ctx) => ({ session: await sessions.createSession(ctx.deps, input) }),
  }),
  ensureSession: t.field({
    type: EnsureSessionPayload,
    description:
      'Create a session with the given id unless it exists; an existing one is returned untouched. Fires sessionCreated only when it creates.',
    args: { input: t.arg({ type: EnsureSessionInput, required: true, description: 'The session to ensure.' }) },
    resolve: (_root, { input }, ctx) => sessions.ensureSession(ctx.deps, { ...input, id: String(input.id) }),
  }),
  deleteSession: t.field({
    type: DeleteSessionPayload,
    description: 'Delete a session, its entries and its stream (forks survive); fires sessionDeleted.',
    args: { input: t.arg({ type: DeleteSessionInput, required: true, description: 'The session to delete.' }) },
    resolve: (_root, { input }, ctx) => sessions.deleteSession(ctx.deps, String(input.sessionId)),
  }),
  forkSession: t.field({
    type: ForkSessionPayload,
    description: 'Copy the root → entry path into a new session with fresh entry ids; fires sessionCreated. Errors: NOT_FOUND, ENTRY_NOT_FOUND.',
    args: { input: t.arg({ type: ForkSessionInput, required: true, description: 'Source and fork point.' }) },
    resolve: async (_root, { input }, ctx) => ({
      session: await transcript.forkSession(ctx.deps, {
        sessionId: String(input.sessionId),
        entryId: String(input.entryId),
        title: input.title,
      }),
    }),
  }),
  setSessionMeta: t.field({
    type: SetSessionMetaPayload,
    description: 'Update title, description, metadata (replaced wholesale) or expiry; fires sessionMetaUpdated unless nothing changes.',
    args: { input: t.arg({ type: SetSessionMetaInput, required: true, description: 'The changes.' }) },
    resolve: async (_root, { input }, ctx) => ({
      session: await sessions.setSessionMeta(ctx.deps, { ...input, sessionId: String(input.sessionId) }),
    }),
  }),
  setSessionStatus: t.field({
    type: SetSessionStatusPayload,
    description: 'Set the status; fires sessionStatusChanged. A no-op (no event) when the status is unchanged.',
    args: { input: t.arg({ type: SetSessionStatusInput, required: true, description: 'The status change.' }) },
    resolve: (_root, { input }, ctx) =>
      sessions.setSessionStatus(ctx.deps, { sessionId: String(input.sessionId), status: input.status, reason: input.reason }),
  }),
  setActiveLeaf: t.field({
    type: SetActiveLeafPayload,
    description:
      'Move the active path to end at an existing entry (branch switch). Recorded on the stream as ActiveLeafSetEvent. Errors: NOT_FOUND, ENTRY_NOT_FOUND.',
    args: { input: t.arg({ type: SetActiveLeafInput, required: true, description: 'Session and entry.' }) },
    resolve: async (_root, { input }, ctx) => ({
      session: await transcript.setActiveLeaf(ctx.deps, { sessionId: String(input.sessionId), entryId: String(input.entryId) }),
    }),
  }),
}));
