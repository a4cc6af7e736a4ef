// The pure rules of one conversation (src/domain/conversation.ts): the reply a settlement leaves,
// how a path renders for the model, and what a compaction replaces of a path.
import { describe, expect, it } from 'vitest';
import { conversationPrompt, entriesReplacedByCompaction, itemContentOf, pathMessage, replyMessage } from '../../src/domain/conversation.js';
import type { EntryRecord, MessageRecord } from '../../src/domain/types.js';

const entry = (id: string, message: MessageRecord): EntryRecord => ({
  id,
  sessionId: 's',
  parentId: null,
  timestamp: 1,
  revision: 0,
  origin: null,
  kind: 'message',
  message,
});
const user = (text: string): MessageRecord => ({ role: 'user', timestamp: 1, content: [{ type: 'text', text }] });

describe('replyMessage', () => {
  it('a success: text, calls, usage, stop reasons', () => {
    const reply = replyMessage(
      {
        status: 'succeeded',
        text: 'hi',
        usage: { inputTokens: 3, outputTokens: 2, cachedInputTokens: 1 },
        nativeStopReason: 'tool_calls',
        functionCalls: [{ callId: 'c1', functionId: 'f', arguments: { a: 1 } }],
      },
      9,
      { retried: false },
    );
    expect(reply).toEqual({
      role: 'assistant',
      timestamp: 9,
      content: [
        { type: 'text', text: 'hi' },
        { type: 'function_call', id: 'c1', functionId: 'f', arguments: { a: 1 } },
      ],
      stopReason: 'function_call',
      nativeStopReason: 'tool_calls',
      usage: { input: 3, output: 2, cacheRead: 1 },
    });
    expect(replyMessage({ status: 'succeeded', text: 'x', stopReason: 'length' }, 9, { retried: false })).toMatchObject({ stopReason: 'length' });
  });

  it('a cancellation keeps its partial text (or what streamed); a retried failure leaves nothing; a final one an ERROR', () => {
    expect(replyMessage({ status: 'cancelled', reason: 'expired' }, 1, { retried: false, partialText: 'so far' })).toMatchObject({
      stopReason: 'aborted',
      content: [{ type: 'text', text: 'so far' }],
    });
    expect(
      replyMessage({ status: 'cancelled', reason: 'interrupted-by-user-input', partialText: 'own' }, 1, { retried: false, partialText: 'x' }),
    ).toMatchObject({
      content: [{ type: 'text', text: 'own' }],
    });
    expect(replyMessage({ status: 'failed', errorMessage: 'e' }, 1, { retried: true })).toBeNull();
    expect(replyMessage({ status: 'failed', errorMessage: 'e', errorKind: 'rate_limited' }, 1, { retried: false })).toEqual({
      role: 'assistant',
      timestamp: 1,
      content: [],
      stopReason: 'error',
      errorKind: 'rate_limited',
    });
    expect(replyMessage({ status: 'failed', errorMessage: 'e' }, 1, { retried: false })).toMatchObject({ errorKind: 'transient' });
  });
});

describe('the path as the model reads it', () => {
  it('renders users, assistants with calls and function results; leaves out ERROR replies, custom messages and thinking', () => {
    const path = [
      entry('u', {
        role: 'user',
        timestamp: 1,
        content: [
          { type: 'text', text: 'a' },
          { type: 'thinking', text: 'hidden' },
        ],
      }),
      entry('x', { role: 'assistant', timestamp: 1, content: [], stopReason: 'error', errorKind: 'transient' }),
      entry('c', { role: 'assistant', timestamp: 1, content: [{ type: 'function_call', id: 'k', functionId: 'f' }], stopReason: 'function_call' }),
      entry('r', { role: 'function_result', timestamp: 1, content: [{ type: 'text', text: 'ok' }], functionCallId: 'k', functionId: 'f' }),
      entry('m', { role: 'custom', timestamp: 1, content: [{ type: 'text', text: 'note' }], customType: 'n' }),
    ];
    expect(path.map(pathMessage)).toEqual([
      { offset: 0, entryId: 'u', content: 'a', role: 'user' },
      null,
      { offset: 0, entryId: 'c', content: '', role: 'assistant', functionCalls: [{ callId: 'k', functionId: 'f' }] },
      { offset: 0, entryId: 'r', content: 'ok', role: 'user', functionResult: { callId: 'k', functionId: 'f' } },
      null,
    ]);
  });

  it('system and developer items first (trust boundary applied), user and assistant items never', () => {
    const prompt = conversationPrompt(
      [
        { offset: 1, item: { role: 'system', content: 'rules', key: 'k', llmRequestPolicy: { behaviour: 'after-current-request' } } },
        {
          offset: 2,
          item: { role: 'developer', content: 'mail', actor: { type: 'email' }, llmRequestPolicy: { behaviour: 'dont-trigger-request' } },
        },
        { offset: 3, item: { role: 'user', content: 'mirror', llmRequestPolicy: { behaviour: 'after-current-request' } } },
      ],
      [entry('u', user('q'))],
    );
    expect(prompt.map((m) => [m.role, m.content])).toEqual([
      ['system', 'rules'],
      ['user', 'mail'],
      ['user', 'q'],
    ]);
  });

  it('a compaction replaces the path through the deepest entry not added after its barrier', () => {
    const path = ['a', 'b', 'c', 'd'].map((id) => entry(id, user(id)));
    expect(entriesReplacedByCompaction(path, new Set(['c', 'd']))).toBe(2);
    expect(entriesReplacedByCompaction(path, new Set(['a', 'b', 'c', 'd']))).toBe(0);
    expect(entriesReplacedByCompaction(path, new Set())).toBe(4);
  });

  it('the mirroring item joins the messages’ texts; attachments become placeholders', () => {
    expect(
      itemContentOf([
        {
          role: 'user',
          timestamp: 1,
          content: [
            { type: 'text', text: 'see' },
            { type: 'file', attachmentId: 'a', sessionId: 's', filename: 'r.pdf', mime: 'application/pdf', size: 1, sha256: '', createdAt: 1 },
          ],
        },
      ]),
    ).toBe('see\n\n[attachment: r.pdf (application/pdf)]');
  });
});
