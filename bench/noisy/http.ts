// GraphQL over HTTP for the noisy-neighbour scenario: every call resolves (never throws) with
// what the caller got — OK, the first error's `extensions.code`, an HTTP status without a code,
// a socket error or a client-side timeout — so both tenants can count outcomes by code.
// Bodies larger than `keepBytes` are not parsed: their head and tail are searched for an error
// code, so a tenant asking for hundreds of megabytes does not stall its own event loop.
import http from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Outcome {
  /** 'OK', an error code, `HTTP_<status>`, `SOCKET_<code>` or 'CLIENT_TIMEOUT'. */
  code: string;
  ms: number;
  status: number;
  bytes: number;
  data?: any;
  message?: string;
}

const CODE_RE = /"code"\s*:\s*"([A-Z_]+)"/;

function classify(status: number, head: string, tail: string, full: string | null): Pick<Outcome, 'code' | 'data' | 'message'> {
  if (full !== null) {
    try {
      const parsed = JSON.parse(full) as { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] };
      if (parsed.errors?.length) {
        const e = parsed.errors[0]!;
        return { code: e.extensions?.code ?? (status === 200 ? 'NO_CODE' : `HTTP_${status}`), data: parsed.data, message: e.message?.slice(0, 200) };
      }
      if (status !== 200) return { code: `HTTP_${status}` };
      return { code: 'OK', data: parsed.data };
    } catch {
      return { code: `HTTP_${status}`, message: full.slice(0, 200) };
    }
  }
  // Not parsed (too large): an error object is at the start (errors first) or at the end.
  const errorsAt = head.indexOf('"errors"') >= 0 ? head : tail.indexOf('"errors"') >= 0 ? tail : null;
  if (errorsAt) return { code: CODE_RE.exec(errorsAt.slice(errorsAt.indexOf('"errors"')))?.[1] ?? 'NO_CODE' };
  return { code: status === 200 ? 'OK' : `HTTP_${status}` };
}

export class GraphQLHttp {
  readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;
  private readonly open = new Set<http.ClientRequest>();

  constructor(
    baseUrl: string,
    private readonly token: string | null,
    maxSockets = 16,
  ) {
    const u = new URL(baseUrl);
    this.host = u.hostname;
    this.port = Number(u.port);
    // `timeout` is what makes Node's agent honour the server's `Keep-Alive: timeout=5` hint (it
    // drops an idle socket a second before the server would): without it the agent keeps idle
    // sockets forever and now and then writes a request to one the server is closing (ECONNRESET).
    this.agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, timeout: 60_000 });
  }

  post(query: string, variables: Record<string, unknown> = {}, opts: { timeoutMs?: number; keepBytes?: number } = {}): Promise<Outcome> {
    const body = JSON.stringify({ query, variables });
    const keepBytes = opts.keepBytes ?? 8 * 1024 * 1024;
    const timeoutMs = opts.timeoutMs ?? 30_000;
    const t0 = performance.now();
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const done = (o: Omit<Outcome, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.open.delete(req);
        resolve({ ...o, ms: performance.now() - t0 });
      };
      const headers: Record<string, string | number> = {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'content-length': Buffer.byteLength(body),
      };
      if (this.token) headers.authorization = `Bearer ${this.token}`;
      const req = http.request({ host: this.host, port: this.port, path: '/graphql', method: 'POST', agent: this.agent, headers }, (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let bytes = 0;
        let head = '';
        let tail = Buffer.alloc(0);
        res.on('data', (c: Buffer) => {
          bytes += c.length;
          if (bytes <= keepBytes) chunks.push(c);
          else {
            if (chunks.length) {
              head = Buffer.concat(chunks).subarray(0, 4096).toString('utf8');
              chunks.length = 0;
            }
            tail = Buffer.concat([tail, c]).subarray(-65536);
          }
        });
        res.on('end', () => {
          const full = bytes <= keepBytes ? Buffer.concat(chunks).toString('utf8') : null;
          done({ status, bytes, ...classify(status, head, tail.toString('utf8'), full) });
        });
        res.on('error', (e: NodeJS.ErrnoException) => done({ code: `SOCKET_${e.code ?? 'ERROR'}`, status, bytes }));
      });
      this.open.add(req);
      const timer = setTimeout(() => {
        done({ code: 'CLIENT_TIMEOUT', status: 0, bytes: 0 });
        req.destroy();
      }, timeoutMs);
      req.on('error', (e: NodeJS.ErrnoException) => done({ code: `SOCKET_${e.code ?? 'ERROR'}`, status: 0, bytes: 0, message: e.message }));
      req.end(body);
    });
  }

  /** Aborts every request in flight (they resolve as SOCKET_ errors) and closes the sockets. */
  close(): void {
    for (const req of this.open) req.destroy();
    this.agent.destroy();
  }
}

