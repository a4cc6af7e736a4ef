import { describe, expect, it } from 'vitest';
import { llmResultSchema, llmUsageSchema, parseContextItem, parseSettledPayload } from '../../src/domain/context-item.js';

const MAX = Number.MAX_SAFE_INTEGER;
const file = { contentType: 'text/plain', filename: 'a.txt', path: 'p/a.txt', size: 3, url: 'https://x/a' };

type Case = [name: string, input: unknown];
type RefuseCase = [name: string, input: unknown, path: string];

const user = (extra: Record<string, unknown> = {}) => ({ role: 'user', content: 'hi', ...extra });
const dev = (extra: Record<string, unknown> = {}) => ({ role: 'developer', content: 'summary', ...extra });

const validRefs = [
  { type: 'event', streamPath: '/s/1', offset: 1 },
  { type: 'event', streamPath: '/s/1', offset: MAX, eventType: 'context_item_added' },
  { type: 'user', userId: 'u1' },
  { type: 'file', path: 'docs/a.md' },
  { type: 'git-commit', repoPath: '/repo', commitOid: 'abc123' },
];

const validActors = [
  { type: 'user', origin: 'web' },
  { type: 'user', origin: 'mcp' },
  { type: 'agent', path: '/agents/a' },
  { type: 'script', executionId: 'exec-1' },
  { type: 'integration', name: 'linear' },
  { type: 'slack' },
  { type: 'slack', userId: 'U1', botName: 'bot' },
  { type: 'telegram' },
  { type: 'telegram', userId: 't1', username: 'tom' },
  { type: 'email' },
  { type: 'email', address: 'a@b.c', name: 'A' },
  { type: 'github' },
  { type: 'github', login: 'octo', senderType: 'Bot' },
];

describe('parseContextItem accepts', () => {
  const cases: Case[] = [
    ['minimal system', { role: 'system', content: 'be nice' }],
    ['minimal developer', { role: 'developer', content: 'x' }],
    ['minimal user', user()],
    ['minimal assistant', { role: 'assistant', content: 'ok' }],
    ['empty content', user({ content: '' })],
    ['key', user({ key: 'k' })],
    ['empty files and refs', user({ files: [], refs: [] })],
    ['file of size 0', user({ files: [{ ...file, size: 0 }] })],
    ['file of max size', user({ files: [{ ...file, size: MAX }] })],
    ...validRefs.map((ref): Case => [`ref ${ref.type} ${Object.keys(ref).length}`, user({ refs: [ref] })]),
    ['all refs together', user({ refs: validRefs })],
    ...validActors.map((actor): Case => [`actor ${JSON.stringify(actor)}`, dev({ actor })]),
    ['policy dont-trigger', user({ llmRequestPolicy: { behaviour: 'dont-trigger-request' } })],
    ['policy interrupt', user({ llmRequestPolicy: { behaviour: 'interrupt-current-request' } })],
    ['policy after', user({ llmRequestPolicy: { behaviour: 'after-current-request' } })],
    ['assistant llmRequestOffset 1', { role: 'assistant', content: 'a', llmRequestOffset: 1 }],
    ['assistant llmRequestOffset max', { role: 'assistant', content: 'a', llmRequestOffset: MAX }],
    ['compaction without usage', dev({ compaction: { replacesHistoryThrough: 1 } })],
    [
      'compaction with full usage',
      dev({
        compaction: {
          replacesHistoryThrough: MAX,
          usage: { inputTokens: 0, outputTokens: MAX, cachedInputTokens: 0, reasoningOutputTokens: 5 },
        },
      }),
    ],
    ['compaction with an agent actor', dev({ actor: { type: 'agent', path: '/a' }, compaction: { replacesHistoryThrough: 3 } })],
  ];
  it.each(cases)('%s', (_name, input) => {
    const result = parseContextItem(input);
    expect(result).toMatchObject({ ok: true });
  });

  it('applies the default policy and keeps given fields verbatim', () => {
    const result = parseContextItem(user({ key: 'k', actor: { type: 'slack' } }));
    expect(result).toEqual({
      ok: true,
      item: {
        role: 'user',
        content: 'hi',
        key: 'k',
        actor: { type: 'slack' },
        llmRequestPolicy: { behaviour: 'after-current-request' },
      },
    });
  });

  it('does not add absent optional fields (the stored JSON stays minimal)', () => {
    const result = parseContextItem({ role: 'system', content: 's' });
    if (!result.ok) throw new Error('expected ok');
    expect(Object.keys(result.item).sort()).toEqual(['content', 'llmRequestPolicy', 'role']);
  });
});

