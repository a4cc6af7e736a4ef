// The zod schemas built from the limits: every limit just under and just over, NUL refusal,
// base64 / MIME checks, and how check() names the offending field.
import { describe, expect, it } from 'vitest';
import { limitsSchema } from '../../src/config.js';
import { ServiceError } from '../../src/domain/errors.js';
import { check, makeValidators } from '../../src/domain/validation.js';

const limits = limitsSchema.parse({
  maxIdLength: 8,
  maxTextBytes: 16,
  maxMessageBytes: 400,
  maxBlocksPerMessage: 3,
  maxMetadataBytes: 32,
  maxJsonDepth: 3,
  maxShortTextLength: 10,
});
const s = makeValidators(limits);
const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

const nest = (depth: number): unknown => (depth === 0 ? 1 : { a: nest(depth - 1) });
const nestArray = (depth: number): unknown => (depth === 0 ? 1 : [nestArray(depth - 1)]);

describe('shortText (maxShortTextLength 10)', () => {
  it.each([
    ['empty', '', true],
    ['10 chars', 'x'.repeat(10), true],
    ['11 chars', 'x'.repeat(11), false],
    ['10 multi-byte chars', 'é'.repeat(10), true],
    ['NUL', 'a\u0000b', false],
  ])('%s', (_n, v, expected) => expect(ok(s.shortText, v)).toBe(expected));
});

describe('text (maxTextBytes 16, counted in UTF-8 bytes)', () => {
  it.each([
    ['16 ASCII bytes', 'x'.repeat(16), true],
    ['17 ASCII bytes', 'x'.repeat(17), false],
    ['8 × é = 16 bytes', 'é'.repeat(8), true],
    ['9 × é = 18 bytes', 'é'.repeat(9), false],
    ['4 emoji = 16 bytes', '😀'.repeat(4), true],
    ['4 emoji + 1 = 17 bytes', `${'😀'.repeat(4)}x`, false],
    ['NUL', '\u0000', false],
    ['empty', '', true],
  ])('%s', (_n, v, expected) => expect(ok(s.text, v)).toBe(expected));
});

describe('callerId (maxIdLength 8)', () => {
  it.each([
    ['8 chars', 'abcdefgh', true],
    ['9 chars', 'abcdefghi', false],
    ['empty', '', false],
    ['punctuation and symbols', 'a-b_c:/.', true],
    ['unicode letters', 'ключ', true],
    ['combining mark', 'e\u0301', true],
    ['emoji', '✓😀', true],
    ['space', 'a b', false],
    ['tab', 'a\tb', false],
    ['newline', 'a\n', false],
    ['NUL', 'a\u0000', false],
    ['zero-width joiner', 'a\u200db', false],
    ['no-break space', 'a\u00a0b', false],
  ])('%s', (_n, v, expected) => expect(ok(s.callerId, v)).toBe(expected));
});

describe('jsonValue (maxJsonDepth 3)', () => {
  it.each([
    ['scalar', 'x', true],
    ['null', null, true],
    ['objects nested 3 deep', nest(3), true],
    ['objects nested 4 deep', nest(4), false],
    ['arrays nested 3 deep', nestArray(3), true],
    ['arrays nested 4 deep', nestArray(4), false],
    ['NUL in a string', { a: ['\u0000'] }, false],
    ['NUL in a key', { ['k\u0000']: 1 }, false],
    ['NaN', { n: Number.NaN }, false],
    ['Infinity', [Number.POSITIVE_INFINITY], false],
    ['undefined', undefined, false],
    ['a function', () => 1, false],
  ])('%s', (_n, v, expected) => expect(ok(s.jsonValue, v)).toBe(expected));
});

describe('jsonObject (maxMetadataBytes 32, maxJsonDepth 3)', () => {
  const fits = { k: 'v'.repeat(24) }; // {"k":"…"} = 32 bytes
  it('the fixture is exactly at the limit', () => expect(JSON.stringify(fits)).toHaveLength(32));
  it.each([
    ['empty object', {}, true],
    ['32 bytes', fits, true],
    ['33 bytes', { k: 'v'.repeat(25) }, false],
    ['multi-byte counts as bytes', { k: 'é'.repeat(13) }, false],
    ['depth 3', { a: { b: [1] } }, true],
    ['depth 4', { a: { b: [[1]] } }, false],
    ['NUL value', { a: '\u0000' }, false],
    ['NUL key', { ['\u0000']: 1 }, false],
    ['an array', [1], false],
    ['null', null, false],
    ['a string', 'x', false],
  ])('%s', (_n, v, expected) => expect(ok(s.jsonObject, v)).toBe(expected));
});

