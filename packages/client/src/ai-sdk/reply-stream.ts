// One assistant reply as an AI SDK UI message stream. The reply is found through the session's
// stored stream (the request opened for the triggering entry, then the reply entry landing
// under it) and its text through `llmResponseChunks`, whose `textSoFar` makes every chunk a
// whole prefix: a replay after a resubscription or a reconnect emits only what is new, so no
// text is doubled or lost. The reply entry is the truth: its text completes what streamed.
import type { UIMessageChunk } from 'ai';
import type { Client } from '../client.js';
import type { Entry } from '../conversation.js';
import { ClientError } from '../errors.js';
import type { ClientChatReplyChunksSubscription } from '../gql/graphql.js';
import { keepSubscribed, type Subscription } from '../keep-subscribed.js';
import { isResumable } from '../watch-session.js';
import { ChatReplyChunksDocument, ChatReplyEventsDocument } from './documents.js';
import type { EntryMetadata } from './ui-messages.js';

export interface ReplyStreamOptions {
  client: Client;
  sessionId: string;
  /** The user (or function result) entry being answered. */
  triggerEntryId: string;
  /** Watch the session's events after this offset (at or before the request's). */
  after: number;
  /** The request answering it, when already known (regenerate, reconnect). */
  requestOffset?: number | undefined;
  /** The chat stopped: stop streaming and call `onStop` while the reply is still open. */
  signal?: AbortSignal | undefined;
  onStop?: ((requestOffset: number | null) => Promise<void>) | undefined;
}

type ChunkController = ReadableStreamDefaultController<UIMessageChunk>;
type AssistantMessage = Extract<Extract<Entry, { __typename: 'MessageEntry' }>['message'], { __typename: 'AssistantMessage' }>;

const FINISH_REASONS: Record<string, 'stop' | 'length' | 'tool-calls' | 'other'> = {
  END: 'stop',
  LENGTH: 'length',
  FUNCTION_CALL: 'tool-calls',
};

/** `CODE: message`: how the service's error codes reach `useChat`'s `error`. */
export function errorText(error: unknown): string {
  if (error instanceof ClientError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** A stream of one error chunk (a refused send, an unknown session). */
export function errorStream(error: unknown): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ type: 'error', errorText: errorText(error) });
      controller.close();
    },
  });
}

export function replyStream(options: ReplyStreamOptions): ReadableStream<UIMessageChunk> {
  const { client, sessionId, triggerEntryId } = options;
  const stopper = new AbortController();
  let controller!: ChunkController;
  let streamed = '';
  let textOpen = false;
  let request: number | null = null;
  let chunks: Subscription | null = null;
  let failure: string | null = null;
  let ended = false;

  const enqueue = (chunk: UIMessageChunk) => {
    if (!ended) controller.enqueue(chunk);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    stopper.abort();
    chunks?.stop();
    try {
      controller.close();
    } catch {
      // Already cancelled by the reader.
    }
  };

  /** Emits what `text` adds to what streamed; a text that does not extend it (a gap) waits for the entry. */
  const extendText = (text: string) => {
    if (text.length <= streamed.length || !text.startsWith(streamed)) return;
    if (!textOpen) enqueue({ type: 'text-start', id: 'text' });
    textOpen = true;
    enqueue({ type: 'text-delta', id: 'text', delta: text.slice(streamed.length) });
    streamed = text;
  };

  const follow = (requestOffset: number) => {
    if (request === requestOffset) return;
    chunks?.stop();
    request = requestOffset;
    chunks = keepSubscribed<ClientChatReplyChunksSubscription>({
      signal: stopper.signal,
      open: (sink) => client.subscribe(ChatReplyChunksDocument, { sessionId, requestOffset }, sink),
      deliver: (data) => {
        if (request === requestOffset && !data.llmResponseChunks.gap) extendText(data.llmResponseChunks.textSoFar);
      },
      shouldResume: (error) => isResumable(error, false),
      onComplete: async () => 'done',
    });
    // The entry completes the reply whatever happens to the chunk stream.
    chunks.done.catch(() => {});
  };

  const finish = (entryId: string, message: AssistantMessage) => {
    const text = message.content.flatMap((b) => (b.__typename === 'TextBlock' ? [b.text] : [])).join('');
    extendText(text);
    if (textOpen) enqueue({ type: 'text-end', id: 'text' });
    message.content.forEach((block, i) => {
      if (block.__typename === 'ThinkingBlock' && block.text) {
        enqueue({ type: 'reasoning-start', id: `reasoning-${i}` });
        enqueue({ type: 'reasoning-delta', id: `reasoning-${i}`, delta: block.text });
        enqueue({ type: 'reasoning-end', id: `reasoning-${i}` });
      }
      if (block.__typename === 'FunctionCallBlock') {
        enqueue({ type: 'tool-input-available', toolCallId: block.callId, toolName: block.functionId, input: block.arguments, dynamic: true });
      }
    });
    const metadata: EntryMetadata = { entryId, stopReason: message.stopReason };
    if (message.stopReason === 'ERROR') {
      enqueue({ type: 'error', errorText: `${message.errorKind ?? 'TRANSIENT'}: ${failure ?? 'the model request failed'}` });
    } else {
      enqueue({ type: 'finish', finishReason: FINISH_REASONS[message.stopReason] ?? 'other', messageMetadata: metadata });
    }
    end();
  };

  return new ReadableStream<UIMessageChunk>({
    start(c) {
      controller = c;
      enqueue({ type: 'start' });
      if (options.requestOffset !== undefined) follow(options.requestOffset);
      options.signal?.addEventListener(
        'abort',
        () => {
          if (ended) return;
          const open = request;
          end();
          void options.onStop?.(open).catch(() => {});
        },
        { once: true },
      );
      const watch = client.watchSession(sessionId, {
        after: options.after,
        document: ChatReplyEventsDocument,
        signal: stopper.signal,
        onEvent: (event) => {
          if (event.__typename === 'LlmRequestRequestedEvent' && event.triggerEntryId === triggerEntryId) follow(event.offset);
          else if (event.__typename === 'LlmRequestSettledEvent' && event.requestOffset === request && event.result.__typename === 'LlmFailed') {
            failure = event.result.errorMessage;
          } else if (event.__typename === 'MessageAddedEvent' && event.parentId === triggerEntryId && request !== null) {
            const origin = event.origin as { llmRequestOffset?: unknown } | null;
            const message = event.entry.__typename === 'MessageEntry' ? event.entry.message : null;
            if (origin?.llmRequestOffset === request && message?.__typename === 'AssistantMessage') finish(event.entryId, message);
          }
        },
      });
      watch.done.then(
        () => {
          if (!ended) enqueue({ type: 'error', errorText: `NOT_FOUND: Session "${sessionId}" was deleted.` });
          end();
        },
        (error: unknown) => {
          enqueue({ type: 'error', errorText: errorText(error) });
          end();
        },
      );
    },
    cancel() {
      ended = true;
      stopper.abort();
      chunks?.stop();
    },
  });
}
