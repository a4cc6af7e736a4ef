// The AI SDK's ChatTransport backed by the service: `useChat({ id: sessionId, transport })`.
//   submit-message     → sendMessage with the last user message (its id becomes the entry id;
//                        file parts upload as attachments first), then the reply's stream;
//   regenerate-message → regenerate the user message before the dropped reply (a sibling branch);
//   stop()             → stopLlmRequest: the reply is kept, ABORTED, with its partial text;
//   reconnectToStream  → the open request's reply from the text so far, or null when none is open.
// The service is the store: the chat id is the session id and the messages the Chat holds are
// only read for the one being sent. Refusals arrive as `error` chunks: "CODE: message".
import type { ChatTransport, FileUIPart, UIMessage, UIMessageChunk } from 'ai';
import type { Client } from '../client.js';
import type { MessageInput } from '../gql/graphql.js';
import { ChatOpenRequestDocument, ChatStopDocument } from './documents.js';
import { errorStream, replyStream } from './reply-stream.js';

type ContentBlock = NonNullable<MessageInput['user']>['content'][number];

export interface ServiceChatTransportOptions {
  /** A client of the service (createClient): HTTP for mutations, its WebSocket for the streams. */
  client: Client;
}

/** The id the service knows a UI message by: loaded and sent messages have their entry id as id. */
const entryIdOf = (message: UIMessage): string => {
  const metadata = message.metadata as { entryId?: unknown } | undefined;
  return typeof metadata?.entryId === 'string' ? metadata.entryId : message.id;
};

export class ServiceChatTransport<M extends UIMessage = UIMessage> implements ChatTransport<M> {
  /** A reconnect replays the reply from its first character (the Chat resets the message first). */
  readonly resumeStreamIsReplay = true;
  readonly #client: Client;

  constructor(options: ServiceChatTransportOptions) {
    this.#client = options.client;
  }

  async sendMessages(options: Parameters<ChatTransport<M>['sendMessages']>[0]): Promise<ReadableStream<UIMessageChunk>> {
    const { chatId: sessionId, messages, abortSignal } = options;
    const last = messages.at(-1);
    if (last?.role !== 'user') return errorStream(new Error('BAD_USER_INPUT: the last message to send is not a user message.'));
    const entryId = entryIdOf(last);
    try {
      if (options.trigger === 'regenerate-message') {
        const requestOffset = await this.#client.regenerate(sessionId, entryId, abortSignal);
        return this.#reply(sessionId, entryId, requestOffset - 1, abortSignal, requestOffset);
      }
      const content = await this.#content(sessionId, last, abortSignal);
      const sent = await this.#client.sendMessage(sessionId, { content }, { entryId, signal: abortSignal });
      return this.#reply(sessionId, sent.entry.entryId, sent.contextOffset ?? sent.session.lastOffset, abortSignal);
    } catch (error) {
      if (abortSignal?.aborted) throw error;
      return errorStream(error);
    }
  }

  async reconnectToStream(options: Parameters<ChatTransport<M>['reconnectToStream']>[0]): Promise<ReadableStream<UIMessageChunk> | null> {
    const { chatId: sessionId, abortSignal } = options;
    const data = await this.#client.request(ChatOpenRequestDocument, { id: sessionId }, { signal: abortSignal });
    const open = data.session?.context.openRequest;
    if (!data.session || !open?.triggerEntryId) return null;
    return this.#reply(sessionId, open.triggerEntryId, data.session.lastOffset, abortSignal, open.offset);
  }

  #reply(sessionId: string, triggerEntryId: string, after: number, signal: AbortSignal | undefined, requestOffset?: number) {
    return replyStream({
      client: this.#client,
      sessionId,
      triggerEntryId,
      after,
      requestOffset,
      signal,
      onStop: () => this.#stop(sessionId, triggerEntryId),
    });
  }

  /** Stops the open request when it still answers this entry (another turn is left alone). */
  async #stop(sessionId: string, triggerEntryId: string): Promise<void> {
    const data = await this.#client.request(ChatOpenRequestDocument, { id: sessionId });
    const open = data.session?.context.openRequest;
    if (open?.triggerEntryId !== triggerEntryId) return;
    // Naming the request: if it settled meanwhile (and a newer turn opened), nothing is stopped.
    await this.#client.request(ChatStopDocument, { input: { sessionId, requestOffset: open.offset } });
  }

  /** The message's text parts as text blocks and its file parts as uploaded attachments. */
  async #content(sessionId: string, message: M, signal: AbortSignal | undefined): Promise<ContentBlock[]> {
    const content: ContentBlock[] = [];
    for (const part of message.parts) {
      if (part.type === 'text') content.push({ text: { text: part.text } });
      else if (part.type === 'file') content.push(await this.#upload(sessionId, part, signal));
    }
    return content;
  }

  async #upload(sessionId: string, part: FileUIPart, signal: AbortSignal | undefined): Promise<ContentBlock> {
    const blob = await (await fetch(part.url, { signal: signal ?? null })).blob();
    const attachment = await this.#client.uploadAttachment(sessionId, blob, {
      filename: part.filename ?? 'attachment',
      mime: part.mediaType,
      signal,
    });
    return part.mediaType.startsWith('image/') ? { image: { attachmentId: attachment.id } } : { file: { attachmentId: attachment.id } };
  }
}
