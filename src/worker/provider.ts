// One streamed Chat Completions call through the official `openai` client, with the
// outcome reduced to what the service needs: the text, the usage, or the provider's error.
// What the provider may make the worker hold is bounded: the answer by the service's text
// limit (reading stops and the call is aborted there), each server-sent event and error body
// by boundedFetch, the answer's length in tokens by `max_tokens`.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { boundedFetch } from './bounded-fetch.js';
import { ProviderError } from './provider-error.js';
import { AnswerText, clipped, storableText } from './storable-text.js';

export { ProviderError } from './provider-error.js';

export interface PromptMessage {
  role: 'SYSTEM' | 'DEVELOPER' | 'USER' | 'ASSISTANT';
  content: string;
  /** A SYSTEM message keyed `tools` declares the session's tools (docs/semantics/conversation.md). */
  key?: string | null;
  functionCalls?: readonly { callId: string; functionId: string; arguments?: unknown }[] | null;
  functionResult?: { callId: string; functionId: string } | null;
}

/** A tool call the model made, as the service settles it. */
interface FunctionCall {
  callId: string;
  functionId: string;
  arguments?: unknown;
}

/** The prompt message that declares the session's tools. */
const TOOLS_KEY = 'tools';
const declaresTools = (m: PromptMessage) => m.role === 'SYSTEM' && m.key === TOOLS_KEY;

/**
 * The tools a prompt declares: the JSON array of Chat Completions tool definitions in its
 * SYSTEM message keyed `tools`; none when absent or not such an array.
 */
export function toolsOf(prompt: readonly PromptMessage[]): ChatCompletionTool[] | null {
  const declared = prompt.find(declaresTools);
  if (!declared) return null;
  try {
    const tools = JSON.parse(declared.content) as unknown;
    return Array.isArray(tools) && tools.length > 0 ? (tools as ChatCompletionTool[]) : null;
  } catch {
    return null;
  }
}

interface ProviderUsage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens?: number;
  reasoningOutputTokens?: number;
}

export interface Completion {
  /** Storable (no NUL, no lone surrogate) and at most `maxTextBytes` of UTF-8. */
  text: string;
  usage: ProviderUsage | null;
  /** What the provider reported beside the text (ids, finish reason), for `rawResponse`; `length` when the text limit cut the answer. */
  raw: { id: string | null; model: string | null; finishReason: string | null };
  /** The tool calls the model made (only when the prompt declared tools). */
  functionCalls: FunctionCall[];
}

/** Longest id, model name or finish reason kept from the provider's chunks. */
const MAX_RAW_FIELD_CHARS = 256;
const rawField = (value: unknown): string | null => (typeof value === 'string' ? clipped(storableText(value), MAX_RAW_FIELD_CHARS) : null);

/** The prompt as Chat Completions messages. DEVELOPER goes as `system`: every OpenAI-compatible server knows it. */
export function toChatMessages(prompt: readonly PromptMessage[]): ChatCompletionMessageParam[] {
  return prompt.filter((m) => !declaresTools(m)).map(toChatMessage); // the tools go as `tools`
}

function toChatMessage(m: PromptMessage): ChatCompletionMessageParam {
  switch (m.role) {
    case 'SYSTEM':
    case 'DEVELOPER':
      return { role: 'system', content: m.content };
    case 'USER':
      return m.functionResult ? { role: 'tool', tool_call_id: m.functionResult.callId, content: m.content } : { role: 'user', content: m.content };
    case 'ASSISTANT':
      if (!m.functionCalls || m.functionCalls.length === 0) return { role: 'assistant', content: m.content };
      return {
        role: 'assistant',
        content: m.content === '' ? null : m.content,
        tool_calls: m.functionCalls.map((c) => ({
          id: c.callId,
          type: 'function' as const,
          function: { name: c.functionId, arguments: c.arguments === undefined || c.arguments === null ? '{}' : JSON.stringify(c.arguments) },
        })),
      };
  }
}

/** Tool-call deltas joined by index: the id and name come once, the arguments in pieces. */
class ToolCalls {
  private readonly byIndex = new Map<number, { id: string; name: string; args: string }>();

  push(deltas: NonNullable<ChatCompletionChunk['choices'][number]['delta']['tool_calls']>): void {
    for (const d of deltas) {
      const call = this.byIndex.get(d.index) ?? { id: '', name: '', args: '' };
      if (d.id) call.id = d.id;
      if (d.function?.name) call.name += d.function.name;
      if (d.function?.arguments) call.args += d.function.arguments;
      this.byIndex.set(d.index, call);
    }
  }

  /** The complete calls, in index order; arguments parsed as JSON (kept as the raw string when they do not parse). */
  done(): FunctionCall[] {
    return [...this.byIndex.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([, c]) => {
        if (c.name === '') return [];
        let args: unknown = c.args;
        try {
          args = c.args === '' ? {} : JSON.parse(c.args);
        } catch {
          // A model may emit arguments that are not JSON: pass them on as text.
        }
        return [
          {
            callId: c.id === '' ? `call_${c.name}` : clipped(storableText(c.id), MAX_RAW_FIELD_CHARS),
            functionId: clipped(storableText(c.name), MAX_RAW_FIELD_CHARS),
            arguments: args,
          },
        ];
      });
  }
}

