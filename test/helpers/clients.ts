// Real subscription clients for end-to-end tests: graphql-ws over WebSocket and graphql-sse
// (distinct connections mode, as Yoga speaks it) over Server-Sent Events. Each subscription
// collects its results into arrays; the waitFor* helpers poll with deadlines (never sleeps
// as assertions) and fail fast, with what was received, when the stream ended early.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { createClient as createSseClient, type Client as SseClient } from 'graphql-sse';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { expect, vi } from 'vitest';
import type { TestServer } from './server.js';

export type Transport = 'ws' | 'sse';
export const TRANSPORTS: readonly Transport[] = ['ws', 'sse'];

export interface FormattedError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

interface Result<T> {
  data?: T | null;
  errors?: readonly FormattedError[];
}

export interface LiveSubscription<T> {
  readonly transport: Transport;
  /** `data` of every result that carried data, in arrival order. */
  readonly items: T[];
  /** Every GraphQL error received: in results and as the terminal error. */
  readonly errors: FormattedError[];
  /** A terminal error that was not a list of GraphQL errors (a close event, a network error). */
  readonly transportError: unknown;
  /** The server completed the subscription. */
  readonly completed: boolean;
  /** Completed, or ended with an error. */
  readonly ended: boolean;
  /** Resolves once at least `n` items arrived; rejects on timeout or when the stream ended short. */
  waitFor(n: number, timeoutMs?: number): Promise<T[]>;
  /** Resolves once the stream completed or failed. */
  waitForEnd(timeoutMs?: number): Promise<void>;
  /** Resolves with the first GraphQL error (subscribe-time or terminal). */
  waitForError(timeoutMs?: number): Promise<FormattedError>;
  /** Stops the subscription (client side). */
  unsubscribe(): void;
}

export interface LiveClient {
  readonly transport: Transport;
  subscribe<T, V>(document: TypedDocumentNode<T, V> | DocumentNode, variables?: V): LiveSubscription<T>;
  /** Unsubscribes everything and closes the connection(s). */
  dispose(): Promise<void>;
}

const DEFAULT_TIMEOUT = 10_000;

function isGraphQLErrorList(value: unknown): value is FormattedError[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string');
}

function describeTransportError(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && 'reason' in error) {
    const close = error as { code: number; reason: string };
    return `close ${close.code} ${close.reason}`;
  }
  return error instanceof Error ? error.message : String(error);
}

class Collector<T> implements LiveSubscription<T> {
  items: T[] = [];
  errors: FormattedError[] = [];
  transportError: unknown = undefined;
  completed = false;
  failed = false;
  dispose: () => void = () => {};

  constructor(readonly transport: Transport) {}

  get ended(): boolean {
    return this.completed || this.failed;
  }

  readonly sink = {
    next: (result: unknown) => {
      const r = result as Result<T>;
      if (r.errors?.length) this.errors.push(...r.errors);
      if (r.data != null) this.items.push(r.data);
    },
    error: (error: unknown) => {
      if (isGraphQLErrorList(error)) {
        this.errors.push(...error);
        this.failed = true;
        return;
      }
      this.transportError = error;
      // graphql-sse reports a refused request (e.g. HTTP 400 for invalid variables) as a
      // NetworkError holding the response: its body carries the GraphQL errors.
      const response = (error as { response?: { text?: () => Promise<string> } } | null)?.response;
      if (typeof response?.text !== 'function') {
        this.failed = true;
        return;
      }
      response
        .text()
        .then((body) => {
          // JSON, or (Yoga answers an SSE request it refuses with status 400 and) an event stream.
          const chunks = body.trimStart().startsWith('{')
            ? [body]
            : body
                .split('\n')
                .filter((l) => l.startsWith('data:'))
                .map((l) => l.slice(5));
          for (const chunk of chunks) {
            try {
              const parsed = JSON.parse(chunk) as { errors?: unknown };
              if (isGraphQLErrorList(parsed.errors)) this.errors.push(...parsed.errors);
            } catch {
              // not JSON: nothing to collect
            }
          }
        })
        .catch(() => {})
        .finally(() => {
          this.failed = true;
        });
    },
    complete: () => {
      this.completed = true;
    },
  };

