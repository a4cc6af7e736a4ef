// One streamed Chat Completions call through the official `openai` client, with the
// outcome reduced to what the service needs: the text, the usage, or the provider's error.
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

export interface PromptMessage {
  role: 'SYSTEM' | 'DEVELOPER' | 'USER' | 'ASSISTANT';
  content: string;
}

export interface ProviderUsage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens?: number;
  reasoningOutputTokens?: number;
}

export interface Completion {
  text: string;
  usage: ProviderUsage | null;
  /** What the provider reported beside the text (ids, finish reason), for `rawResponse`. */
  raw: { id: string | null; model: string | null; finishReason: string | null };
}

/** A provider failure worth settling as FAILED (the service then retries). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate_limited' | 'server' | 'client' | 'timeout' | 'connection',
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The prompt as Chat Completions messages. DEVELOPER goes as `system`: every OpenAI-compatible server knows it. */
export function toChatMessages(prompt: readonly PromptMessage[]): ChatCompletionMessageParam[] {
  return prompt.map((m) => {
    switch (m.role) {
      case 'SYSTEM':
      case 'DEVELOPER':
        return { role: 'system', content: m.content };
      case 'USER':
        return { role: 'user', content: m.content };
      case 'ASSISTANT':
        return { role: 'assistant', content: m.content };
    }
  });
}

export interface StreamOptions {
  model: string;
  prompt: readonly PromptMessage[];
  /** Aborting it stops the call; the provider sees its connection closed. */
  signal: AbortSignal;
  /** Longest silence (before the first byte and between tokens) before failing with a timeout. */
  idleTimeoutMs: number;
  onDelta(text: string): void;
}

export function createProvider(options: { baseURL?: string | undefined; apiKey?: string | undefined }): OpenAI {
  return new OpenAI({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    // Local servers (Ollama, vLLM) ignore the key, but the client insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    // The service retries failed requests with its own backoff and attempt limit.
    maxRetries: 0,
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
  let text = '';
  let usage: ProviderUsage | null = null;
  const raw: Completion['raw'] = { id: null, model: null, finishReason: null };
  touch();
  try {
    const stream = await client.chat.completions.create(
      { model: options.model, messages: toChatMessages(options.prompt), stream: true, stream_options: { include_usage: true } },
      { signal, timeout: options.idleTimeoutMs },
    );
    for await (const chunk of stream) {
      touch();
      raw.id ??= chunk.id ?? null;
      raw.model ??= chunk.model ?? null;
      const choice = chunk.choices[0];
      if (choice?.finish_reason) raw.finishReason = choice.finish_reason;
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        options.onDelta(delta);
      }
      if (chunk.usage) {
        usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
        const cached = chunk.usage.prompt_tokens_details?.cached_tokens;
        const reasoning = chunk.usage.completion_tokens_details?.reasoning_tokens;
        if (typeof cached === 'number') usage.cachedInputTokens = cached;
        if (typeof reasoning === 'number') usage.reasoningOutputTokens = reasoning;
      }
    }
    if (signal.aborted) throw abortReason(options.signal, idle.signal, options.idleTimeoutMs);
    return { text, usage, raw };
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (idle.signal.aborted) throw abortReason(options.signal, idle.signal, options.idleTimeoutMs);
    throw toProviderError(error);
  } finally {
    clearTimeout(timer);
  }
}

function abortReason(outer: AbortSignal, idle: AbortSignal, idleMs: number): unknown {
  if (outer.aborted) return outer.reason;
  if (idle.aborted) return new ProviderError(`The provider sent nothing for ${idleMs} ms (timeout).`, 'timeout', null, null);
  return new ProviderError('The stream ended unexpectedly.', 'connection', null, null);
}

export function toProviderError(error: unknown): ProviderError {
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