describe('parseContextItem refuses', () => {
  const cases: RefuseCase[] = [
    // Shape of the item itself.
    ['a non-object', 42, ''],
    ['null', null, ''],
    ['an array', [], ''],
    ['missing role', { content: 'x' }, 'role'],
    ['missing content', { role: 'user' }, 'content'],
    ['unknown role', { role: 'tool', content: 'x' }, 'role'],
    ['non-string content', user({ content: 5 }), 'content'],
    ['empty key', user({ key: '' }), 'key'],
    ['null key (absent fields are omitted, not null)', user({ key: null }), 'key'],
    // Unknown fields at every level.
    ['unknown top-level field', user({ extra: 1 }), 'extra'],
    ['unknown field on a file', user({ files: [{ ...file, extra: 1 }] }), 'files[0].extra'],
    ...validRefs.map((ref): RefuseCase => [`unknown field on ref ${ref.type}`, user({ refs: [{ ...ref, extra: 1 }] }), 'refs[0].extra']),
    ...validActors.map((actor): RefuseCase => [`unknown field on actor ${actor.type}`, user({ actor: { ...actor, extra: 1 } }), 'actor.extra']),
    ['unknown field on policy', user({ llmRequestPolicy: { behaviour: 'after-current-request', extra: 1 } }), 'llmRequestPolicy.extra'],
    ['unknown field on compaction', dev({ compaction: { replacesHistoryThrough: 1, extra: 1 } }), 'compaction.extra'],
    [
      'unknown field on compaction usage',
      dev({ compaction: { replacesHistoryThrough: 1, usage: { inputTokens: 1, outputTokens: 1, extra: 1 } } }),
      'compaction.usage.extra',
    ],
    // Files: every field required, size bounds.
    ...(['contentType', 'filename', 'path', 'size', 'url'] as const).map((field): RefuseCase => {
      const { [field]: _dropped, ...rest } = file;
      return [`file without ${field}`, user({ files: [rest] }), `files[0].${field}`];
    }),
    ['file of negative size', user({ files: [{ ...file, size: -1 }] }), 'files[0].size'],
    ['file of fractional size', user({ files: [{ ...file, size: 1.5 }] }), 'files[0].size'],
    ['file of size 2^53', user({ files: [{ ...file, size: MAX + 1 }] }), 'files[0].size'],
    ['files not an array', user({ files: file }), 'files'],
    // Refs: each variant's required fields, the discriminator, offset bounds.
    ['event ref without streamPath', user({ refs: [{ type: 'event', offset: 1 }] }), 'refs[0].streamPath'],
    ['event ref without offset', user({ refs: [{ type: 'event', streamPath: '/s' }] }), 'refs[0].offset'],
    ['event ref with offset 0', user({ refs: [{ type: 'event', streamPath: '/s', offset: 0 }] }), 'refs[0].offset'],
    ['event ref with offset 2^53', user({ refs: [{ type: 'event', streamPath: '/s', offset: MAX + 1 }] }), 'refs[0].offset'],
    ['user ref without userId', user({ refs: [{ type: 'user' }] }), 'refs[0].userId'],
    ['file ref without path', user({ refs: [{ type: 'file' }] }), 'refs[0].path'],
    ['git-commit ref without repoPath', user({ refs: [{ type: 'git-commit', commitOid: 'c' }] }), 'refs[0].repoPath'],
    ['git-commit ref without commitOid', user({ refs: [{ type: 'git-commit', repoPath: '/r' }] }), 'refs[0].commitOid'],
    ['ref of unknown type', user({ refs: [{ type: 'url', url: 'x' }] }), 'refs[0].type'],
    ['ref without type', user({ refs: [{ path: 'x' }] }), 'refs[0].type'],
    ['second ref invalid', user({ refs: [validRefs[2], { type: 'user' }] }), 'refs[1].userId'],
    // Actors: each variant's required fields, enums, the discriminator.
    ['user actor without origin', user({ actor: { type: 'user' } }), 'actor.origin'],
    ['user actor with unknown origin', user({ actor: { type: 'user', origin: 'cli' } }), 'actor.origin'],
    ['agent actor without path', user({ actor: { type: 'agent' } }), 'actor.path'],
    ['script actor without executionId', user({ actor: { type: 'script' } }), 'actor.executionId'],
    ['integration actor without name', user({ actor: { type: 'integration' } }), 'actor.name'],
    ['slack actor with non-string userId', user({ actor: { type: 'slack', userId: 1 } }), 'actor.userId'],
    ['telegram actor with non-string username', user({ actor: { type: 'telegram', username: 1 } }), 'actor.username'],
    ['email actor with non-string address', user({ actor: { type: 'email', address: 1 } }), 'actor.address'],
    ['github actor with non-string login', user({ actor: { type: 'github', login: 1 } }), 'actor.login'],
    ['actor of unknown type', user({ actor: { type: 'discord' } }), 'actor.type'],
    ['actor without type', user({ actor: { origin: 'web' } }), 'actor.type'],
    // Policy.
    ['unknown behaviour', user({ llmRequestPolicy: { behaviour: 'now' } }), 'llmRequestPolicy.behaviour'],
    ['policy without behaviour', user({ llmRequestPolicy: {} }), 'llmRequestPolicy.behaviour'],
    ['policy as a bare string', user({ llmRequestPolicy: 'after-current-request' }), 'llmRequestPolicy'],
    // llmRequestOffset: bounds and role.
    ...([0, -1, 1.5, MAX + 1, '3'] as const).map(
      (value): RefuseCase => [`llmRequestOffset ${String(value)}`, { role: 'assistant', content: 'a', llmRequestOffset: value }, 'llmRequestOffset'],
    ),
    ...(['system', 'developer', 'user'] as const).map(
      (role): RefuseCase => [`llmRequestOffset on a ${role} item`, { role, content: 'x', llmRequestOffset: 1 }, 'llmRequestOffset'],
    ),
    // Compaction: role, key, barrier, usage.
    ...(['system', 'user', 'assistant'] as const).map(
      (role): RefuseCase => [`compaction on a ${role} item`, { role, content: 'x', compaction: { replacesHistoryThrough: 1 } }, 'compaction'],
    ),
    ['key on a compaction item', dev({ key: 'k', compaction: { replacesHistoryThrough: 1 } }), 'key'],
    ['compaction without barrier', dev({ compaction: {} }), 'compaction.replacesHistoryThrough'],
    ['compaction barrier 0', dev({ compaction: { replacesHistoryThrough: 0 } }), 'compaction.replacesHistoryThrough'],
    ['compaction barrier 2^53', dev({ compaction: { replacesHistoryThrough: MAX + 1 } }), 'compaction.replacesHistoryThrough'],
    ['usage without inputTokens', dev({ compaction: { replacesHistoryThrough: 1, usage: { outputTokens: 1 } } }), 'compaction.usage.inputTokens'],
    ['usage without outputTokens', dev({ compaction: { replacesHistoryThrough: 1, usage: { inputTokens: 1 } } }), 'compaction.usage.outputTokens'],
    ...(['inputTokens', 'outputTokens', 'cachedInputTokens', 'reasoningOutputTokens'] as const).flatMap((field) =>
      ([-1, 0.5, MAX + 1] as const).map(
        (value): RefuseCase => [
          `usage ${field} ${value}`,
          dev({ compaction: { replacesHistoryThrough: 1, usage: { inputTokens: 1, outputTokens: 1, [field]: value } } }),
          `compaction.usage.${field}`,
        ],
      ),
    ),
  ];

  it.each(cases)('%s', (_name, input, path) => {
    const result = parseContextItem(input);
    if (result.ok) throw new Error('expected the item to be refused');
    expect(result.issues.map((issue) => issue.path)).toContain(path);
    // Every message names the field it is about.
    for (const issue of result.issues) expect(issue.message.startsWith(issue.path || 'item')).toBe(true);
  });

  it('reports each unknown field separately, and every violated cross-field rule, in one pass', () => {
    const result = parseContextItem({
      role: 'user',
      content: 'x',
      key: 'k',
      llmRequestOffset: 2,
      compaction: { replacesHistoryThrough: 1 },
      a: 1,
      b: 2,
    });
    if (result.ok) throw new Error('expected refusal');
    expect(result.issues.map((issue) => issue.path).sort()).toEqual(['a', 'b', 'compaction', 'key', 'llmRequestOffset']);
  });

  it('says a missing field is required', () => {
    const result = parseContextItem({ role: 'user' });
    expect(result).toEqual({ ok: false, issues: [{ path: 'content', message: 'content: is required' }] });
  });

  it('names an unknown field by its full path', () => {
    const result = parseContextItem(user({ refs: [{ type: 'file', path: 'p', sha: 'x' }] }));
    expect(result).toEqual({ ok: false, issues: [{ path: 'refs[0].sha', message: 'refs[0].sha: unknown field' }] });
  });
});

