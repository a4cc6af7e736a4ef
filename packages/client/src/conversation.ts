// The common operations of a chat app, typed: create a session, send a message (one user turn:
// the transcript and the model's turn loop at once) or append one, answer a message again, page
// the transcript back from its newest entry, upload an attachment. Each is one operation from
// documents.ts over the transport; createClient exposes them as methods.
import {
  AppendEntryDocument,
  CreateSessionDocument,
  MessagesDocument,
  RegenerateDocument,
  SendMessageDocument,
  UploadAttachmentDocument,
} from './documents.js';
import type {
  ClientAppendEntryMutation,
  ClientAttachmentFieldsFragment,
  ClientEntryFieldsFragment,
  ClientMessagesQuery,
  ClientSendMessageMutation,
  LlmRequestPolicy,
  ClientSessionFieldsFragment,
  CreateSessionInput,
  MessageInput,
} from './gql/graphql.js';
import type { Transport } from './transport.js';

export type Session = ClientSessionFieldsFragment;
/** A transcript entry: a message (`MessageEntry`) or a bookkeeping entry (`CustomEntry`). */
export type Entry = ClientEntryFieldsFragment;
export type Attachment = ClientAttachmentFieldsFragment;
export type AppendedMessage = ClientAppendEntryMutation['appendEntry'];
export type SentMessage = ClientSendMessageMutation['sendMessage'];
export type PageInfo = NonNullable<NonNullable<ClientMessagesQuery['session']>['messages']>['pageInfo'];

/** One page of the transcript's active path, oldest first. */
export interface MessagesPage {
  entries: Entry[];
  /** `hasPreviousPage`: older entries exist; pass `startCursor` as `before` to read them. */
  pageInfo: PageInfo;
}

export interface AppendMessageOptions {
  /** Parent entry (its `entryId`; default the active leaf). */
  parentId?: string | undefined;
  /** Your id for the entry: sending the same one again appends nothing (`created: false`), so a retry is safe. */
  entryId?: string | undefined;
  /** Opaque correlation echoed on the events (e.g. `{ turn_id }`). */
  origin?: Record<string, unknown> | undefined;
  signal?: AbortSignal | undefined;
}

export interface SendMessageOptions {
  /** Parent entry (default the active leaf); an earlier message's parent makes an edit: a branch beside it. */
  parentId?: string | undefined;
  /** Your id for the entry: sending the same one again writes nothing and opens no second turn. */
  entryId?: string | undefined;
  /** What the message does to the turn loop (default AFTER_CURRENT_REQUEST). */
  llmRequestPolicy?: LlmRequestPolicy | undefined;
  /** Opaque correlation echoed on the entry and its event. */
  origin?: Record<string, unknown> | undefined;
  signal?: AbortSignal | undefined;
}

export interface MessagesOptions {
  /** Page size (default 50; the service clamps it to its maximum). */
  last?: number | undefined;
  /** Entries before this cursor: a page's `pageInfo.startCursor`, to page back. */
  before?: string | null | undefined;
  /** Interleave custom entries at their position. */
  includeCustom?: boolean | undefined;
  /** Read the path that ends at this entry instead of the active one (a branch). */
  fromEntryId?: string | undefined;
  signal?: AbortSignal | undefined;
}

export interface UploadOptions {
  /** File name to store (default: the File's own name, else "attachment"). */
  filename?: string | undefined;
  /** MIME type to store (default: the Blob's type). */
  mime?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** A user message of one text block: what `appendMessage(id, 'text')` sends. */
export const userText = (text: string): MessageInput => ({ user: { content: [{ text: { text } }] } });

export async function createSession(transport: Transport, input: CreateSessionInput = {}, signal?: AbortSignal): Promise<Session> {
  return (await transport.request(CreateSessionDocument, { input }, signal)).createSession.session;
}

export async function appendMessage(
  transport: Transport,
  sessionId: string,
  message: MessageInput | string,
  options: AppendMessageOptions = {},
): Promise<AppendedMessage> {
  const input = {
    sessionId,
    message: typeof message === 'string' ? userText(message) : message,
    parentId: options.parentId ?? null,
    entryId: options.entryId ?? null,
    origin: options.origin ?? null,
  };
  return (await transport.request(AppendEntryDocument, { input }, options.signal)).appendEntry;
}

/**
 * One user turn (`sendMessage`): the message goes into the transcript and the model's context at
 * once and (by default) asks for an answer, which lands in the transcript as its child. A
 * string is one text block; `content` blocks may reference uploaded attachments.
 */
export async function sendMessage(
  transport: Transport,
  sessionId: string,
  message: string | { content: NonNullable<MessageInput['user']>['content'] },
  options: SendMessageOptions = {},
): Promise<SentMessage> {
  const input = {
    sessionId,
    message: typeof message === 'string' ? { content: [{ text: { text: message } }] } : message,
    parentId: options.parentId ?? null,
    entryId: options.entryId ?? null,
    llmRequestPolicy: options.llmRequestPolicy ?? null,
    origin: options.origin ?? null,
  };
  return (await transport.request(SendMessageDocument, { input }, options.signal)).sendMessage;
}

/** Answers a user message again (`regenerate`): the new reply becomes a sibling branch; resolves with the request's offset. */
export async function regenerate(transport: Transport, sessionId: string, entryId: string, signal?: AbortSignal): Promise<number> {
  return (await transport.request(RegenerateDocument, { input: { sessionId, entryId } }, signal)).regenerate.requestOffset;
}

/** The newest `last` entries before `before` (the newest of all without it); null when the session is unknown. */
export async function messages(transport: Transport, sessionId: string, options: MessagesOptions = {}): Promise<MessagesPage | null> {
  const data = await transport.request(
    MessagesDocument,
    {
      id: sessionId,
      last: options.last ?? null,
      before: options.before ?? null,
      includeCustom: options.includeCustom ?? null,
      fromEntryId: options.fromEntryId ?? null,
    },
    options.signal,
  );
  const connection = data.session?.messages;
  return connection ? { entries: connection.nodes, pageInfo: connection.pageInfo } : null;
}

/** Every page of the transcript from the newest back to the first; nothing for an unknown session. */
export async function* messagePages(
  transport: Transport,
  sessionId: string,
  options: Omit<MessagesOptions, 'before'> = {},
): AsyncGenerator<MessagesPage> {
  let before: string | null = null;
  for (;;) {
    const page = await messages(transport, sessionId, { ...options, before });
    if (!page) return;
    yield page;
    if (!page.pageInfo.hasPreviousPage || !page.pageInfo.startCursor) return;
    before = page.pageInfo.startCursor;
  }
}

export async function uploadAttachment(transport: Transport, sessionId: string, file: Blob, options: UploadOptions = {}): Promise<Attachment> {
  const ownName = 'name' in file && typeof file.name === 'string' && file.name ? file.name : undefined;
  const input = {
    sessionId,
    file: null,
    ...(options.filename === undefined ? {} : { filename: options.filename }),
    ...(options.mime === undefined ? {} : { mime: options.mime }),
  };
  const data = await transport.upload(
    UploadAttachmentDocument,
    { input },
    { 'variables.input.file': { blob: file, filename: options.filename ?? ownName ?? 'attachment' } },
    options.signal,
  );
  return data.uploadAttachment.attachment;
}
