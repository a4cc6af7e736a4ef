// Which inputs the append path treats as large (it then gives the event loop a turn between
// its heavy steps): the string content adds up to 256 Ki characters, wherever it sits.
import { describe, expect, it } from 'vitest';
import { isLargeInput, yieldToIo } from '../../src/services/large-input.js';

const text = (chars: number) => ({ type: 'text', text: 'a'.repeat(chars) });

describe('isLargeInput', () => {
  it('a usual message is not large', () => {
    expect(isLargeInput({ role: 'user', content: [text(1024)] })).toBe(false);
    expect(isLargeInput(null)).toBe(false);
    expect(isLargeInput(undefined)).toBe(false);
  });

  it('one block of 256 Ki characters is large, one character less is not', () => {
    expect(isLargeInput({ role: 'user', content: [text(256 * 1024)] })).toBe(true);
    expect(isLargeInput({ role: 'user', content: [text(256 * 1024 - 'user'.length - 'text'.length - 1)] })).toBe(false);
  });

  it('counts strings across blocks, messages of a batch and nested JSON (custom data)', () => {
    expect(isLargeInput({ role: 'user', content: [text(100_000), text(100_000), text(100_000)] })).toBe(true);
    expect(isLargeInput([{ content: [text(200_000)] }, { content: [text(200_000)] }])).toBe(true);
    expect(isLargeInput({ customType: 'x', data: { deep: [{ deeper: 'b'.repeat(300_000) }] } })).toBe(true);
  });

  it('looks at a bounded number of values: 50,000 strings of 10 characters are not large', () => {
    const many = Array.from({ length: 50_000 }, () => 'abcdefghij');
    expect(isLargeInput(many)).toBe(false);
    expect(isLargeInput([...many.slice(0, 100), 'c'.repeat(256 * 1024)])).toBe(true);
  });
});

describe('yieldToIo', () => {
  it('lets I/O callbacks queued before it run first', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('queued first'));
    await yieldToIo();
    order.push('after the yield');
    expect(order).toEqual(['queued first', 'after the yield']);
  });
});
