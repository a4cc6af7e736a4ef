// The reference worker's defences as pure pieces: the capped, storable answer text; a
// provider's JSON bounded for rawResponse; the server-sent-event size limit; which service
// failures are retried; and the renewal document (valid, and without the prompt).
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ClientError } from '@agent-conversations/client';
import { boundedJson, CUT_DOWN, STORABLE, TRUNCATED } from '../../src/worker/bounded-json.js';
import { eventSizeLimit } from '../../src/worker/bounded-fetch.js';
import { isRetryable, RENEW_CLAIM_DOCUMENT } from '../../src/worker/service-calls.js';
import { failedResults } from '../../src/worker/settlement.js';
import { ProviderError } from '../../src/worker/provider-error.js';
import { AnswerText, storableText } from '../../src/worker/storable-text.js';
import { ROOT } from '../helpers/process.js';

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

describe('the answer text', () => {
  it('replaces NUL and lone surrogates, keeps pairs', () => {
    expect(storableText('a\u0000b\ud800c\udc00d\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ufffdd\u{1f600}');
  });

  it('joins a surrogate pair split across deltas; a high surrogate left at the end is replaced', () => {
    const answer = new AnswerText(1000);
    const sent = [answer.push('x\ud83d'), answer.push('\ude00y'), answer.push('z\ud800'), answer.end()];
    expect(sent).toEqual(['x', '\u{1f600}y', 'z', '\ufffd']);
    expect(answer.text).toBe('x\u{1f600}yz\ufffd');
  });

  it('stops at the byte limit without splitting a character, and drops what follows', () => {
    const answer = new AnswerText(10);
    expect(answer.push('abcdefgh')).toBe('abcdefgh');
    expect(answer.full).toBe(false);
    // "é" is 2 bytes, "€" 3: only "é" fits in the 2 bytes left.
    expect(answer.push('é€')).toBe('é');
    expect(answer.full).toBe(true);
    expect(answer.push('more')).toBe('');
    expect(answer.end()).toBe('');
    expect(answer.text).toBe('abcdefghé');
    expect(utf8(answer.text)).toBe(10);
  });
});

describe('a provider JSON bounded for rawResponse', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = { inner: value };
    return value;
  };
  const depthOf = (value: unknown): number =>
    value === null || typeof value !== 'object' ? 0 : 1 + Math.max(0, ...Object.values(value).map(depthOf));

  it('cuts depth, long strings and the number of values, marking what was cut', () => {
    const cut = boundedJson({ deep: nested(60), long: 'x'.repeat(5000), many: Array.from({ length: 2000 }, (_, i) => i) }, CUT_DOWN) as Record<
      string,
      unknown
    >;
    expect(depthOf(cut)).toBeLessThanOrEqual(CUT_DOWN.maxDepth);
    expect(JSON.stringify(cut)).toContain(TRUNCATED);
    expect((cut.long as string).length).toBe(CUT_DOWN.maxStringChars);
    expect((cut.long as string).endsWith('…')).toBe(true);
    const many = cut.many as unknown[];
    expect(many.length).toBeLessThan(CUT_DOWN.maxNodes);
    expect(many.at(-1)).toBe(TRUNCATED);
  });

  it('keeps everything but unstorable characters when only made storable; keys stay keys', () => {
    const value = JSON.parse('{"__proto__":{"a\\u0000":"b\\ud800"},"n":[1,true,null]}') as unknown;
    const storable = boundedJson(value, STORABLE);
    expect(JSON.stringify(storable)).toBe('{"__proto__":{"a\ufffd":"b\ufffd"},"n":[1,true,null]}');
  });

  it('a FAILED settlement comes as is, cut down, then without rawResponse', () => {
    const forms = failedResults(new ProviderError('bad\u0000', 'server', 500, { detail: nested(60) }));
    expect(forms.map((f) => f.failed?.errorMessage)).toEqual(['500 server: bad\ufffd', '500 server: bad\ufffd', '500 server: bad\ufffd']);
    expect(depthOf(forms[0]!.failed!.rawResponse)).toBe(62);
    expect(depthOf(forms[1]!.failed!.rawResponse)).toBeLessThanOrEqual(CUT_DOWN.maxDepth);
    expect(forms[2]!.failed).not.toHaveProperty('rawResponse');
  });
});

describe('the server-sent event size limit', () => {
  async function pass(chunks: string[], maxBytes: number): Promise<string> {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return new Response(source.pipeThrough(eventSizeLimit(maxBytes))).text();
  }

  it('passes any number of events each within the limit (LF, CRLF, CR boundaries)', async () => {
    const events = Array.from({ length: 50 }, (_, i) => `data: {"n":${i}}${['\n\n', '\r\n\r\n', '\r\r'][i % 3]}`);
    expect(await pass(events, 20)).toBe(events.join(''));
  });

  it('errors an event (or a line) that grows past the limit, across chunks', async () => {
    await expect(pass(['data: ', 'x'.repeat(30), 'x'.repeat(30)], 50)).rejects.toThrow(/server-sent event longer than 50 bytes/);
    // Lines end, but the event never does.
    await expect(
      pass(
        Array.from({ length: 10 }, () => 'data: x\n'),
        50,
      ),
    ).rejects.toThrow(/longer than 50 bytes/);
  });
});

describe('which service failures the worker retries', () => {
  it('retryable codes and network failures yes; refusals, and any HTTP 4xx but 408/429, no', () => {
    const error = (code: string, status?: number) => new ClientError(code, { code, ...(status === undefined ? {} : { status }) });
    expect(isRetryable(error('NETWORK'))).toBe(true);
    expect(isRetryable(error('OVERLOADED', 200))).toBe(true);
    expect(isRetryable(error('STORAGE_UNAVAILABLE', 503))).toBe(true);
    expect(isRetryable(error('HTTP_ERROR', 502))).toBe(true);
    expect(isRetryable(error('HTTP_ERROR', 429))).toBe(true);
    expect(isRetryable(error('HTTP_ERROR', 413))).toBe(false);
    expect(isRetryable(error('BAD_USER_INPUT', 200))).toBe(false);
    expect(isRetryable(error('NOT_FOUND', 200))).toBe(false);
    expect(isRetryable(error('FORBIDDEN', 200))).toBe(false);
    expect(isRetryable(new Error('aborted'))).toBe(false);
  });
});

describe('the lease renewal document', () => {
  it('fits the schema and does not select the prompt', () => {
    const schema = buildSchema(readFileSync(`${ROOT}/schema.graphql`, 'utf8'));
    const document = parse(RENEW_CLAIM_DOCUMENT);
    expect(validate(schema, document)).toEqual([]);
    expect(RENEW_CLAIM_DOCUMENT).not.toContain('prompt');
  });
});
