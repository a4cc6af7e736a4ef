// A local stand-in for an OpenAI-compatible Chat Completions endpoint: a real HTTP server
// speaking the real wire format, so the worker's `openai` client runs unmodified against it.
//
//   POST {url}/chat/completions  with  "stream": true
//     → 200 text/event-stream: `data: {chat.completion.chunk}` lines (choices[0].delta.content),
//       a finish chunk, the usage chunk when `stream_options.include_usage` is set, `data: [DONE]`.
//   An error reply → its status with an OpenAI-style body `{ "error": { message, type, param, code } }`
//     (or a scripted `body`, e.g. one nested deeper than the service stores).
//
// Hostile replies, for the worker's defences: `endless` sends content deltas until the client
// hangs up (or `limitBytes` were written), `unterminated` opens an SSE line and never ends it.
// Every write waits for the socket to drain, so `bytes` is what the client actually took in
// (plus the socket buffers). Deltas may carry any text, NUL and lone surrogates included.
//
// Replies are scripted per call (`enqueue`), else made by the default (`setDefault`; the
// built-in one answers "Echo: <last user message>" in a few deltas). Every call is recorded
// with its request body and whether the client hung up before the reply ended (an abort).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  cached_tokens?: number;
  reasoning_tokens?: number;
}

export type FakeReply =
  | {
      kind: 'stream';
      /** The content deltas, in order. */
      deltas: string[];
      usage?: FakeUsage;
      /** Pause between deltas (default 0). */
      delayMs?: number;
      /** After this many deltas, wait until `release()` (or the client hangs up) before sending the rest. */
      holdAfter?: number;
      finishReason?: string;
      /** Tool calls streamed after the content deltas (each call's arguments in two pieces); finish reason then `tool_calls`. */
      toolCalls?: { id: string; name: string; arguments: string }[];
    }
  | {
      kind: 'error';
      status: number;
      message?: string;
      type?: string;
      code?: string | null;
      /** The whole response body (JSON) instead of the OpenAI-style error object. */
      body?: unknown;
    }
  /** Content deltas (`delta`, default 1 KiB of "x") until the client hangs up; after `limitBytes` (default 64 MiB) the stream ends normally. */
  | { kind: 'endless'; delta?: string; delayMs?: number; limitBytes?: number }
  /** A chunk's SSE line that never ends: bytes until the client hangs up, or until `limitBytes` (default 64 MiB), then silence. */
  | { kind: 'unterminated'; limitBytes?: number }
  /** Accept the request and never answer (for timeouts). */
  | { kind: 'stall' };

