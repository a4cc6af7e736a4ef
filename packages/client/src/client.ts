// createClient: the typed client of the service — queries and mutations over HTTP, live
// streams over one WebSocket, and streams that resume by themselves after any failure.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { BackoffOptions } from './backoff.js';
import {
  AddContextItemDocument,
  AppendLlmResponseChunkDocument,
  ClaimableLlmRequestsDocument,
  ClaimLlmRequestDocument,
  LlmRequestRequestedDocument,
  LlmRequestSettledDocument,
  LlmResponseChunksDocument,
  ReleaseLlmRequestDocument,
  SessionUsageDocument,
  SettleLlmRequestDocument,
} from './documents.js';
import {
  appendMessage,
  createSession,
  messagePages,
  messages,
  regenerate,
  sendMessage,
  uploadAttachment,
  type AppendedMessage,
  type AppendMessageOptions,
  type Attachment,
  type MessagesOptions,
  type MessagesPage,
  type SendMessageOptions,
  type SentMessage,
  type Session,
  type UploadOptions,
} from './conversation.js';
import type { ClientError } from './errors.js';
import type {
  AddContextItemInput,
  AppendLlmResponseChunkInput,
  ClaimLlmRequestInput,
  ClientClaimLlmRequestMutation,
  ClientLlmRequestFieldsFragment,
  ClientLlmRequestRequestedSubscription,
  ClientLlmRequestSettledSubscription,
  ClientLlmResponseChunksSubscription,
  ClientSessionUsageQuery,
  ClientSettleLlmRequestMutation,
  CreateSessionInput,
  MessageInput,
  ReleaseLlmRequestInput,
  SessionFilter,
  SettleLlmRequestInput,
} from './gql/graphql.js';
import { keepSubscribed, type Subscription } from './keep-subscribed.js';
import { Transport, type Operation, type Sink, type TransportOptions } from './transport.js';
import { isResumable, watchSession, type SessionEvent, type SessionWatch, type WatchSessionOptions } from './watch-session.js';

export interface ClientOptions extends TransportOptions {
  /** Delays between resubscriptions of the resuming streams (default 100 ms doubling to 5 s, with jitter). */
  backoff?: BackoffOptions | undefined;
}

export type LlmRequest = ClientLlmRequestFieldsFragment;
export type ClaimResult = ClientClaimLlmRequestMutation['claimLlmRequest'];
export type LlmRequestRequested = ClientLlmRequestRequestedSubscription['llmRequestRequested'];
export type LlmRequestSettled = ClientLlmRequestSettledSubscription['llmRequestSettled'];
export type LlmResponseChunk = ClientLlmResponseChunksSubscription['llmResponseChunks'];

interface LiveOptions {
  signal?: AbortSignal | undefined;
  /** After each (re)subscription: live-only streams replay nothing, so look up what was missed here. */
  onSubscribed?: (() => void) | undefined;
  onResume?: ((info: { error: ClientError; delayMs: number }) => void) | undefined;
}

export interface Client {
  /** Creates a session (status IDLE, a generated id). */
  createSession(input?: CreateSessionInput, signal?: AbortSignal): Promise<Session>;
  /**
   * Appends one message to the transcript (`appendEntry`); a string is a user message of one
   * text block. With `entryId` a retry appends nothing twice.
   */
  appendMessage(sessionId: string, message: MessageInput | string, options?: AppendMessageOptions): Promise<AppendedMessage>;
  /**
   * One user turn (`sendMessage`): the message in the transcript and the model's context at once;
   * the reply lands in the transcript as its child. With `entryId` a retry writes nothing twice.
   */
  sendMessage(sessionId: string, message: Parameters<typeof sendMessage>[2], options?: SendMessageOptions): Promise<SentMessage>;
  /** Answers a user message again; the reply becomes a sibling branch. Resolves with the new request's offset. */
  regenerate(sessionId: string, entryId: string, signal?: AbortSignal): Promise<number>;
  /** One page of the active path, oldest first: the newest `last` entries before `before`; null for an unknown session. */
  messages(sessionId: string, options?: MessagesOptions): Promise<MessagesPage | null>;
  /** The whole transcript page by page, newest page first (`for await … of`). */
  messagePages(sessionId: string, options?: Omit<MessagesOptions, 'before'>): AsyncGenerator<MessagesPage>;
  /** Uploads a file (a Blob or File) to a session, as a GraphQL multipart request; reference it in a message by its id. */
  uploadAttachment(sessionId: string, file: Blob, options?: UploadOptions): Promise<Attachment>;
  /** Any query or mutation (typed documents from your own codegen work too); GraphQL errors throw ClientError. */
  request<T, V>(document: Operation<T, V>, variables: V, options?: { signal?: AbortSignal }): Promise<T>;
  /** One subscription as is: no resumption. Returns the unsubscribe. */
  subscribe<T, V>(document: Operation<T, V>, variables: V, sink: Partial<Sink<T>>): () => void;
  /**
   * A session's stored stream, every event exactly once and in order across reconnects (see watch-session.ts).
   * `options.document` swaps in a subscription with a larger selection.
   */
  watchSession<E extends { offset: number } = SessionEvent>(sessionId: string, options: WatchSessionOptions<E>): SessionWatch;
  /** Calls `listener` whenever the WebSocket (re)connects; returns the unlisten function. */
  onConnected(listener: () => void): () => void;
  /** Calls `listener` whenever the WebSocket closes, with its close code; returns the unlisten function. */
  onClosed(listener: (code: number | null) => void): () => void;
  /** Requests the service opens (live only), resubscribing after failures. */
  watchLlmRequests(options: LiveOptions & { filter?: SessionFilter; onRequest(request: LlmRequestRequested): void | Promise<void> }): Subscription;
  /** Requests settling (live only), resubscribing after failures. */
  watchLlmSettled(options: LiveOptions & { filter?: SessionFilter; onSettled(event: LlmRequestSettled): void | Promise<void> }): Subscription;
  /** The streamed chunks of one request, each sequence once, until it settles (done resolves). */
  watchResponseChunks(
    sessionId: string,
    requestOffset: number,
    options: Omit<LiveOptions, 'onSubscribed'> & { onChunk(chunk: LlmResponseChunk): void | Promise<void> },
  ): Subscription;
  claimableLlmRequests(
    args?: { metadata?: Record<string, unknown> | null; limit?: number | null; workerId?: string | null },
    signal?: AbortSignal,
  ): Promise<LlmRequest[]>;
  claimLlmRequest(input: ClaimLlmRequestInput, signal?: AbortSignal): Promise<ClaimResult>;
  releaseLlmRequest(input: ReleaseLlmRequestInput, signal?: AbortSignal): Promise<boolean>;
  /** True when accepted; false when the request is no longer open (stop streaming). */
  appendLlmResponseChunk(input: AppendLlmResponseChunkInput, signal?: AbortSignal): Promise<boolean>;
  settleLlmRequest(input: SettleLlmRequestInput, signal?: AbortSignal): Promise<ClientSettleLlmRequestMutation['settleLlmRequest']>;
  /** Appends a context item; resolves with its offset. */
  addContextItem(input: AddContextItemInput, signal?: AbortSignal): Promise<number>;
  /** Status, position and usage totals of a session; null when unknown. */
  sessionUsage(id: string, signal?: AbortSignal): Promise<ClientSessionUsageQuery['session']>;
  /** Closes the WebSocket. */
  dispose(): Promise<void>;
}

