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
    });
    expect(loadWorkerConfig({ MODEL: 'm' }, ['--concurrency', '3']).concurrency).toBe(3);
  });

  it('names each bad setting', () => {
    const message = problems({ SESSION_METADATA: '{nope', GRAPHQL_URL: 'ftp://x', WORKER_ID: 'has space' }, ['--concurrency', '0']);
    for (const name of ['MODEL', 'SESSION_METADATA', 'GRAPHQL_URL', 'WORKER_ID', '--concurrency']) expect(message).toContain(name);
    expect(problems({ MODEL: 'm', SESSION_METADATA: '["a"]' })).toContain('must be a JSON object');
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
