// The dashboard's only door to the service, built on the typed client package (packages/client):
// queries and mutations over HTTP, live streams over one graphql-ws WebSocket, both on this
// origin's /graphql and both carrying the token (Authorization header and connectionParams).
// Components never talk to the network themselves.
//
// Every operation is one of the typed documents of documents.ts: `request`, `prefetch` and
// `live` take the document and infer its result and variables types from it.
//
// Resuming is the client's: a session's stream is `watchSession` with the dashboard's own
// selection (it resubscribes from the last offset it delivered, each event exactly once);
// live-only streams are kept subscribed by `keepSubscribed`, and their owner is told to
// refetch what it may have missed while the connection was down.
import { ClientError, createClient, isResumable, keepSubscribed, sleep, type Client, type SessionWatch } from '@agent-conversations/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { withSafeType } from './blob-type.js';
import { documents, type Documents } from './documents.js';
import type { ResponseChunk, SessionEvent } from './types.js';

export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'unauthenticated';

/** A failed operation: `code` is the GraphQL `extensions.code`, or NETWORK / CONNECTION_CLOSED / HTTP_ERROR. */
export { ClientError as ApiError };

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Connection lost';
}

export interface ApiOptions {
  /** http(s) URL of the GraphQL endpoint; default this origin's /graphql. */
  url?: string;
  /** Bearer token (JWT or API key); null when authentication is off. */
  token?: string | null;
}

export interface WatchSessionOptions {
  /** Deliver stored events with an offset above this (the snapshot's `lastOffset`). */
  after: number;
  onEvent(event: SessionEvent): void;
  /** The stream cannot continue: NOT_FOUND (deleted or not visible), UNAUTHENTICATED, … */
  onFatal?(error: ClientError): void;
  signal: AbortSignal;
}

export interface LiveOptions<T> {
  onData(data: T): void;
  /** Subscribed, first or again after a lost connection: refetch what a live-only stream may have missed before it was live. */
  onLive?(): void;
  /** The server completed the stream (not called after abort). */
  onComplete?(): void;
  onFatal?(error: ClientError): void;
  signal: AbortSignal;
}

export interface Api {
  readonly url: string;
  readonly token: string | null;
  readonly documents: Documents;
  /** Checks that the service answers and accepts the token; throws ClientError (e.g. UNAUTHENTICATED). */
  init(): Promise<void>;
  /** One query or mutation over HTTP; throws ClientError on any GraphQL error. */
  request<T, V>(document: TypedDocumentNode<T, V>, variables: NoInfer<V>): Promise<T>;
  /** Starts a query now; the first `request` with the same document and variables takes its answer. */
  prefetch<T, V>(document: TypedDocumentNode<T, V>, variables: NoInfer<V>): void;
  /** The session's stored stream from `after`, each offset once, across reconnects. */
  watchSession(sessionId: string, options: WatchSessionOptions): SessionWatch;
  /** The streamed chunks of one request (each sequence once; ends when the request settles). */
  watchResponseChunks(sessionId: string, requestOffset: number, options: LiveOptions<ResponseChunk>): void;
  /** Attachment bytes (GET with the token: an <img src> could not send it). */
  fetchBlob(url: string): Promise<Blob>;
  /** A live-only subscription kept open across reconnects. */
  live<T, V>(document: TypedDocumentNode<T, V>, variables: NoInfer<V>, options: LiveOptions<T>): void;
  readonly connection: ConnectionState;
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
  dispose(): void;
}

const defaultUrl = () => new URL('/graphql', window.location.href).toString();

/** Whatever a stream or request failed with, as a ClientError. */
const asClientError = (error: unknown): ClientError =>
  error instanceof ClientError ? error : new ClientError(errorMessage(error), { code: 'NETWORK', cause: error });