/** Multipart uploadAttachment (the GraphQL multipart request spec), as a browser would send it. */
export async function uploadAttachment(baseUrl: string, token: string, sessionId: string, bytes: Uint8Array, filename: string): Promise<string> {
  const form = new FormData();
  const query = 'mutation Upload($input: UploadAttachmentInput!) { uploadAttachment(input: $input) { attachment { id } } }';
  form.append('operations', JSON.stringify({ query, variables: { input: { sessionId, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([bytes as BlobPart], { type: 'text/plain' }), filename);
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const text = await res.text();
  let body: { data?: { uploadAttachment?: { attachment: { id: string } } }; errors?: { extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text);
  } catch {}
  const id = body.data?.uploadAttachment?.attachment.id;
  if (!id)
    throw Object.assign(new Error(`upload failed (${res.status}): ${(body.errors ? JSON.stringify(body.errors) : text).slice(0, 300)}`), {
      code: body.errors?.[0]?.extensions?.code ?? `HTTP_${res.status}`,
    });
  return id;
}

export interface SlowBodyOptions {
  host: string;
  port: number;
  /** The Content-Length announced (the body never gets there). */
  announcedBytes: number;
  token: string | null;
  /** One byte every this many ms. */
  byteIntervalMs: number;
}

/**
 * A request that announces a large body and then trickles it a byte at a time. Resolves with
 * what the server did: its HTTP status and error code when it answered, or how the socket ended.
 */
export function slowBody(o: SlowBodyOptions, stop: AbortSignal): Promise<{ code: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const socket: Socket = connect(o.port, o.host);
    let answer = '';
    let settled = false;
    const finish = (code: string) => {
      if (settled) return;
      settled = true;
      clearInterval(trickle);
      stop.removeEventListener('abort', onStop);
      socket.destroy();
      resolve({ code, ms: performance.now() - t0 });
    };
    const onStop = () => finish('OPEN_AT_STOP');
    stop.addEventListener('abort', onStop);
    const trickle = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(' ');
    }, o.byteIntervalMs);
    socket.once('connect', () => {
      const lines = [
        'POST /graphql HTTP/1.1',
        `Host: ${o.host}:${o.port}`,
        'Content-Type: application/json',
        `Content-Length: ${o.announcedBytes}`,
        ...(o.token ? [`Authorization: Bearer ${o.token}`] : []),
        '',
        '',
      ];
      socket.write(lines.join('\r\n'));
      socket.write('{');
    });
    /** "HTTP_<status> <code>" of the answer so far (the code when its body has one). */
    const answered = () => {
      const status = /^HTTP\/1\.\d (\d{3})/.exec(answer)?.[1] ?? 'PARTIAL';
      const code = CODE_RE.exec(answer)?.[1];
      return `HTTP_${status}${code ? ` ${code}` : ''}`;
    };
    socket.on('data', (c: Buffer) => {
      answer += c.toString('utf8');
      // Give the body a moment to arrive whole, then classify by status and code.
      if (/^HTTP\/1\.\d \d{3}/.test(answer) && answer.includes('\r\n\r\n')) setTimeout(() => finish(answered()), 50);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => finish(answer ? answered() : `SOCKET_${e.code ?? 'ERROR'}`));
    socket.on('close', () => finish(answer ? answered() : 'CLOSED_WITHOUT_ANSWER'));
  });
}