describe('content blocks (maxBlocksPerMessage 3)', () => {
  const text = (t = 'x') => ({ type: 'text', text: t });
  it.each([
    ['no blocks', [], true],
    ['3 blocks', [text(), text(), text()], true],
    ['4 blocks', [text(), text(), text(), text()], false],
    ['image, valid base64', [{ type: 'image', data: 'YWJj', mime: 'image/png' }], true],
    ['image, padded base64', [{ type: 'image', data: 'YWI=', mime: 'image/png' }], true],
    ['image, empty data', [{ type: 'image', data: '', mime: 'image/png' }], true],
    ['image, bad base64', [{ type: 'image', data: 'YWJ', mime: 'image/png' }], false],
    ['image, url-safe alphabet', [{ type: 'image', data: 'ab-_', mime: 'image/png' }], false],
    ['image, data too large', [{ type: 'image', data: 'YWJj'.repeat(5), mime: 'image/png' }], false],
    ['image, MIME with parameter', [{ type: 'image', data: 'YWJj', mime: 'image/png; q=1' }], true],
    ['image, SVG (not a raster type)', [{ type: 'image', data: 'YWJj', mime: 'image/svg+xml; charset=utf-8' }], false],
    ['image, HTML', [{ type: 'image', data: 'YWJj', mime: 'text/html' }], false],
    ['image, MIME without subtype', [{ type: 'image', data: 'YWJj', mime: 'image' }], false],
    ['image, MIME with space', [{ type: 'image', data: 'YWJj', mime: 'image/p ng' }], false],
    ['image, MIME too long', [{ type: 'image', data: 'YWJj', mime: `image/${'x'.repeat(250)}` }], false],
    ['thinking with signature', [{ type: 'thinking', text: 't', signature: 's' }], true],
    ['thinking, signature NUL', [{ type: 'thinking', text: 't', signature: '\u0000' }], false],
    ['function_call', [{ type: 'function_call', callId: 'c', functionId: 'f', arguments: { a: [1] } }], true],
    ['function_call without arguments', [{ type: 'function_call', callId: 'c', functionId: 'f' }], true],
    ['function_call, empty callId', [{ type: 'function_call', callId: '', functionId: 'f' }], false],
    ['function_call, arguments too deep', [{ type: 'function_call', callId: 'c', functionId: 'f', arguments: nest(4) }], false],
    ['function_result', [{ type: 'function_result', functionCallId: 'c', content: ['x', 1, { a: 1 }] }], true],
    ['function_result, 4 items', [{ type: 'function_result', functionCallId: 'c', content: [1, 2, 3, 4] }], false],
    ['unknown type', [{ type: 'video', url: 'x' }], false],
    ['extra field', [{ type: 'text', text: 'x', bold: true }], false],
  ])('%s', (_n, v, expected) => expect(ok(s.content, v)).toBe(expected));
});

describe('messages', () => {
  const content = [{ type: 'text', text: 'hi' }];
  it.each([
    ['user', { role: 'user', timestamp: 1, content }, true],
    ['user, timestamp 0', { role: 'user', timestamp: 0, content }, true],
    ['user, negative timestamp', { role: 'user', timestamp: -1, content }, false],
    ['user, fractional timestamp', { role: 'user', timestamp: 1.5, content }, false],
    ['user, unknown field', { role: 'user', timestamp: 1, content, extra: 1 }, false],
    ['unknown role', { role: 'system', timestamp: 1, content }, false],
    [
      'assistant, every field',
      {
        role: 'assistant',
        timestamp: 1,
        content,
        stopReason: 'error',
        nativeStopReason: 'x',
        errorKind: 'rate_limited',
        usage: { input: 1, output: 2, cacheRead: 0, cacheWrite: 0, reasoning: 3 },
        warnings: ['w'],
      },
      true,
    ],
    ['assistant, no stopReason', { role: 'assistant', timestamp: 1, content }, false],
    ['assistant, bad stopReason', { role: 'assistant', timestamp: 1, content, stopReason: 'done' }, false],
    ['assistant, bad errorKind', { role: 'assistant', timestamp: 1, content, stopReason: 'end', errorKind: 'oops' }, false],
    ['assistant, negative usage', { role: 'assistant', timestamp: 1, content, stopReason: 'end', usage: { input: -1 } }, false],
    ['assistant, unsafe usage', { role: 'assistant', timestamp: 1, content, stopReason: 'end', usage: { input: 2 ** 53 } }, false],
    ['assistant, unknown usage key', { role: 'assistant', timestamp: 1, content, stopReason: 'end', usage: { total: 1 } }, false],
    ['assistant, 3 warnings', { role: 'assistant', timestamp: 1, content, stopReason: 'end', warnings: ['a', 'b', 'c'] }, true],
    ['assistant, 4 warnings', { role: 'assistant', timestamp: 1, content, stopReason: 'end', warnings: ['a', 'b', 'c', 'd'] }, false],
    ['assistant, warning too long', { role: 'assistant', timestamp: 1, content, stopReason: 'end', warnings: ['w'.repeat(11)] }, false],
    ['function_result', { role: 'function_result', timestamp: 1, content, functionCallId: 'c', functionId: 'f', details: { a: 1 } }, true],
    ['function_result, empty functionId', { role: 'function_result', timestamp: 1, content, functionCallId: 'c', functionId: '' }, false],
    [
      'function_result, details too deep',
      { role: 'function_result', timestamp: 1, content, functionCallId: 'c', functionId: 'f', details: nest(4) },
      false,
    ],
    ['custom', { role: 'custom', timestamp: 1, content, customType: 't', details: [1] }, true],
    ['custom, empty customType', { role: 'custom', timestamp: 1, content, customType: '' }, false],
    ['custom, customType 11 chars', { role: 'custom', timestamp: 1, content, customType: 't'.repeat(11) }, false],
  ])('%s', (_n, v, expected) => expect(ok(s.message, v)).toBe(expected));

  it('maxMessageBytes (400) applies to the whole message as JSON', () => {
    const msg = (n: number) => ({
      role: 'user',
      timestamp: 1,
      content: [{ type: 'function_call', callId: 'c', functionId: 'f', arguments: 'x'.repeat(n) }],
    });
    // The limit applies to the message as stored, where the call id is kept under `id`.
    const size = (n: number) =>
      JSON.stringify({ ...msg(n), content: [{ type: 'function_call', functionId: 'f', arguments: 'x'.repeat(n), id: 'c' }] }).length;
    const fitting = 400 - size(0);
    expect(size(fitting)).toBe(400);
    expect(ok(s.message, msg(fitting))).toBe(true);
    expect(ok(s.message, msg(fitting + 1))).toBe(false);
  });
});