export interface ChatMessage {
  role: string;
  content: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface RecordedCall {
  body: { model?: string; messages?: ChatMessage[]; stream?: boolean; stream_options?: { include_usage?: boolean }; [key: string]: unknown };
  headers: IncomingMessage['headers'];
  /** The reply given. */
  reply: FakeReply;
  /** Deltas written so far. */
  sent: number;
  /** Bytes of the response body written so far. */
  bytes: number;
  /** The reply was written completely. */
  finished: boolean;
  /** The client closed the connection before the reply was complete (e.g. it aborted the stream). */
  closedEarly: boolean;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL, e.g. http://127.0.0.1:PORT/v1 */
  readonly url: string;
  readonly calls: RecordedCall[];
  /** Scripts the next call(s), first in first out. */
  enqueue(...replies: FakeReply[]): void;
  /** The reply for calls with nothing enqueued. */
  setDefault(make: (body: RecordedCall['body']) => FakeReply): void;
  /** Lets the streams held right now continue (later ones hold until the next release). */
  release(): void;
  /** Resolves once `n` calls have arrived. */
  waitForCalls(n: number, timeoutMs?: number): Promise<RecordedCall[]>;
  close(): Promise<void>;
}

const lastUser = (body: RecordedCall['body']) => [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';

/** The built-in default: "Echo: <last user message>" in three deltas, with usage. */
export function echoReply(body: RecordedCall['body']): FakeReply {
  const text = `Echo: ${lastUser(body)}`;
  const third = Math.ceil(text.length / 3);
  return {
    kind: 'stream',
    deltas: [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)].filter((d) => d.length > 0),
    usage: { prompt_tokens: (body.messages ?? []).length * 10, completion_tokens: 3 },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = '';
  req.setEncoding('utf8');
  for await (const chunk of req) data += chunk;
  return data;
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  const calls: RecordedCall[] = [];
  let makeDefault: (body: RecordedCall['body']) => FakeReply = echoReply;
  let releaseHeld: (() => void)[] = [];
  let counter = 0;
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: `Unknown route ${req.method} ${req.url}`, type: 'invalid_request_error', param: null, code: null } }),
      );
      return;
    }
    const body = JSON.parse(await readBody(req)) as RecordedCall['body'];
    const reply = queue.shift() ?? makeDefault(body);
    const call: RecordedCall = { body, headers: req.headers, reply, sent: 0, bytes: 0, finished: false, closedEarly: false };
    calls.push(call);
    res.once('close', () => {
      if (!call.finished) call.closedEarly = true;
    });

    if (reply.kind === 'stall') return;
    if (reply.kind === 'error') {
      const payload = reply.body ?? {
        error: { message: reply.message ?? `Error ${reply.status}`, type: reply.type ?? 'server_error', param: null, code: reply.code ?? null },
      };
      const text = JSON.stringify(payload);
      call.bytes = Buffer.byteLength(text);
      res.writeHead(reply.status, { 'content-type': 'application/json', 'x-request-id': `req_${++counter}` });
      res.end(text);
      call.finished = true;
      return;
    }

    const id = `chatcmpl-${++counter}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? 'fake-model';
    const chunk = (choices: unknown[], extra: object = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices, ...extra })}\n\n`;
    const write = (text: string) => {
      if (res.destroyed) return;
      call.bytes += Buffer.byteLength(text);
      res.write(text);
    };
    /** Writes, then waits until the socket takes more (or closes): a reader that stops reading stops the writer. */
    const writeDrained = async (text: string): Promise<boolean> => {
      if (res.destroyed || call.closedEarly) return false;
      call.bytes += Buffer.byteLength(text);
      if (!res.write(text)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
      return !res.destroyed && !call.closedEarly;
    };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    write(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]));
    if (reply.kind === 'unterminated') {
      const limit = reply.limitBytes ?? 64 * 1024 * 1024;
      const piece = 'x'.repeat(64 * 1024);
      if (!(await writeDrained(`data: {"id":"${id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"`))) return;
      while (call.bytes < limit) if (!(await writeDrained(piece))) return;
      return; // silence, the line still open, until the client hangs up
    }
    if (reply.kind === 'endless') {
      const limit = reply.limitBytes ?? 64 * 1024 * 1024;
      const delta = reply.delta ?? 'x'.repeat(1024);
      while (call.bytes < limit) {
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (!(await writeDrained(chunk([{ index: 0, delta: { content: delta }, logprobs: null, finish_reason: null }])))) return;
        call.sent += 1;
      }
      write(chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]));
      write('data: [DONE]\n\n');
      call.finished = true;
      res.end();
      return;
    }
    for (const [i, delta] of reply.deltas.entries()) {
      if (reply.holdAfter !== undefined && i === reply.holdAfter) {
        await new Promise<void>((resolve) => {
          releaseHeld.push(resolve);
          res.once('close', () => resolve());
        });
      }
      if (res.destroyed || call.closedEarly) return;
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      write(chunk([{ index: 0, delta: { content: delta }, logprobs: null, finish_reason: null }]));
      call.sent += 1;
    }
    for (const [index, call] of (reply.toolCalls ?? []).entries()) {
      const half = Math.ceil(call.arguments.length / 2);
      write(
        chunk([
          {
            index: 0,
            delta: {
              tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } }],
            },
            logprobs: null,
            finish_reason: null,
          },
        ]),
      );
      write(
        chunk([
          { index: 0, delta: { tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }, logprobs: null, finish_reason: null },
        ]),
      );
    }
    const finish = reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop');
    write(chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: finish }]));
    if (body.stream_options?.include_usage && reply.usage) {
      const u = reply.usage;
      write(
        chunk([], {
          usage: {
            prompt_tokens: u.prompt_tokens,
            completion_tokens: u.completion_tokens,
            total_tokens: u.prompt_tokens + u.completion_tokens,
            prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0, audio_tokens: 0 },
            completion_tokens_details: {
              reasoning_tokens: u.reasoning_tokens ?? 0,
              audio_tokens: 0,
              accepted_prediction_tokens: 0,
              rejected_prediction_tokens: 0,
            },
          },
        }),
      );
    }
    write('data: [DONE]\n\n');
    call.finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    enqueue: (...replies) => void queue.push(...replies),
    setDefault: (make) => {
      makeDefault = make;
    },
    release: () => {
      const waiting = releaseHeld;
      releaseHeld = [];
      for (const resolve of waiting) resolve();
    },
    async waitForCalls(n, timeoutMs = 15_000) {
      await vi.waitFor(
        () => {
          if (calls.length < n) throw new Error(`fake provider: ${calls.length} of ${n} calls after ${timeoutMs} ms`);
        },
        { timeout: timeoutMs, interval: 10 },
      );
      return calls;
    },
    close: async () => {
      for (const resolve of releaseHeld) resolve();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
