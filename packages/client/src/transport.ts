// The two wires: queries and mutations over HTTP POST (fetch), subscriptions over one
// graphql-ws WebSocket. No reconnection here: the callers that resume (watchSession …)
// decide when and from where to subscribe again. A socket that stays open but relays nothing
// (a half-open connection: a NAT or proxy that dropped it silently) is noticed by its pings
// going unanswered: past the pong deadline it is terminated, and every subscription on it ends
// with CONNECTION_CLOSED, which the resuming callers resume from.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { ClientError, closeCodeOf, isGraphQLErrorList, toClientError, type GraphQLErrorInfo } from './errors.js';

/** A fixed token, or a function asked before every request and connection (for tokens that expire). */
export type TokenSource = string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface TransportOptions {
  /** The GraphQL endpoint over HTTP, e.g. http://localhost:4000/graphql. */
  url: string;
  /** The WebSocket endpoint; default: `url` with http(s) → ws(s). */
  wsUrl?: string | undefined;
  /** Sent as `Authorization: Bearer …` (a JWT or an API key) and in the WebSocket connectionParams. */
  token?: TokenSource | undefined;
  /** Extra HTTP headers. */
  headers?: Record<string, string> | undefined;
  /** fetch implementation (default: the global one). */
  fetch?: typeof fetch | undefined;
  /** WebSocket implementation (default: the global one — browsers, Node ≥ 22). */
  webSocketImpl?: unknown;
  /** Ping interval on the WebSocket (default 10 s). */
  keepAliveMs?: number | undefined;
  /** How long a ping may go unanswered before the socket counts as dead (default 2 × keepAliveMs). */
  pongTimeoutMs?: number | undefined;
}

/** The close code graphql-ws gives a socket the client terminated (here: its pong deadline passed). */
const TERMINATED_CLOSE_CODE = 4499;

export interface Sink<T> {
  next(data: T): void;
  error(error: ClientError): void;
  complete(): void;
}

/**
 * An operation: a typed document (from codegen), or its text with the result type given by
 * the caller (for apps that keep their own documents as strings, like the dashboard).
 */
export type Operation<T, V> = TypedDocumentNode<T, V> | string;

/** One file of a multipart request: its bytes (a Blob or File) and the name its part carries. */
export interface UploadFile {
  blob: Blob;
  filename: string;
}

/**
 * `variables` with null at each dotted path (`variables.input.file`), as the multipart spec
 * sends files; the objects along a path are copied, the caller's are left as they were.
 */
function withNulls(variables: unknown, paths: readonly string[]): unknown {
  const root: Record<string, unknown> = { ...(variables as Record<string, unknown>) };
  for (const path of paths) {
    const keys = path.split('.').slice(1);
    let at = root;
    for (const key of keys.slice(0, -1)) {
      const next = at[key];
      at = at[key] = typeof next === 'object' && next !== null ? { ...(next as Record<string, unknown>) } : {};
    }
    at[keys[keys.length - 1]!] = null;
  }
  return root;
}

