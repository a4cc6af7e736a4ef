// Entries of the transcript tree, the `entry` query and the transcript mutations.
import { encodeEntryGlobalId } from '../domain/global-id.js';
import type { EntryRecord, JsonValue } from '../domain/types.js';
import * as transcript from '../services/transcript.js';
import { builder } from './builder.js';
import { NodeInterface } from './node.js';
import { ContentBlockInput, MessageInput, MessageInterface, toContent, toMessage } from './message.js';
import { SessionRef } from './session-ref.js';

type MessageEntry = Extract<EntryRecord, { kind: 'message' }>;
type CustomEntry = Extract<EntryRecord, { kind: 'custom' }>;

const EntryKindEnum = builder.enumType('EntryKind', {
  description: 'What an entry holds.',
  values: {
    MESSAGE: { value: 'message' as const, description: 'A transcript message.' },
    CUSTOM: { value: 'custom' as const, description: 'A bookkeeping entry (app-defined; never counted as a message).' },
  },
});

export const EntryInterface = builder.interfaceRef<EntryRecord>('Entry').implement({
  description: 'A node of the transcript tree: a message or a bookkeeping custom entry, linked to its parent.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id({
      description:
        'Opaque id unique service-wide (distinct between a fork and its source), for normalized client caches and `node(id:)`. Inputs take `entryId`, not this.',
      resolve: (e) => encodeEntryGlobalId(e.sessionId, e.id),
    }),
    entryId: t.exposeID('id', {
      description:
        'The entry id within its session: what inputs take (`entryId`, `parentId`, `fromEntryId`) and what `parentId` and `activeLeafId` return.',
    }),
    sessionId: t.exposeID('sessionId', { description: 'The session this entry belongs to.' }),
    parentId: t.exposeID('parentId', { nullable: true, description: 'The parent entry (its `entryId`); null for a root.' }),
    kind: t.field({ type: EntryKindEnum, description: 'Message or custom.', resolve: (e) => e.kind }),
    revision: t.exposeInt('revision', { description: 'Starts at 0; +1 on every content update.' }),
    timestamp: t.field({ type: 'Timestamp', description: 'Creation time (ms since epoch); never changes.', resolve: (e) => e.timestamp }),
    origin: t.field({
      type: 'JSONObject',
      nullable: true,
      description: 'Opaque writer correlation (e.g. `{ "turn_id": … }`), as given when the entry was appended.',
      resolve: (e) => e.origin,
    }),
  }),
  resolveType: (e) => (e.kind === 'message' ? 'MessageEntry' : 'CustomEntry'),
});

builder.objectRef<MessageEntry>('MessageEntry').implement({
  description: 'An entry holding a transcript message.',
  interfaces: [NodeInterface, EntryInterface],
  isTypeOf: (e) => (e as EntryRecord).kind === 'message',
  fields: (t) => ({
    message: t.field({ type: MessageInterface, description: 'The message.', resolve: (e) => e.message }),
  }),
});

builder.objectRef<CustomEntry>('CustomEntry').implement({
  description: 'A bookkeeping entry (e.g. a compaction record). Not counted in `messageCount`; listed only with `includeCustom`.',
  interfaces: [NodeInterface, EntryInterface],
  isTypeOf: (e) => (e as EntryRecord).kind === 'custom',
  fields: (t) => ({
    customType: t.exposeString('customType', { description: 'App-defined discriminator (e.g. `"compaction"`).' }),
    data: t.field({ type: 'JSON', nullable: true, description: 'Opaque app data.', resolve: (e) => e.data }),
  }),
});

builder.queryField('entry', (t) =>
  t.field({
    type: EntryInterface,
    nullable: true,
    description: 'One entry of a session by its per-session id; null when the session or the entry is unknown.',
    args: {
      sessionId: t.arg.id({ required: true, description: 'The session.' }),
      id: t.arg.id({ required: true, description: 'The entry id within the session (`Entry.entryId`).' }),
    },
    resolve: (_root, args, ctx) => transcript.getEntry(ctx.deps, String(args.sessionId), String(args.id)),
  }),
);

// ---- appendEntry ----

const CustomEntryInput = builder.inputType('CustomEntryInput', {
  description: 'A bookkeeping custom entry.',
  fields: (t) => ({
    customType: t.string({ required: true, description: 'App-defined discriminator (e.g. `"compaction"`).' }),
    data: t.field({ type: 'JSON', description: 'Opaque app data.' }),
  }),
});

const AppendEntryInput = builder.inputType('AppendEntryInput', {
  description: 'Append one entry. Give exactly one of `message` or `custom`.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    entryId: t.id({
      description:
        'Caller-chosen id for idempotent appends: if an entry with this id exists, it is returned unchanged (`created: false`), nothing is written and no event fires.',
    }),
    parentId: t.id({ description: 'Parent entry (default: the active leaf). Appending always moves the active leaf to the new entry.' }),
    message: t.field({ type: MessageInput, description: 'The message to append.' }),
    custom: t.field({ type: CustomEntryInput, description: 'A custom entry to append instead of a message.' }),
    origin: t.field({ type: 'JSONObject', description: 'Opaque correlation (e.g. `{ "turn_id": … }`), echoed on events.' }),
  }),
});