export function createClient(options: ClientOptions): Client {
  const transport = new Transport(options);
  const resumable = (error: ClientError) => isResumable(error, transport.refreshesToken);

  function live<T, V>(document: TypedDocumentNode<T, V>, variables: V, handle: (data: T) => void | Promise<void>, opts: LiveOptions): Subscription {
    return keepSubscribed<T>({
      signal: opts.signal,
      backoff: options.backoff,
      open: (sink) => transport.subscribe(document, variables, sink),
      deliver: handle,
      shouldResume: resumable,
      onComplete: async () => 'done',
      onSubscribed: opts.onSubscribed,
      onResume: opts.onResume ? (error, delayMs) => opts.onResume!({ error, delayMs }) : undefined,
      registerProgress: (reset) => transport.onConnected(reset),
    });
  }

  return {
    createSession: (input, signal) => createSession(transport, input, signal),
    appendMessage: (sessionId, message, opts) => appendMessage(transport, sessionId, message, opts),
    sendMessage: (sessionId, message, opts) => sendMessage(transport, sessionId, message, opts),
    regenerate: (sessionId, entryId, signal) => regenerate(transport, sessionId, entryId, signal),
    messages: (sessionId, opts) => messages(transport, sessionId, opts),
    messagePages: (sessionId, opts) => messagePages(transport, sessionId, opts),
    uploadAttachment: (sessionId, file, opts) => uploadAttachment(transport, sessionId, file, opts),
    request: (document, variables, opts) => transport.request(document, variables, opts?.signal),
    subscribe: (document, variables, sink) =>
      transport.subscribe(document, variables, {
        next: sink.next ?? (() => {}),
        error: sink.error ?? (() => {}),
        complete: sink.complete ?? (() => {}),
      }),
    watchSession: (sessionId, opts) => watchSession(transport, sessionId, { backoff: options.backoff, ...opts }),
    onConnected: (listener) => transport.onConnected(listener),
    onClosed: (listener) => transport.onClosed(listener),
    watchLlmRequests: (opts) =>
      live(LlmRequestRequestedDocument, { filter: opts.filter ?? null }, (d) => opts.onRequest(d.llmRequestRequested), opts),
    watchLlmSettled: (opts) => live(LlmRequestSettledDocument, { filter: opts.filter ?? null }, (d) => opts.onSettled(d.llmRequestSettled), opts),
    watchResponseChunks(sessionId, requestOffset, opts) {
      // After a resubscription the service sends the chunks it heard again: each sequence once.
      const seen = new Set<number>();
      return live(
        LlmResponseChunksDocument,
        { sessionId, requestOffset },
        async (d) => {
          if (seen.has(d.llmResponseChunks.sequence)) return;
          seen.add(d.llmResponseChunks.sequence);
          await opts.onChunk(d.llmResponseChunks);
        },
        opts,
      );
    },
    claimableLlmRequests: async (args = {}, signal) =>
      (
        await transport.request(
          ClaimableLlmRequestsDocument,
          { metadata: args.metadata ?? null, limit: args.limit ?? null, workerId: args.workerId ?? null },
          signal,
        )
      ).claimableLlmRequests,
    claimLlmRequest: async (input, signal) => (await transport.request(ClaimLlmRequestDocument, { input }, signal)).claimLlmRequest,
    releaseLlmRequest: async (input, signal) => (await transport.request(ReleaseLlmRequestDocument, { input }, signal)).releaseLlmRequest.released,
    appendLlmResponseChunk: async (input, signal) =>
      (await transport.request(AppendLlmResponseChunkDocument, { input }, signal)).appendLlmResponseChunk.accepted,
    settleLlmRequest: async (input, signal) => (await transport.request(SettleLlmRequestDocument, { input }, signal)).settleLlmRequest,
    addContextItem: async (input, signal) => (await transport.request(AddContextItemDocument, { input }, signal)).addContextItem.offset,
    sessionUsage: async (id, signal) => (await transport.request(SessionUsageDocument, { id }, signal)).session,
    dispose: () => transport.dispose(),
  };
}