export interface StreamOptions {
  model: string;
  prompt: readonly PromptMessage[];
  /** Aborting it stops the call; the provider sees its connection closed. */
  signal: AbortSignal;
  /** Longest silence (before the first byte and between tokens) before failing with a timeout. */
  idleTimeoutMs: number;
  /** The answer's limit in bytes of UTF-8 (the service's MAX_TEXT_BYTES): reading stops there. */
  maxTextBytes: number;
  /** Sent as `max_tokens`. */
  maxTokens: number;
  /** Each storable piece of the answer, in order, within `maxTextBytes` in total. */
  onDelta(text: string): void;
}

/**
 * The largest server-sent event (or error body) accepted: room for one delta as large as the
 * whole answer, JSON-escaped at twice its UTF-8 size, plus the chunk's envelope.
 */
const maxEventBytes = (maxTextBytes: number): number => 2 * maxTextBytes + 64 * 1024;

export function createProvider(options: { baseURL?: string | undefined; apiKey?: string | undefined; maxTextBytes: number }): OpenAI {
  return new OpenAI({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    // Local servers (Ollama, vLLM) ignore the key, but the client insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    // The service retries failed requests with its own backoff and attempt limit.
    maxRetries: 0,
    fetch: boundedFetch(maxEventBytes(options.maxTextBytes)),
  });
}

/**
 * Streams one completion. Resolves with the text and usage; rejects with ProviderError
 * (rate limit, 5xx, timeout, …) or, when `signal` aborted it, with the signal's reason.
 */
export async function streamCompletion(client: OpenAI, options: StreamOptions): Promise<Completion> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), options.idleTimeoutMs);
  };
  const signal = AbortSignal.any([options.signal, idle.signal]);
  const answer = new AnswerText(options.maxTextBytes);
  let usage: ProviderUsage | null = null;
  const raw: Completion['raw'] = { id: null, model: null, finishReason: null };
  const tools = toolsOf(options.prompt);
  const toolCalls = new ToolCalls();
  touch();
  try {
    const stream = await client.chat.completions.create(
      {
        model: options.model,
        messages: toChatMessages(options.prompt),
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: options.maxTokens,
        ...(tools ? { tools } : {}),
      },
      { signal, timeout: options.idleTimeoutMs },
    );
    for await (const chunk of stream) {
      touch();
      raw.id ??= rawField(chunk.id);
      raw.model ??= rawField(chunk.model);
      const choice = chunk.choices?.[0];
      if (choice?.finish_reason) raw.finishReason = rawField(choice.finish_reason);
      if (tools && choice?.delta?.tool_calls) toolCalls.push(choice.delta.tool_calls);
      const delta = choice?.delta?.content;
      if (typeof delta === 'string' && delta !== '') {
        const piece = answer.push(delta);
        if (piece) options.onDelta(piece);
        if (answer.full) {
          // Leaving the loop aborts the provider call: nothing more is read.
          raw.finishReason = 'length';
          break;
        }
      }
      if (chunk.usage) usage = usageOf(chunk.usage) ?? usage;
    }
    if (signal.aborted) throw abortReason(options.signal, idle.signal, options.idleTimeoutMs);
    const rest = answer.end();
    if (rest) options.onDelta(rest);
    return { text: answer.text, usage, raw, functionCalls: toolCalls.done() };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (idle.signal.aborted) throw abortReason(options.signal, idle.signal, options.idleTimeoutMs);
    throw toProviderError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** A token count the service accepts (a non-negative safe integer), else undefined. */
const tokenCount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** The provider's usage, or null when it reports no usable input and output counts. */
function usageOf(reported: NonNullable<ChatCompletionChunk['usage']>): ProviderUsage | null {
  const inputTokens = tokenCount(reported.prompt_tokens);
  const outputTokens = tokenCount(reported.completion_tokens);
  if (inputTokens === undefined || outputTokens === undefined) return null;
  const usage: ProviderUsage = { inputTokens, outputTokens };
  const cached = tokenCount(reported.prompt_tokens_details?.cached_tokens);
  const reasoning = tokenCount(reported.completion_tokens_details?.reasoning_tokens);
  if (cached !== undefined) usage.cachedInputTokens = cached;
  if (reasoning !== undefined) usage.reasoningOutputTokens = reasoning;
  return usage;
}

function abortReason(outer: AbortSignal, idle: AbortSignal, idleMs: number): unknown {
  if (outer.aborted) return outer.reason;
  if (idle.aborted) return new ProviderError(`The provider sent nothing for ${idleMs} ms (timeout).`, 'timeout', null, null);
  return new ProviderError('The stream ended unexpectedly.', 'connection', null, null);
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) return new ProviderError(`Provider timeout: ${error.message}`, 'timeout', null, null);
  if (error instanceof APIUserAbortError) return new ProviderError('The provider call was aborted.', 'connection', null, null);
  if (error instanceof APIError) {
    const status = typeof error.status === 'number' ? error.status : null;
    const kind = status === 429 ? 'rate_limited' : status !== null && status >= 500 ? 'server' : status === null ? 'connection' : 'client';
    return new ProviderError(error.message, kind, status, error.error ?? null);
  }
  return new ProviderError(error instanceof Error ? error.message : String(error), 'connection', null, null);
}
