// Small helpers the security / robustness suites share: a raw GraphQL POST that never throws
// (a refused connection is an outcome too), a /metrics reader, and a raw HTTP/1.1 connection
// for tests that must control exactly which socket a request travels on.
import { connect, type Socket } from 'node:net';

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

  /** Waits for one complete response (by Content-Length) and removes it from the buffer; null if the connection closed first. */
  async response(timeoutMs = 10_000): Promise<{ status: number; head: string; body: string } | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end >= 0) {
        const head = this.buffer.slice(0, end);
        const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? '0');
        if (Buffer.byteLength(this.buffer.slice(end + 4)) >= length) {
          const rest = Buffer.from(this.buffer.slice(end + 4));
          const body = rest.subarray(0, length).toString('utf8');
          this.buffer = rest.subarray(length).toString('utf8');
          return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? '0'), head, body };
        }
      }
      if (this.closed) return null;
      if (Date.now() > deadline) throw new Error(`no response within ${timeoutMs} ms (buffer: ${this.buffer.slice(0, 200)})`);
      await sleep(10);
    }
  }

  /** Resolves once the server closed the connection; false on timeout. */
  async waitClosed(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) return false;
      await sleep(10);
    }
    return true;
  }

  destroy(): void {
    this.socket.destroy();
  }
}
