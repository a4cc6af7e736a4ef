// WebSocket clients that stop reading. graphql-ws writes one frame at a time per subscription
// and waits for the socket to take it; a client that stops reading therefore stops its
// subscriptions from being read too. The rules:
// - a stream's failure (SUBSCRIPTION_OVERFLOW) is written at once, in order after the frames
//   already queued, not after the blocked write: the client learns why it was cut, and the
//   stream stops counting as open;
// - a client that does not answer pings while it has subscriptions gets every subscription
//   ended with SUBSCRIPTION_OVERFLOW and a close frame (1013, try again later), written after
//   what it has not read yet, never a bare terminate (1006): a slow client always ends in the
//   documented signal.
import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { errorJson } from '../../domain/errors.js';
import type { StreamScope } from '../../events/stream-scope.js';

/** Close code for a client cut off for not reading: reconnect and resume with `after`. */
const SLOW_CONSUMER_CLOSE_CODE = 1013;

type GraphqlWsContext = { subscriptions: Record<string, unknown> };

function resultErrorJson(error: Error): unknown {
  const withJson = error as Error & { toJSON?: () => unknown; extensions?: unknown };
  if (typeof withJson.toJSON === 'function' && withJson.extensions !== undefined) return withJson.toJSON();
  return errorJson('INTERNAL_SERVER_ERROR', 'Unexpected error.');
}

/** The live subscription streams of one socket. */
export class SocketStreams {
  private readonly scopes = new Map<object, StreamScope>();

  constructor(private readonly socket: WebSocket) {}

  get size(): number {
    return this.scopes.size;
  }

  /**
   * Wraps a subscription's result stream for graphql-ws. When the stream fails while
   * graphql-ws is not reading it (blocked writing to a slow client), the error frame is sent
   * right away and the stream released; graphql-ws then finds it ended and sends nothing more.
   */
  adopt(
    id: string,
    ctx: GraphqlWsContext,
    result: AsyncIterable<ExecutionResult>,
    scope: StreamScope | undefined,
  ): AsyncIterableIterator<ExecutionResult> {
    const stream = new AdoptedStream(this.scopes, result[Symbol.asyncIterator]());
    if (scope) {
      this.scopes.set(stream, scope);
      const socket = this.socket;
      stream.unhook = scope.onFailure((error) => {
        // graphql-ws is reading: the failure reaches it, and it sends the error itself.
        if (stream.ended || stream.reading > 0 || ctx.subscriptions[id] !== stream) return;
        stream.release();
        delete ctx.subscriptions[id];
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id, type: 'error', payload: [resultErrorJson(error)] }));
        void Promise.resolve(stream.source.return?.()).catch(() => {});
      });
    }
    return stream;
  }

  /** Ends every stream of the socket as overflowed. */
  overflowAll(): void {
    for (const scope of [...this.scopes.values()]) scope.overflow();
  }
}

const DONE: IteratorResult<ExecutionResult> = { done: true, value: undefined };

// A class rather than an object of closures: every idle subscription holds one, and under the
// TypeScript loader (keepNames) each closure bound to a name gets a property table of its own
// (~0.3 KiB), while class methods are shared.
/** A subscription's result stream as graphql-ws reads it (SocketStreams.adopt). */
class AdoptedStream implements AsyncIterableIterator<ExecutionResult> {
  /** Reads in progress (graphql-ws is waiting on the source). */
  reading = 0;
  ended = false;
  unhook: () => unknown = noop;

  constructor(
    private readonly scopes: Map<object, StreamScope>,
    readonly source: AsyncIterator<ExecutionResult>,
  ) {}

  release(): void {
    this.ended = true;
    this.unhook();
    this.scopes.delete(this);
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.ended) return DONE;
    this.reading++;
    try {
      const step = await this.source.next();
      if (step.done) this.release();
      return step;
    } catch (error) {
      this.release();
      throw error;
    } finally {
      this.reading--;
    }
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    this.release();
    await this.source.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    this.release();
    await this.source.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}

function noop(): void {}

/**
 * Pings every `intervalMs`; a ping unanswered by the next tick means the client is not reading.
 * With subscriptions open it gets the documented signal first (each ends with
 * SUBSCRIPTION_OVERFLOW) and a close frame queued after everything unread; ws destroys the
 * socket if the close handshake does not complete in time. Without subscriptions it is
 * terminated, as a dead peer.
 */
export function keepAlive(socket: WebSocket, intervalMs: number, streams: SocketStreams): void {
  let awaitingPong = false;
  let cut = false;
  socket.on('pong', () => {
    awaitingPong = false;
  });
  const timer = setInterval(() => {
    if (socket.readyState !== socket.OPEN || cut) return;
    if (!awaitingPong) {
      awaitingPong = true;
      socket.ping();
      return;
    }
    if (streams.size > 0) {
      cut = true;
      streams.overflowAll();
      // The error frames are handed to the socket as the failures propagate (promise jobs);
      // the close frame must follow them, and graphql-ws sends nothing on a closing socket.
      setImmediate(() => {
        if (socket.readyState === socket.OPEN)
          socket.close(SLOW_CONSUMER_CLOSE_CODE, 'Not reading: subscriptions ended; reconnect and resume with after');
      });
      return;
    }
    socket.terminate();
  }, intervalMs);
  timer.unref();
  socket.once('close', () => clearInterval(timer));
}