describe('LLM results (seed 003)', () => {
  const accepted: Case[] = [
    ['succeeded minimal', { status: 'succeeded', text: '' }],
    ['succeeded full', { status: 'succeeded', text: 'hi', usage: { inputTokens: 1, outputTokens: 2 }, rawResponse: { id: 'r', n: [1, null] } }],
    ['failed', { status: 'failed', errorMessage: 'boom' }],
    ['failed with raw response', { status: 'failed', errorMessage: 'boom', rawResponse: 'text body' }],
    ['cancelled by input', { status: 'cancelled', reason: 'interrupted-by-user-input' }],
    ['cancelled expired with partial text', { status: 'cancelled', reason: 'expired', partialText: 'Hel' }],
  ];
  it.each(accepted)('accepts %s', (_name, input) => {
    expect(llmResultSchema.safeParse(input).success).toBe(true);
  });

  const refused: Case[] = [
    ['unknown status', { status: 'running' }],
    ['succeeded without text', { status: 'succeeded' }],
    ['failed without errorMessage', { status: 'failed' }],
    ['cancelled without reason', { status: 'cancelled' }],
    ['cancelled with unknown reason', { status: 'cancelled', reason: 'bored' }],
    ['unknown field', { status: 'failed', errorMessage: 'x', retry: true }],
    ['a field of another variant', { status: 'failed', errorMessage: 'x', text: 'y' }],
    ['bad usage', { status: 'succeeded', text: 'x', usage: { inputTokens: -1, outputTokens: 0 } }],
    ['non-JSON raw response', { status: 'succeeded', text: 'x', rawResponse: () => 1 }],
  ];
  it.each(refused)('refuses %s', (_name, input) => {
    expect(llmResultSchema.safeParse(input).success).toBe(false);
  });

  it('usage: required pair, optional extras, integer bounds', () => {
    expect(llmUsageSchema.safeParse({ inputTokens: 0, outputTokens: 0 }).success).toBe(true);
    expect(llmUsageSchema.safeParse({ inputTokens: MAX, outputTokens: MAX, cachedInputTokens: MAX, reasoningOutputTokens: 0 }).success).toBe(true);
    expect(llmUsageSchema.safeParse({ inputTokens: 1 }).success).toBe(false);
    expect(llmUsageSchema.safeParse({ inputTokens: 1, outputTokens: MAX + 1 }).success).toBe(false);
    expect(llmUsageSchema.safeParse({ inputTokens: 1, outputTokens: 1, cachedInputTokens: 1.5 }).success).toBe(false);
  });

  it('settled payload: requestOffset > 0, durationMs ≥ 0, result required', () => {
    const result = { status: 'failed', errorMessage: 'x' };
    expect(parseSettledPayload({ requestOffset: 1, result })).toMatchObject({ ok: true });
    expect(parseSettledPayload({ requestOffset: 1, durationMs: 0, result })).toMatchObject({ ok: true });
    const cases: [unknown, string][] = [
      [{ requestOffset: 0, result }, 'requestOffset'],
      [{ requestOffset: 1, durationMs: -1, result }, 'durationMs'],
      [{ requestOffset: 1 }, 'result'],
      [{ requestOffset: 1, result: { status: 'cancelled', reason: 'nope' } }, 'result.reason'],
      [{ requestOffset: 1, result, extra: true }, 'extra'],
    ];
    for (const [input, path] of cases) {
      const parsed = parseSettledPayload(input);
      if (parsed.ok) throw new Error(`expected refusal for ${JSON.stringify(input)}`);
      expect(parsed.issues.map((issue) => issue.path)).toContain(path);
    }
  });
});
