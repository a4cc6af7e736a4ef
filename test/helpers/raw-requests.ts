// Small helpers the security / robustness suites share: a raw GraphQL POST that never throws
// (a refused connection is an outcome too), a /metrics reader, and a raw HTTP/1.1 connection
// for tests that must control exactly which socket a request travels on.
import { connect, type Socket } from 'node:net';
import { vi } from 'vitest';

export interface Outcome {
  /** HTTP status, or 0 when no response arrived (connection refused or reset). */
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [key: string]: unknown } }[];
  };
  text: string;
  /** The network error when no response arrived. */
  networkError?: string;
  headers?: Headers;
}

/** POSTs a GraphQL request; a network failure is returned (status 0), not thrown. */
export async function post(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: {}, text: '', networkError: cause?.code ?? cause?.message ?? String(error) };
  }
  const text = await response.text();
  let body: Outcome['body'] = {};
  try {
    body = JSON.parse(text) as Outcome['body'];
  } catch {
    // left empty: the caller looks at `text`
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** The `extensions.code` of the first error, if any. */
export const codeOf = (outcome: Pick<Outcome, 'body'>): string | undefined => outcome.body.errors?.[0]?.extensions?.code;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /metrics of the server behind `graphqlUrl`. */
export async function metricsText(graphqlUrl: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const response = await fetch(graphqlUrl.replace(/\/graphql$/, '/metrics'), { headers });
  return { status: response.status, text: await response.text() };
}

/** The value of one sample line (`name{labels}`) in a Prometheus text exposition; NaN when absent. */
export function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

/** One raw HTTP/1.1 keep-alive connection: requests are written by hand, responses read as text. */
export class RawHttpConnection {
  private buffer = '';
  closed = false;
  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (this.buffer += chunk));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => (this.closed = true));
  }

  static open(port: number): Promise<RawHttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawHttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes a JSON POST to /graphql. */
  postJson(body: string, extraHeaders = ''): void {
    this.socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extraHeaders}\r\n${body}`,
    );
  }

  /** Writes raw bytes. */
  write(data: string): void {
    this.socket.write(data);
  }

  /** Waits for one complete response (by Content-Length or chunked) and removes it from the buffer; null if the connection closed first. */
  async response(timeoutMs = 10_000): Promise<{ status: number; head: string; body: string } | null> {
    return vi.waitFor(
      () => {
        const response = this.takeResponse();
        if (response || this.closed) return response ?? null;
        throw new Error(`no response within ${timeoutMs} ms (buffer: ${this.buffer.slice(0, 200)})`);
      },
      { timeout: timeoutMs, interval: 10 },
    );
  }

  /** The first complete response in the buffer, removed from it; undefined while it is incomplete. */
  private takeResponse(): { status: number; head: string; body: string } | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end >= 0 && /transfer-encoding:\s*chunked/i.test(this.buffer.slice(0, end))) {
      const head = this.buffer.slice(0, end);
      const terminator = this.buffer.indexOf('\r\n0\r\n\r\n', end);
      if (terminator >= 0) {
        let rest = this.buffer.slice(end + 4, terminator + 2);
        let body = '';
        while (rest.length > 0) {
          const lineEnd = rest.indexOf('\r\n');
          const size = parseInt(rest.slice(0, lineEnd), 16);
          body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
          rest = rest.slice(lineEnd + 2 + size + 2);
        }
        this.buffer = this.buffer.slice(terminator + 7);
        return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? '0'), head, body };
      }
    } else if (end >= 0) {
      const head = this.buffer.slice(0, end);
      const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? '0');
      if (Buffer.byteLength(this.buffer.slice(end + 4)) >= length) {
        const rest = Buffer.from(this.buffer.slice(end + 4));
        const body = rest.subarray(0, length).toString('utf8');
        this.buffer = rest.subarray(length).toString('utf8');
        return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? '0'), head, body };
      }
    }
    return undefined;
  }

  /** Resolves once the server closed the connection; false on timeout. */
  async waitClosed(timeoutMs = 10_000): Promise<boolean> {
    try {
      await vi.waitFor(
        () => {
          if (!this.closed) throw new Error('open');
        },
        { timeout: timeoutMs, interval: 10 },
      );
      return true;
    } catch {
      return false;
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

export interface WireMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

/**
 * A raw graphql-transport-ws client: frames are written by hand (so a test can send what no
 * well-behaved client library would, e.g. variables too deep to JSON.stringify), every frame
 * received is kept, and reading can be paused at the socket.
 */
export class RawWs {
  readonly messages: WireMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: import('ws').WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(String(data)) as WireMessage));
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
    ws.on('error', () => {});
  }

  /** Opens and initialises a connection; resolves after connection_ack (or rejects with the close). */
  static async connect(url: string, connectionParams: Record<string, unknown> = {}): Promise<RawWs> {
    const { WebSocket } = await import('ws');
    const ws = new WebSocket(url, 'graphql-transport-ws');
    const client = new RawWs(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
    await vi.waitFor(
      () => {
        if (!client.messages.some((m) => m.type === 'connection_ack') && !client.closed) throw new Error('no connection_ack');
      },
      { timeout: 10_000, interval: 5 },
    );
    if (client.closed) throw new Error(`closed before ack: ${client.closed.code} ${client.closed.reason}`);
    return client;
  }

  subscribe(id: string, query: string, variables: Record<string, unknown> = {}): void {
    this.ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
  }

  /** Sends a frame given as raw JSON text. */
  sendRaw(text: string): void {
    this.ws.send(text);
  }

  complete(id: string): void {
    this.ws.send(JSON.stringify({ id, type: 'complete' }));
  }

  pause(): void {
    this.ws.pause();
  }

  resume(): void {
    this.ws.resume();
  }

  of(id: string): WireMessage[] {
    return this.messages.filter((m) => m.id === id);
  }

  /** Waits until a frame for `id` matches `type`; returns it. */
  async waitFor(id: string, type: string, timeoutMs = 10_000): Promise<WireMessage> {
    return vi.waitFor(
      () => {
        const found = this.of(id).find((m) => m.type === type);
        if (found) return found;
        throw new Error(
          `no ${type} for ${id} within ${timeoutMs} ms (got ${JSON.stringify(this.of(id)).slice(0, 300)}; closed ${JSON.stringify(this.closed)})`,
        );
      },
      { timeout: timeoutMs, interval: 5 },
    );
  }

  /** Waits for the n-th `next` frame of `id`. */
  async waitForNexts(id: string, n: number, timeoutMs = 10_000): Promise<WireMessage[]> {
    return vi.waitFor(
      () => {
        const nexts = this.of(id).filter((m) => m.type === 'next');
        if (nexts.length >= n) return nexts;
        throw new Error(`only ${nexts.length}/${n} next frames for ${id} (closed ${JSON.stringify(this.closed)})`);
      },
      { timeout: timeoutMs, interval: 5 },
    );
  }

  async waitClosed(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    return vi.waitFor(
      () => {
        if (!this.closed) throw new Error('socket still open');
        return this.closed;
      },
      { timeout: timeoutMs, interval: 5 },
    );
  }

  close(): void {
    this.ws.terminate();
  }
}

/** The first GraphQL error code in an `error` frame's payload or a `next` frame's errors. */
/** Waits for a frame of `id` (an `error`, or a `next` carrying errors) that has an error code; returns the code. */
export async function waitForCode(ws: RawWs, id: string, timeoutMs = 10_000): Promise<string | undefined> {
  return vi.waitFor(
    () => {
      const frame = ws.of(id).find((m) => frameCode(m) !== undefined);
      if (frame) return frameCode(frame);
      throw new Error(`no coded error for ${id} (got ${JSON.stringify(ws.of(id)).slice(0, 300)})`);
    },
    { timeout: timeoutMs, interval: 5 },
  );
}

export function frameCode(frame: WireMessage | undefined): string | undefined {
  const payload = frame?.payload as { extensions?: { code?: string } }[] | { errors?: { extensions?: { code?: string } }[] } | undefined;
  if (Array.isArray(payload)) return payload[0]?.extensions?.code;
  return payload?.errors?.[0]?.extensions?.code;
}

/** A raw SSE subscription (POST, Accept: text/event-stream): its parsed `next` results, and whether it ended. */
export async function sseOnce(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; results: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }[]; text: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body,
  });
  const text = await response.text();
  const results = text
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n'),
    )
    .filter((data) => data.startsWith('{'))
    .map((data) => JSON.parse(data));
  if (text.trimStart().startsWith('{')) results.push(JSON.parse(text));
  return { status: response.status, results, text };
}

/** A live SSE subscription over a raw HTTP request (any headers): results as they arrive. */
export class RawSse {
  readonly results: { data?: unknown; errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[] }[] = [];
  status = 0;
  ended = false;
  private text = '';
  private readonly req: import('node:http').ClientRequest;
  private res: import('node:http').IncomingMessage | null = null;

  private constructor(req: import('node:http').ClientRequest) {
    this.req = req;
  }

  static async open(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<RawSse> {
    const { request } = await import('node:http');
    let sse!: RawSse;
    const started = new Promise<void>((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers } },
        (res) => {
          sse.status = res.statusCode ?? 0;
          sse.res = res;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => sse.parse(chunk));
          res.on('end', () => (sse.ended = true));
          res.on('error', () => (sse.ended = true));
          resolve();
        },
      );
      req.on('error', (error) => {
        sse.ended = true;
        reject(error);
      });
      sse = new RawSse(req);
      req.end(JSON.stringify({ query, variables }));
    });
    await started;
    return sse;
  }

  get errors() {
    return this.results.flatMap((r) => r.errors ?? []);
  }

  get data() {
    return this.results.filter((r) => r.data != null).map((r) => r.data);
  }

  async waitFor(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    await vi.waitFor(
      () => {
        if (!condition()) {
          throw new Error(`SSE: timed out waiting for ${what} (results ${JSON.stringify(this.results).slice(0, 400)}, ended ${this.ended})`);
        }
      },
      { timeout: timeoutMs, interval: 5 },
    );
  }

  /** Stops reading the response: the kernel buffers fill, then the server's writes stall. */
  pause(): void {
    this.res?.pause();
  }

  resume(): void {
    this.res?.resume();
  }

  close(): void {
    this.req.destroy();
  }

  private parse(chunk: string): void {
    this.text += chunk;
    let end: number;
    while ((end = this.text.indexOf('\n\n')) >= 0) {
      const block = this.text.slice(0, end);
      this.text = this.text.slice(end + 2);
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      if (data.startsWith('{')) this.results.push(JSON.parse(data));
    }
  }
}
