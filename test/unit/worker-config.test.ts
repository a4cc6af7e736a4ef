// The reference worker's settings: defaults, --concurrency, and every bad value named.
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig, WorkerConfigError } from '../../src/worker/config.js';
import { toChatMessages } from '../../src/worker/provider.js';

const problems = (env: Record<string, string>, argv: string[] = []): string => {
  try {
    loadWorkerConfig(env, argv);
  } catch (error) {
    expect(error).toBeInstanceOf(WorkerConfigError);
    return (error as Error).message;
  }
  throw new Error('no WorkerConfigError');
};

describe('worker settings', () => {
  it('needs only MODEL; the rest has defaults', () => {
    const config = loadWorkerConfig({ MODEL: 'llama3.2' }, []);
    expect(config).toMatchObject({
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      model: 'llama3.2',
      concurrency: 4,
      leaseMs: 30_000,
      sessionMetadata: undefined,
      apiToken: undefined,
      openaiBaseUrl: undefined,
      maxTextBytes: 1024 * 1024,
      maxTokens: 4096,
      turnDeadlineMs: 300_000,
    });
    expect(config.workerId).toMatch(/^\S+$/);
  });

  it('reads every variable, and --concurrency wins over WORKER_CONCURRENCY', () => {
    const config = loadWorkerConfig(
      {
        MODEL: 'm',
        GRAPHQL_URL: 'https://api.example.com/graphql',
        API_TOKEN: 'key',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        OPENAI_API_KEY: 'sk',
        WORKER_ID: 'gpu-1',
        SESSION_METADATA: '{"team":"support"}',
        WORKER_CONCURRENCY: '2',
        WORKER_LEASE_MS: '10000',
        MAX_TEXT_BYTES: '65536',
        MODEL_MAX_TOKENS: '512',
        TURN_DEADLINE_MS: '60000',
      },
      ['--concurrency=16'],
    );
    expect(config).toMatchObject({
      graphqlUrl: 'https://api.example.com/graphql',
      apiToken: 'key',
      openaiBaseUrl: 'http://localhost:11434/v1',
      openaiApiKey: 'sk',
      workerId: 'gpu-1',
      sessionMetadata: { team: 'support' },
      concurrency: 16,
      leaseMs: 10_000,
      maxTextBytes: 65_536,
      maxTokens: 512,
      turnDeadlineMs: 60_000,
    });
    expect(loadWorkerConfig({ MODEL: 'm' }, ['--concurrency', '3']).concurrency).toBe(3);
  });

  it('names each bad setting', () => {
    const message = problems({ SESSION_METADATA: '{nope', GRAPHQL_URL: 'ftp://x', WORKER_ID: 'has space' }, ['--concurrency', '0']);
    for (const name of ['MODEL', 'SESSION_METADATA', 'GRAPHQL_URL', 'WORKER_ID', '--concurrency']) expect(message).toContain(name);
    expect(problems({ MODEL: 'm', SESSION_METADATA: '["a"]' })).toContain('must be a JSON object');
  });

  it('says each problem in plain words: what is wrong, what to set, and the value given', () => {
    expect(problems({})).toBe(
      [
        'Invalid worker configuration:',
        '  - MODEL is required: set it to the model name your provider serves, e.g. MODEL=llama3.2 (Ollama) or MODEL=gpt-4o-mini (OpenAI)',
        'Every setting is described in docs/configuration.md ("The reference model worker").',
      ].join('\n'),
    );
    const message = problems(
      { MODEL: 'm', WORKER_CONCURRENCY: 'abc', WORKER_LEASE_MS: '5', GRAPHQL_URL: 'localhost:4000', LOG_LEVEL: 'loud', MODEL_MAX_TOKENS: '1.5' },
      [],
    );
    expect(message.split('\n').slice(1, -1)).toEqual([
      '  - GRAPHQL_URL must be an http:// or https:// URL, e.g. http://127.0.0.1:4000/graphql (got "localhost:4000")',
      '  - WORKER_CONCURRENCY must be a whole number from 1 to 10000 (got "abc")',
      '  - WORKER_LEASE_MS must be a whole number from 1000 to 86400000 (got "5")',
      '  - MODEL_MAX_TOKENS must be a whole number from 1 to 10000000 (got "1.5")',
      '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect(problems({ MODEL: 'm' }, ['--concurrency=0'])).toContain('--concurrency must be a whole number from 1 to 10000 (got "0")');
    expect(problems({ MODEL: 'm', SESSION_METADATA: '{nope' })).toContain('SESSION_METADATA must be a JSON object');
  });
});

describe('the prompt as Chat Completions messages', () => {
  it('maps roles; DEVELOPER goes as system', () => {
    expect(
      toChatMessages([
        { role: 'SYSTEM', content: 's' },
        { role: 'DEVELOPER', content: 'd' },
        { role: 'USER', content: 'u' },
        { role: 'ASSISTANT', content: 'a' },
      ]),
    ).toEqual([
      { role: 'system', content: 's' },
      { role: 'system', content: 'd' },
      { role: 'user', content: 'u' },
      { role: 'assistant', content: 'a' },
    ]);
  });
});