const printed = new WeakMap<DocumentNode, string>();
function queryOf(document: DocumentNode | string): string {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

export class Transport {
  private readonly ws: WsClient;
  private readonly fetchImpl: typeof fetch;
  /** Armed when a ping goes out, cleared by its pong: firing means the socket is dead. */
  private pongDeadline: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: TransportOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    const keepAliveMs = options.keepAliveMs ?? 10_000;
    const pongTimeoutMs = options.pongTimeoutMs ?? 2 * keepAliveMs;
    this.ws = createWsClient({
      url: options.wsUrl ?? options.url.replace(/^http/, 'ws'),
      ...(options.webSocketImpl === undefined ? {} : { webSocketImpl: options.webSocketImpl }),
      lazy: true,
      lazyCloseTimeout: 1_000,
      keepAlive: keepAliveMs,
      on: {
        ping: (received) => {
          if (!received && keepAliveMs > 0) this.armPongDeadline(pongTimeoutMs);
        },
        pong: (received) => {
          if (received) this.clearPongDeadline();
        },
        closed: () => this.clearPongDeadline(),
      },
      // Resuming is the caller's job (it knows the offset to resume after).
      retryAttempts: 0,
      connectionParams: async () => {
        const token = await this.token();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    });
  }

  private armPongDeadline(ms: number): void {
    // The oldest unanswered ping counts: later pings do not push the deadline back.
    if (this.pongDeadline !== null) return;
    this.pongDeadline = setTimeout(() => {
      this.pongDeadline = null;
      // A close handshake would wait on the dead peer: drop the socket at once.
      this.ws.terminate();
    }, ms);
  }

  private clearPongDeadline(): void {
    if (this.pongDeadline === null) return;
    clearTimeout(this.pongDeadline);
    this.pongDeadline = null;
  }

  private async token(): Promise<string | null> {
    const source = this.options.token;
    if (source === undefined) return null;
    return (typeof source === 'function' ? await source() : source) ?? null;
  }

  /** Calls `listener` whenever the WebSocket (re)connects; returns the unlisten function. */
  onConnected(listener: () => void): () => void {
    return this.ws.on('connected', () => listener());
  }

  /** Calls `listener` whenever the WebSocket closes, with its close code (4403: the token was refused). */
  onClosed(listener: (code: number | null) => void): () => void {
    return this.ws.on('closed', (event) => listener(closeCodeOf(event)));
  }

  /** Whether the token is re-read on every connection (so an expired one can be replaced). */
  get refreshesToken(): boolean {
    return typeof this.options.token === 'function';
  }

  /** Runs a query or mutation; GraphQL errors become a ClientError with the first error's code. */
  request<T, V>(document: Operation<T, V>, variables: V, signal?: AbortSignal): Promise<T> {
    return this.post<T>(JSON.stringify({ query: queryOf(document), variables: variables ?? {} }), { 'content-type': 'application/json' }, signal);
  }

  /**
   * Runs a mutation with files, as a GraphQL multipart request (the spec at
   * github.com/jaydenseric/graphql-multipart-request-spec): `files` maps a variable path
   * (e.g. `variables.input.file`) to its file, which goes as its own part; the variable is
   * sent as null. Works with the fetch, FormData and Blob of browsers and Node ≥ 22.
   */
  upload<T, V>(document: Operation<T, V>, variables: V, files: Record<string, UploadFile>, signal?: AbortSignal): Promise<T> {
    const form = new FormData();
    const paths = Object.keys(files);
    form.append('operations', JSON.stringify({ query: queryOf(document), variables: withNulls(variables ?? {}, paths) }));
    form.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [path]]))));
    paths.forEach((path, i) => {
      const { blob, filename } = files[path]!;
      form.append(String(i), blob, filename);
    });
    // A multipart POST is a "simple" request a browser sends cross-site without asking: the
    // service accepts it only with this header, which such a request cannot carry.
    return this.post<T>(form, { 'apollo-require-preflight': 'true' }, signal);
  }

  private async post<T>(payload: string | FormData, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<T> {
    const token = await this.token();
    let response: Response;
    try {
      response = await this.fetchImpl(this.options.url, {
        method: 'POST',
        headers: {
          ...headers,
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...this.options.headers,
        },
        body: payload,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw toClientError(error);
    }
    let body: { data?: T | null; errors?: GraphQLErrorInfo[] };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ClientError(`HTTP ${response.status}: the response is not JSON`, {
        code: response.ok ? 'NETWORK' : 'HTTP_ERROR',
        status: response.status,
      });
    }
    if (isGraphQLErrorList(body.errors) && body.errors.length > 0) throw ClientError.fromGraphQL(body.errors, response.status);
    if (body.data == null) throw new ClientError(`HTTP ${response.status}: no data`, { code: 'HTTP_ERROR', status: response.status });
    return body.data;
  }

  /** Subscribes once over the WebSocket; an error result ends the subscription. Returns the unsubscribe. */
  subscribe<T, V>(document: Operation<T, V>, variables: V, sink: Sink<T>): () => void {
    let ended = false;
    const end = (fn: () => void) => {
      if (ended) return;
      ended = true;
      fn();
    };
    const dispose = this.ws.subscribe<T>(
      { query: queryOf(document), variables: (variables ?? {}) as Record<string, unknown> },
      {
        next: (result) => {
          if (ended) return;
          if (result.data != null) sink.next(result.data);
          // An error in a result (not a terminal `error` message) also ends this subscription.
          if (isGraphQLErrorList(result.errors) && result.errors.length > 0) {
            const error = ClientError.fromGraphQL(result.errors as GraphQLErrorInfo[]);
            end(() => {
              dispose();
              sink.error(error);
            });
          }
        },
        error: (error) => end(() => sink.error(subscriptionError(error))),
        complete: () => end(() => sink.complete()),
      },
    );
    return () => {
      ended = true;
      dispose();
    };
  }

  async dispose(): Promise<void> {
    this.clearPongDeadline();
    await this.ws.dispose();
  }
}

/** A subscription's terminal error; a socket terminated for its pong deadline is a closed connection (resumable). */
function subscriptionError(error: unknown): ClientError {
  if (closeCodeOf(error) === TERMINATED_CLOSE_CODE) {
    return new ClientError('WebSocket closed: no pong within the deadline (the connection was dead)', { code: 'CONNECTION_CLOSED', cause: error });
  }
  return toClientError(error);
}
