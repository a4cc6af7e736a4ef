// The dashboard's only door to the service: queries and mutations over HTTP (fetch), live
// streams over graphql-ws, both on this origin's /graphql and both carrying the token.
// Components never talk to the network themselves, so moving to the typed client package
// (src/client: createClient({ url, token }), watchSession) changes this file only.
//
// Resuming: graphql-ws is told not to retry on its own (it would resend a subscription with
// its original `after` and replay what was already shown). Each stream here retries itself:
// session streams from the last offset they delivered (resume.ts), live-only streams by
// subscribing again and telling their owner to refetch what it may have missed.
import { createClient, type Client } from 'graphql-ws';
import { buildDocuments, type Documents } from './documents.js';
import { ALL_FEATURES, FEATURE_PROBES, FEATURES_QUERY, featuresFromIntrospection, probeSucceeded, type Features } from './features.js';
import { backoff, sleep, watchResumable, type OffsetTracker, type Verdict } from './resume.js';
import type { ResponseChunk, SessionEvent } from './types.js';

export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'unauthenticated';

interface FormattedError {
  message: string;
  extensions?: { code?: string };
}

/** A failed operation: the GraphQL `extensions.code`, or NETWORK when the service was not reached. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes after which trying again cannot help. */
const FATAL_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'QUERY_TOO_COMPLEX',
]);

const isCloseEvent = (value: unknown): value is { code: number; reason: string } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && 'reason' in value;

/** The error code of whatever a stream failed with; null for a lost connection. */
export function errorCode(error: unknown): string | null {
  if (error instanceof ApiError) return error.code;
  if (Array.isArray(error)) return (error[0] as FormattedError | undefined)?.extensions?.code ?? 'INTERNAL_SERVER_ERROR';
  // The service closes a WebSocket with 4403 when it refuses the token or the token expires.
  if (isCloseEvent(error)) return error.code === 4403 ? 'UNAUTHENTICATED' : null;
  return null;
}

export const classify = (error: unknown): Verdict => {
  const code = errorCode(error);
  return code !== null && FATAL_CODES.has(code) ? 'fatal' : 'retry';
};

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (Array.isArray(error)) return (error[0] as FormattedError | undefined)?.message ?? 'Unknown error';
  if (isCloseEvent(error)) return `Connection closed (${error.code}${error.reason ? `: ${error.reason}` : ''})`;
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
  onFatal?(error: ApiError): void;
  signal: AbortSignal;
}

export interface LiveOptions<T> {
  onData(data: T): void;
  /** Subscribed again after a lost connection: refetch what a live-only stream may have missed. */
  onResubscribed?(): void;
  /** The server completed the stream (not called after abort). */
  onComplete?(): void;
  onFatal?(error: ApiError): void;
  signal: AbortSignal;
}

export interface Api {
  readonly url: string;
  readonly token: string | null;
  /** Set by `init()`. */
  features: Features;
  documents: Documents;
  /** Learns which parts of the final API the server has; throws ApiError (e.g. UNAUTHENTICATED). */
  init(): Promise<Features>;
  /** One query or mutation over HTTP; throws ApiError on any GraphQL error. */
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** Starts a query now; the first `request` with the same document and variables takes its answer. */
  prefetch(query: string, variables: Record<string, unknown>): void;
  /** The session's stored stream from `after`, each offset once, across reconnects. */
  watchSession(sessionId: string, options: WatchSessionOptions): OffsetTracker;
  /** The streamed chunks of one request (each sequence once; ends when the request settles). */
  watchResponseChunks(sessionId: string, requestOffset: number, options: LiveOptions<ResponseChunk>): void;
  /** Attachment bytes (GET with the token: an <img src> could not send it). */
  fetchBlob(url: string): Promise<Blob>;
  /** A live-only subscription kept open across reconnects. */
  live<T>(query: string, variables: Record<string, unknown>, options: LiveOptions<T>): void;
  readonly connection: ConnectionState;
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
  dispose(): void;
}

const defaultUrl = () => new URL('/graphql', window.location.href).toString();

