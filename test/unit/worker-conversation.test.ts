// The reference worker's side of one conversation (src/worker/provider.ts, settlement.ts): the
// prompt as Chat Completions messages and tools, and what a settlement says about how the
// provider stopped or failed.
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/worker/provider-error.js';
import { toChatMessages, toolsOf, type PromptMessage } from '../../src/worker/provider.js';
import { errorKindOf, failedResults, stopReasonOf, succeededResult } from '../../src/worker/settlement.js';

describe('the prompt for the provider', () => {
  const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }];
  const prompt: PromptMessage[] = [
    { role: 'SYSTEM', content: JSON.stringify(tools), key: 'tools' },
    { role: 'SYSTEM', content: 'be brief' },
    { role: 'USER', content: 'weather?' },
    { role: 'ASSISTANT', content: '', functionCalls: [{ callId: 'c1', functionId: 'get_weather', arguments: { city: 'Paris' } }] },
    { role: 'USER', content: 'sunny', functionResult: { callId: 'c1', functionId: 'get_weather' } },
  ];

  it('sends the `tools` item as tools, calls as tool_calls and results as tool messages', () => {
    expect(toolsOf(prompt)).toEqual(tools);
    expect(toChatMessages(prompt)).toEqual([
      { role: 'system', content: 'be brief' },
      { role: 'user', content: 'weather?' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'sunny' },
    ]);
  });

  it('declares no tools without the item, or when it is not a JSON array', () => {
    expect(toolsOf([{ role: 'SYSTEM', content: 'x' }])).toBeNull();
    expect(toolsOf([{ role: 'SYSTEM', content: 'not json', key: 'tools' }])).toBeNull();
    expect(toolsOf([{ role: 'USER', content: JSON.stringify(tools), key: 'tools' }])).toBeNull();
  });
});

describe('what a settlement says', () => {
  it('the stop reason from the finish reason and the calls', () => {
    expect(stopReasonOf('stop', false)).toBe('END');
    expect(stopReasonOf('length', false)).toBe('LENGTH');
    expect(stopReasonOf('tool_calls', true)).toBe('FUNCTION_CALL');
    expect(stopReasonOf(null, false)).toBe('END');
    const result = succeededResult({
      text: '',
      usage: null,
      raw: { id: 'x', model: 'm', finishReason: 'tool_calls' },
      functionCalls: [{ callId: 'c1', functionId: 'f', arguments: { a: 1 } }],
    });
    expect(result.succeeded).toMatchObject({
      stopReason: 'FUNCTION_CALL',
      nativeStopReason: 'tool_calls',
      functionCalls: [{ callId: 'c1', functionId: 'f', arguments: { a: 1 } }],
    });
  });

  it('the error kind of a provider failure, on every form of the FAILED settlement', () => {
    expect(errorKindOf(new ProviderError('slow down', 'rate_limited', 429, null))).toBe('RATE_LIMITED');
    expect(errorKindOf(new ProviderError('no', 'client', 401, null))).toBe('AUTH_EXPIRED');
    expect(errorKindOf(new ProviderError('too long', 'client', 400, { code: 'context_length_exceeded' }))).toBe('CONTEXT_OVERFLOW');
    expect(errorKindOf(new ProviderError('bad', 'client', 422, null))).toBe('PERMANENT');
    expect(errorKindOf(new ProviderError('down', 'server', 503, null))).toBe('TRANSIENT');
    expect(errorKindOf(new ProviderError('silence', 'timeout', null, null))).toBe('TRANSIENT');
    const forms = failedResults(new ProviderError('slow down', 'rate_limited', 429, null));
    expect(forms.map((f) => f.failed?.errorKind)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});