  private state(): string {
    const errs = this.errors.length ? ` errors=${JSON.stringify(this.errors)}` : '';
    const te = this.transportError === undefined ? '' : ` transportError=${describeTransportError(this.transportError)}`;
    return `${this.transport}: ${this.items.length} items, completed=${this.completed} failed=${this.failed}${errs}${te}`;
  }

  /** Waits until `done()` holds or the stream ends (an ended stream gets no more items). */
  private async settle(done: () => boolean, waitingFor: string, timeoutMs: number): Promise<void> {
    await vi.waitFor(
      () => {
        if (!done() && !this.ended) throw new Error(`waiting for ${waitingFor} (${this.state()})`);
      },
      { timeout: timeoutMs, interval: 5 },
    );
  }

  async waitFor(n: number, timeoutMs = DEFAULT_TIMEOUT): Promise<T[]> {
    await this.settle(() => this.items.length >= n, `${n} items`, timeoutMs);
    if (this.items.length < n) throw new Error(`stream ended before ${n} items (${this.state()})`);
    return this.items;
  }

  async waitForEnd(timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
    await this.settle(() => false, 'the end', timeoutMs);
  }

  async waitForError(timeoutMs = DEFAULT_TIMEOUT): Promise<FormattedError> {
    await this.settle(() => this.errors.length > 0, 'a GraphQL error', timeoutMs);
    if (this.errors.length === 0) throw new Error(`stream ended without a GraphQL error (${this.state()})`);
    return this.errors[0] as FormattedError;
  }

  unsubscribe(): void {
    this.dispose();
  }
}

function payloadOf(document: TypedDocumentNode<unknown, unknown> | DocumentNode, variables: unknown) {
  return { query: print(document), variables: (variables ?? {}) as Record<string, unknown> };
}

/** A client of one transport against one server. */
export function liveClient(transport: Transport, server: Pick<TestServer, 'url' | 'wsUrl'>): LiveClient {
  const subs = new Set<Collector<unknown>>();
  let ws: WsClient | undefined;
  let sse: SseClient | undefined;
  if (transport === 'ws') {
    ws = createWsClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
      // Errors surface through each subscription's sink; keep the test output quiet.
      onNonLazyError: () => {},
    });
  } else {
    sse = createSseClient({ url: server.url, singleConnection: false, retryAttempts: 0 });
  }
  return {
    transport,
    subscribe<T, V>(document: TypedDocumentNode<T, V> | DocumentNode, variables?: V): LiveSubscription<T> {
      const collector = new Collector<T>(transport);
      const payload = payloadOf(document as DocumentNode, variables);
      const sink = collector.sink;
      collector.dispose = ws ? ws.subscribe(payload, sink) : (sse as SseClient).subscribe(payload, sink);
      subs.add(collector as Collector<unknown>);
      return collector;
    },
    async dispose() {
      for (const sub of subs) sub.dispose();
      subs.clear();
      if (ws) await ws.dispose();
      if (sse) sse.dispose();
    },
  };
}

/**
 * Registered bus listeners of a server (both bus implementations count event and reconnect
 * listeners). A subscription is live once its listener is registered: tests wait for the
 * count to rise instead of sleeping. A sessionEvents subscriber registers on its session's
 * shared sequence instead of the bus: those registrations count, the sequencers' own bus
 * listeners do not (so each subscriber still adds exactly its own listeners).
 */
export function busListeners(server: Pick<TestServer, 'app'>): number {
  const count = (server.app.deps.bus as unknown as { listenerCount?: number }).listenerCount;
  if (typeof count !== 'number') throw new Error('the bus does not expose listenerCount');
  const sequencers = server.app.deps.sequencers;
  return count - sequencers.busListenerCount + sequencers.listenerCount;
}

/** Waits until the server's bus has at least `count` listeners. */
export async function waitForListeners(server: Pick<TestServer, 'app'>, count: number, timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
  await expect.poll(() => busListeners(server), { timeout: timeoutMs, interval: 5, message: 'bus listeners' }).toBeGreaterThanOrEqual(count);
}