export function createApi(options: ApiOptions = {}): Api {
  const url = options.url ?? defaultUrl();
  const token = options.token ?? null;
  const wsUrl = url.replace(/^http/, 'ws');
  let connection: ConnectionState = 'connecting';
  const prefetched = new Map<string, Promise<{ data?: unknown; errors?: FormattedError[] }>>();
  const listeners = new Set<(state: ConnectionState) => void>();
  const setConnection = (state: ConnectionState) => {
    if (connection === state || (connection === 'unauthenticated' && state !== 'online')) return;
    connection = state;
    for (const listener of listeners) listener(state);
  };

  const ws: Client = createClient({
    url: wsUrl,
    lazy: true,
    lazyCloseTimeout: 2000,
    keepAlive: 15_000,
    retryAttempts: 0,
    connectionParams: () => (token ? { authorization: `Bearer ${token}` } : {}),
    on: {
      connected: () => setConnection('online'),
      closed: (event) => {
        if (isCloseEvent(event) && event.code === 4403) setConnection('unauthenticated');
      },
    },
  });

  const fatal = (error: unknown): ApiError => {
    const code = errorCode(error) ?? 'NETWORK';
    if (code === 'UNAUTHENTICATED') setConnection('unauthenticated');
    return error instanceof ApiError ? error : new ApiError(code, errorMessage(error));
  };
  const onRetryState = (state: 'live' | 'retrying') => {
    if (state === 'retrying') setConnection('reconnecting');
  };

  /**
   * A live-only stream has no acknowledgement: refetch once the socket is up again and the
   * service has had a moment to register the subscription, so nothing falls between the two.
   */
  async function afterResubscribe(signal: AbortSignal): Promise<void> {
    while (!signal.aborted && connection !== 'online') await sleep(100, signal);
    await sleep(300, signal);
  }

  async function post(query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; errors?: FormattedError[] }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch {
      throw new ApiError('NETWORK', 'The service cannot be reached.');
    }
    let body: { data?: unknown; errors?: FormattedError[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new ApiError(response.status === 503 ? 'SHUTTING_DOWN' : 'NETWORK', `The service answered ${response.status}.`);
    }
    if (body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) setConnection('unauthenticated');
    return body;
  }

  const api: Api = {
    url,
    token,
    features: ALL_FEATURES,
    documents: buildDocuments(ALL_FEATURES),

    async init() {
      let features: Features;
      const introspection = await post(FEATURES_QUERY, {});
      const refusedAtOnce = introspection.errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED');
      if (refusedAtOnce) throw new ApiError('UNAUTHENTICATED', refusedAtOnce.message);
      if (!introspection.errors?.length && introspection.data) {
        features = featuresFromIntrospection(introspection.data as Parameters<typeof featuresFromIntrospection>[0]);
      } else {
        // Introspection is off: one probe per part.
        const names = Object.keys(FEATURE_PROBES) as (keyof Features)[];
        const answers = await Promise.all(names.map((name) => post(FEATURE_PROBES[name], { id: '__dashboard_probe__' })));
        const refused = answers.find((a) => a.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
        if (refused) throw new ApiError('UNAUTHENTICATED', refused.errors![0]!.message);
        features = Object.fromEntries(names.map((name, i) => [name, probeSucceeded(answers[i]!.errors)])) as unknown as Features;
      }
      api.features = features;
      api.documents = buildDocuments(features);
      if (connection === 'connecting' || connection === 'unauthenticated') setConnection('online');
      return features;
    },

    prefetch(query: string, variables: Record<string, unknown>) {
      const pending = post(query, variables);
      pending.catch(() => {});
      prefetched.set(JSON.stringify([query, variables]), pending);
    },

    async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const key = JSON.stringify([query, variables]);
      const early = prefetched.get(key);
      prefetched.delete(key);
      const body = await (early ?? post(query, variables));
      const first = body.errors?.[0];
      if (first) throw new ApiError(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.message);
      if (connection === 'unauthenticated') setConnection('online');
      return body.data as T;
    },

    watchSession(sessionId, { after, onEvent, onFatal, signal }) {
      return watchResumable<SessionEvent>({
        after,
        signal,
        onEvent,
        classify,
        onFatal: (error) => onFatal?.(fatal(error)),
        onState: onRetryState,
        subscribe: (from, sink) =>
          ws.subscribe<{ sessionEvents: SessionEvent }>(
            { query: api.documents.sessionEvents, variables: { sessionId, after: from } },
            {
              next: (result) => (result.errors?.length ? sink.error(result.errors) : result.data && sink.next(result.data.sessionEvents)),
              error: sink.error,
              complete: sink.complete,
            },
          ),
        // The stream completes when the session is deleted; anything else (an instance handing
        // over) is resumed like a lost connection.
        onComplete: async () => {
          try {
            const { session } = await api.request<{ session: { id: string } | null }>(api.documents.sessionHeader, { id: sessionId });
            if (session) return true;
          } catch (error) {
            if (classify(error) === 'retry') return true;
          }
          onFatal?.(new ApiError('NOT_FOUND', 'The session was deleted.'));
          return false;
        },
      });
    },

    watchResponseChunks(sessionId, requestOffset, options) {
      // The service replays the chunks it already heard on every subscribe: keep each sequence once.
      const seen = new Set<number>();
      api.live<{ llmResponseChunks: ResponseChunk }>(api.documents.responseChunks, { sessionId, requestOffset }, {
        ...options,
        onData: ({ llmResponseChunks: chunk }) => {
          if (seen.has(chunk.sequence)) return;
          seen.add(chunk.sequence);
          options.onData(chunk);
        },
      });
    },

    live<T>(query: string, variables: Record<string, unknown>, options: LiveOptions<T>) {
      const { signal } = options;
      void (async () => {
        let failures = 0;
        let resubscribe = false;
        while (!signal.aborted) {
          const outcome = await new Promise<{ error?: unknown; complete?: true }>((resolve) => {
            let done = false;
            let stop: (() => void) | null = null;
            const finish = (value: { error?: unknown; complete?: true }) => {
              if (done) return;
              done = true;
              signal.removeEventListener('abort', onAbort);
              stop?.();
              resolve(value);
            };
            const onAbort = () => finish({});
            const stopAttempt = ws.subscribe<T>(
              { query, variables },
              {
                next: (result) => {
                  if (result.errors?.length) return finish({ error: result.errors });
                  failures = 0;
                  if (result.data) options.onData(result.data as T);
                },
                error: (error) => finish({ error }),
                complete: () => finish({ complete: true }),
              },
            );
            if (done) stopAttempt();
            else stop = stopAttempt;
            signal.addEventListener('abort', onAbort, { once: true });
            if (resubscribe) {
              resubscribe = false;
              void afterResubscribe(signal).then(() => !done && options.onResubscribed?.());
            }
          });
          if (signal.aborted) return;
          if (outcome.complete) return options.onComplete?.();
          if (classify(outcome.error) === 'fatal') return options.onFatal?.(fatal(outcome.error));
          failures++;
          onRetryState('retrying');
          await sleep(backoff(failures), signal);
          onRetryState('live');
          resubscribe = true;
        }
      })();
    },

    async fetchBlob(target: string) {
      const response = await fetch(target, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new ApiError(response.status === 404 ? 'NOT_FOUND' : 'NETWORK', `The attachment could not be read (${response.status}).`);
      return response.blob();
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
      void ws.dispose();
    },
  };
  return api;
}