export function createApi(options: ApiOptions = {}): Api {
  const url = options.url ?? defaultUrl();
  const token = options.token ?? null;
  // A fixed token: a refused one is not retried (the person enters a new one, which makes a new Api).
  const client: Client = createClient({ url, token: token ?? undefined, keepAliveMs: 15_000, backoff: { initialDelayMs: 250, maxDelayMs: 4_000 } });
  let connection: ConnectionState = 'connecting';
  /** Prefetched answers by document, then by the JSON of their variables. */
  const prefetched = new Map<DocumentNode, Map<string, Promise<unknown>>>();
  const listeners = new Set<(state: ConnectionState) => void>();
  const setConnection = (state: ConnectionState) => {
    if (connection === state || (connection === 'unauthenticated' && state !== 'online')) return;
    connection = state;
    for (const listener of listeners) listener(state);
  };
  // Whether the WebSocket itself is up (an HTTP answer also makes the state 'online').
  let socketUp = false;
  const offConnected = client.onConnected(() => {
    socketUp = true;
    setConnection('online');
  });
  // The service closes the WebSocket with 4403 when it refuses the token or the token expires.
  const offClosed = client.onClosed((code) => {
    socketUp = false;
    if (code === 4403 || code === 4401) setConnection('unauthenticated');
  });
  const reconnecting = () => setConnection('reconnecting');

  const fatal = (error: unknown): ClientError => {
    const clientError = asClientError(error);
    if (clientError.code === 'UNAUTHENTICATED') setConnection('unauthenticated');
    return clientError;
  };

  async function send<T, V>(document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
    try {
      const data = await client.request(document, variables);
      if (connection === 'unauthenticated' || connection === 'connecting') setConnection('online');
      return data;
    } catch (error) {
      throw fatal(error);
    }
  }

  /**
   * A live-only stream has no acknowledgement: refetch once the socket is up and the service
   * has had a moment to register the subscription, so nothing falls between the list read
   * before it and the first event it delivers.
   */
  async function afterSubscribe(signal: AbortSignal): Promise<void> {
    while (!signal.aborted && !socketUp) await sleep(100, signal);
    await sleep(300, signal);
  }

  const api: Api = {
    url,
    token,
    documents,

    async init() {
      await send(documents.ready, {});
    },

    prefetch(document, variables) {
      const pending = send(document, variables);
      pending.catch(() => {});
      let byVariables = prefetched.get(document);
      if (!byVariables) prefetched.set(document, (byVariables = new Map()));
      byVariables.set(JSON.stringify(variables), pending);
    },

    request<T, V>(document: TypedDocumentNode<T, V>, variables: V): Promise<T> {
      const byVariables = prefetched.get(document);
      const key = JSON.stringify(variables);
      // Stored by `prefetch` under this very document, so its answer has the document's result type.
      const early = byVariables?.get(key) as Promise<T> | undefined;
      byVariables?.delete(key);
      if (byVariables?.size === 0) prefetched.delete(document);
      return early ?? send(document, variables);
    },

    watchSession(sessionId, { after, onEvent, onFatal, signal }) {
      const watch = client.watchSession(sessionId, {
        after,
        signal,
        document: documents.sessionEvents,
        onEvent,
        onResume: reconnecting,
      });
      watch.done.then(
        // Resolved without being stopped: the service completed the stream, the session is gone.
        () => !signal.aborted && onFatal?.(new ClientError('The session was deleted.', { code: 'NOT_FOUND' })),
        (error: unknown) => !signal.aborted && onFatal?.(fatal(error)),
      );
      return watch;
    },

    watchResponseChunks(sessionId, requestOffset, { onData, onComplete, onFatal, signal }) {
      const subscription = client.watchResponseChunks(sessionId, requestOffset, { signal, onChunk: onData, onResume: reconnecting });
      subscription.done.then(
        () => !signal.aborted && onComplete?.(),
        (error: unknown) => !signal.aborted && onFatal?.(fatal(error)),
      );
    },

    live<T, V>(document: TypedDocumentNode<T, V>, variables: V, options: LiveOptions<T>) {
      const { signal } = options;
      const subscription = keepSubscribed<T>({
        signal,
        backoff: { initialDelayMs: 250, maxDelayMs: 4_000 },
        open: (sink) => client.subscribe(document, variables, sink),
        deliver: (data) => options.onData(data),
        shouldResume: (error) => isResumable(error, false),
        onComplete: async () => {
          options.onComplete?.();
          return 'done';
        },
        // The first subscription too: the list was read before it was live.
        onSubscribed: () => void afterSubscribe(signal).then(() => !signal.aborted && options.onLive?.()),
        onResume: reconnecting,
        registerProgress: (reset) => client.onConnected(reset),
      });
      subscription.done.catch((error: unknown) => !signal.aborted && options.onFatal?.(fatal(error)));
    },

    async fetchBlob(target: string) {
      const response = await fetch(target, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) {
        throw new ClientError(`The attachment could not be read (${response.status}).`, { code: response.status === 404 ? 'NOT_FOUND' : 'NETWORK', status: response.status });
      }
      // Never the served type as it is: see blob-type.ts.
      return withSafeType(await response.blob());
    },

    get connection() {
      return connection;
    },
    onConnectionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      listeners.clear();
      offConnected();
      offClosed();
      void client.dispose();
    },
  };
  return api;
}
