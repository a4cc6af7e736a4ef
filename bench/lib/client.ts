// GraphQL over HTTP keep-alive (node:http Agent) and over WebSocket (graphql-ws + ws), and stats.
import http from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export class Gql {
  readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets = 64) {
    const u = new URL(baseUrl);
    this.host = u.hostname;
    this.port = Number(u.port);
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  /** Posts one operation; resolves with data, throws on transport or GraphQL errors. */
  request<T = any>(query: string, variables: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const body = JSON.stringify({ query, variables });
    return new Promise<T>((resolve, reject) => {
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          path: '/graphql',
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: { data?: T; errors?: { message: string; extensions?: unknown }[] };
            try {
              parsed = JSON.parse(text);
            } catch {
              reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 300)}`));
              return;
            }
            if (parsed.errors?.length) reject(new Error(`GraphQL error: ${JSON.stringify(parsed.errors).slice(0, 500)}`));
            else resolve(parsed.data as T);
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`request timed out after ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** GET on a plain path (health); resolves with the status. */
  get(path: string, timeoutMs = 10_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: this.host, port: this.port, path, method: 'GET', agent: this.agent, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** One graphql-ws client on its own WebSocket; resolves once the server acknowledged the connection. */
export function wsClient(url: string, timeoutMs = 30_000): Promise<Client> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`ws connect timed out after ${timeoutMs} ms`)), timeoutMs);
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      keepAlive: 0,
      onNonLazyError: (err) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(`ws error: ${String((err as { code?: unknown })?.code ?? err)}`));
      },
    });
    client.on('connected', () => {
      clearTimeout(timer);
      resolve(client);
    });
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

export function summarize(values: readonly number[]) {
  const s = [...values].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    n: s.length,
    p50: r(percentile(s, 50)),
    p90: r(percentile(s, 90)),
    p99: r(percentile(s, 99)),
    max: r(s[s.length - 1] ?? NaN),
    mean: r(s.reduce((a, b) => a + b, 0) / (s.length || 1)),
  };
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Median and range of per-round figures: what a reference figure must hold to on rerun. */
export function spread(values: readonly number[]) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const finite = values.filter((v) => Number.isFinite(v));
  return { median: r(median(finite)), min: r(Math.min(...finite)), max: r(Math.max(...finite)), n: finite.length };
}

export const nowMs = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` over items with at most `limit` in flight. */
export async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return out;
}