describe('custom entries', () => {
  it.each([
    ['type only', { customType: 't' }, true],
    ['with data', { customType: 't', data: { a: [1] } }, true],
    ['empty type', { customType: '' }, false],
    ['type too long', { customType: 't'.repeat(11) }, false],
    ['data too deep', { customType: 't', data: nestArray(4) }, false],
    ['data too large', { customType: 't', data: 'x'.repeat(400) }, false],
    ['unknown field', { customType: 't', extra: 1 }, false],
  ])('%s', (_n, v, expected) => expect(ok(s.customEntry, v)).toBe(expected));
});

describe('roles', () => {
  it.each([
    ['user', true],
    ['assistant', true],
    ['function_result', true],
    ['custom', true],
    ['system', false],
    ['USER', false],
  ])('%s', (v, expected) => expect(ok(s.roles, v)).toBe(expected));
});

describe('check()', () => {
  function fail(run: () => unknown): ServiceError {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      return error as ServiceError;
    }
    throw new Error('did not throw');
  }

  it('returns the parsed value', () => {
    expect(check(s.shortText, 'ok', 'input.title')).toBe('ok');
  });

  it.each([
    ['a top-level value', s.shortText, 'x'.repeat(11), 'input.title', 'input.title'],
    [
      'a nested block field',
      s.message,
      {
        role: 'user',
        timestamp: 1,
        content: [
          { type: 'text', text: 'ok' },
          { type: 'text', text: '\u0000' },
        ],
      },
      'input.message',
      'input.message.content[1].text',
    ],
    ['an image MIME', s.content, [{ type: 'image', data: 'YWJj', mime: 'nope' }], 'input.content', 'input.content[0].mime'],
    [
      'a usage count',
      s.message,
      { role: 'assistant', timestamp: 1, content: [], stopReason: 'end', usage: { output: -1 } },
      'input.message',
      'input.message.usage.output',
    ],
    ['a metadata object', s.jsonObject, { a: '\u0000' }, 'input.metadata', 'input.metadata'],
    [
      'a whole message',
      s.message,
      { role: 'user', timestamp: 1, content: [{ type: 'function_call', callId: 'c', functionId: 'f', arguments: 'x'.repeat(500) }] },
      'input.message',
      'input.message',
    ],
  ])('names %s', (_n, schema, value, field, expected) => {
    const error = fail(() => check(schema as never, value, field));
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expected });
    expect(error.message.startsWith(`${expected}: `)).toBe(true);
  });

  it('limits are read when the schemas are built: default limits accept what small ones refuse', () => {
    const defaults = makeValidators(limitsSchema.parse({}));
    expect(ok(defaults.text, 'x'.repeat(1024 * 1024))).toBe(true);
    expect(ok(defaults.text, 'x'.repeat(1024 * 1024 + 1))).toBe(false);
    expect(ok(defaults.callerId, 'x'.repeat(128))).toBe(true);
    expect(ok(defaults.callerId, 'x'.repeat(129))).toBe(false);
    expect(ok(defaults.jsonValue, nest(32))).toBe(true);
    expect(ok(defaults.jsonValue, nest(33))).toBe(false);
    expect(
      ok(
        defaults.content,
        Array.from({ length: 256 }, () => ({ type: 'text', text: '' })),
      ),
    ).toBe(true);
    expect(
      ok(
        defaults.content,
        Array.from({ length: 257 }, () => ({ type: 'text', text: '' })),
      ),
    ).toBe(false);
  });
});