const AppendEntryPayload = builder
  .objectRef<{ entry: EntryRecord; created: boolean; session: import('../domain/types.js').SessionRecord }>('AppendEntryPayload')
  .implement({
    description: 'Result of appendEntry.',
    fields: (t) => ({
      entry: t.field({
        type: EntryInterface,
        description: 'The appended entry, or the existing one on an idempotent replay.',
        resolve: (p) => p.entry,
      }),
      created: t.exposeBoolean('created', { description: 'False when `entryId` already existed (nothing was written).' }),
      session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }),
    }),
  });

builder.mutationField('appendEntry', (t) =>
  t.field({
    type: AppendEntryPayload,
    description: 'Append one entry (idempotent on `entryId`); fires messageAdded. Errors: NOT_FOUND, PARENT_NOT_FOUND, BAD_USER_INPUT.',
    args: { input: t.arg({ type: AppendEntryInput, required: true, description: 'What to append.' }) },
    resolve: (_root, { input }, ctx) =>
      transcript.appendEntry(ctx.deps, {
        sessionId: String(input.sessionId),
        entryId: input.entryId == null ? null : String(input.entryId),
        parentId: input.parentId == null ? null : String(input.parentId),
        message: input.message == null ? null : toMessage(input.message, ctx.deps.now(), 'input.message'),
        custom: input.custom == null ? null : { customType: input.custom.customType, data: (input.custom.data ?? null) as JsonValue },
        origin: input.origin,
      }),
  }),
);

// ---- appendMessages ----

const AppendMessagesInput = builder.inputType('AppendMessagesInput', {
  description: 'Append several messages in order, each chained to the previous. Not idempotent.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    parentId: t.id({ description: 'Parent of the first message (default: the active leaf).' }),
    messages: t.field({ type: [MessageInput], required: true, description: 'The messages, oldest first. Must not be empty.' }),
    origin: t.field({ type: 'JSONObject', description: 'Opaque correlation echoed on every event.' }),
  }),
});

const AppendMessagesPayload = builder
  .objectRef<{ entries: EntryRecord[]; session: import('../domain/types.js').SessionRecord }>('AppendMessagesPayload')
  .implement({
    description: 'Result of appendMessages.',
    fields: (t) => ({
      entries: t.field({ type: [EntryInterface], description: 'The appended entries, in order.', resolve: (p) => p.entries }),
      entryIds: t.idList({
        description: 'Per-session ids (`entryId`) of the appended entries, in order.',
        resolve: (p) => p.entries.map((e) => e.id),
      }),
      lastEntryId: t.id({
        description: 'Per-session id of the last appended entry (the new active leaf).',
        resolve: (p) => p.entries[p.entries.length - 1]!.id,
      }),
      session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }),
    }),
  });

builder.mutationField('appendMessages', (t) =>
  t.field({
    type: AppendMessagesPayload,
    description:
      'Append several messages in one transaction; fires one messageAdded per entry. Errors: EMPTY_BATCH, NOT_FOUND, PARENT_NOT_FOUND, BAD_USER_INPUT.',
    args: { input: t.arg({ type: AppendMessagesInput, required: true, description: 'What to append.' }) },
    resolve: (_root, { input }, ctx) => {
      const now = ctx.deps.now();
      return transcript.appendMessages(ctx.deps, {
        sessionId: String(input.sessionId),
        parentId: input.parentId == null ? null : String(input.parentId),
        messages: input.messages.map((m, i) => toMessage(m, now, `input.messages[${i}]`)),
        origin: input.origin,
      });
    },
  }),
);

// ---- updateMessage ----

const UpdateMessageInput = builder.inputType('UpdateMessageInput', {
  description: "Replace a message entry's content (optimistic concurrency with `expectedRevision`).",
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    entryId: t.id({ required: true, description: 'The message entry to update.' }),
    content: t.field({ type: [ContentBlockInput], required: true, description: 'The new content (full replacement).' }),
    details: t.field({ type: 'JSON', description: 'New `details`; only for function_result and custom messages (else DETAILS_NOT_SUPPORTED).' }),
    expectedRevision: t.int({
      description: 'When given and not the current revision, nothing is written and `{ updated: false, revision: <current> }` is returned.',
    }),
    origin: t.field({ type: 'JSONObject', description: 'Opaque correlation echoed on the event.' }),
  }),
});

const UpdateMessagePayload = builder.objectRef<{ updated: boolean; revision: number; entry: EntryRecord }>('UpdateMessagePayload').implement({
  description: 'Result of updateMessage.',
  fields: (t) => ({
    updated: t.exposeBoolean('updated', { description: 'False when `expectedRevision` did not match (nothing was written).' }),
    revision: t.exposeInt('revision', { description: "The entry's revision after the call (unchanged on a mismatch)." }),
    entry: t.field({ type: EntryInterface, description: 'The entry after the call.', resolve: (p) => p.entry }),
  }),
});

builder.mutationField('updateMessage', (t) =>
  t.field({
    type: UpdateMessagePayload,
    description:
      'Replace the content of a message entry; fires messageUpdated. Errors: NOT_FOUND, ENTRY_NOT_FOUND, INVALID_ENTRY_KIND, DETAILS_NOT_SUPPORTED, BAD_USER_INPUT.',
    args: { input: t.arg({ type: UpdateMessageInput, required: true, description: 'The update.' }) },
    resolve: (_root, { input }, ctx) =>
      transcript.updateMessage(ctx.deps, {
        sessionId: String(input.sessionId),
        entryId: String(input.entryId),
        content: toContent(input.content, 'input.content'),
        details: input.details === null || input.details === undefined ? undefined : (input.details as JsonValue),
        expectedRevision: input.expectedRevision,
        origin: input.origin,
      }),
  }),
);
