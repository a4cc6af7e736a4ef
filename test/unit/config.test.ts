// Configuration: defaults, environment overrides, CONFIG_FILE, and every bad setting named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig, readRawConfig } from '../../src/config.js';

const dir = mkdtempSync(join(tmpdir(), 'config-test-'));
afterAll(() => {
  // the temp dir is small and left to the OS
});
let n = 0;
const file = (content: string) => {
  const path = join(dir, `c${n++}.json`);
  writeFileSync(path, content);
  return path;
};

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('Invalid configuration');
    return (error as ConfigError).problems;
  }
  throw new Error('no ConfigError');
}

describe('defaults', () => {
  it('an empty config is valid and has the documented defaults', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ port: 4000, host: '127.0.0.1', dataDir: './data', logLevel: 'info' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.limits).toEqual({
      defaultPageSize: 50,
      maxPageSize: 500,
      maxIdLength: 128,
      maxTextBytes: 1024 * 1024,
      maxMessageBytes: 4 * 1024 * 1024,
      maxBlocksPerMessage: 256,
      maxBatchMessages: 500,
      maxMetadataBytes: 16 * 1024,
      maxJsonDepth: 32,
      maxShortTextLength: 10_000,
      maxAttachmentBytes: 25 * 1024 * 1024,
      maxAttachmentBytesPerTenant: 1024 * 1024 * 1024,
      maxContextBytesPerSession: 64 * 1024 * 1024,
    });
    expect(c.publicUrl).toBeUndefined();
  });
  it('partial limits keep the other defaults', () => {
    const c = parseConfig({ limits: { maxPageSize: 20, defaultPageSize: 5 } });
    expect(c.limits).toMatchObject({ maxPageSize: 20, defaultPageSize: 5, maxIdLength: 128 });
  });
});

describe('environment variables', () => {
  it.each([
    ['PORT', '8080', (c: ReturnType<typeof parseConfig>) => c.port, 8080],
    ['HOST', '0.0.0.0', (c: ReturnType<typeof parseConfig>) => c.host, '0.0.0.0'],
    ['DATABASE_URL', 'postgres://u@db:5432/x', (c: ReturnType<typeof parseConfig>) => c.databaseUrl, 'postgres://u@db:5432/x'],
    ['DATABASE_URL', 'postgresql://u@db/x', (c: ReturnType<typeof parseConfig>) => c.databaseUrl, 'postgresql://u@db/x'],
    ['REDIS_URL', 'redis://127.0.0.1:6379', (c: ReturnType<typeof parseConfig>) => c.redisUrl, 'redis://127.0.0.1:6379'],
    ['DATA_DIR', '/var/lib/x', (c: ReturnType<typeof parseConfig>) => c.dataDir, '/var/lib/x'],
    ['LOG_LEVEL', 'debug', (c: ReturnType<typeof parseConfig>) => c.logLevel, 'debug'],
    ['DEFAULT_PAGE_SIZE', '7', (c: ReturnType<typeof parseConfig>) => c.limits.defaultPageSize, 7],
    ['MAX_PAGE_SIZE', '900', (c: ReturnType<typeof parseConfig>) => c.limits.maxPageSize, 900],
    ['MAX_ID_LENGTH', '64', (c: ReturnType<typeof parseConfig>) => c.limits.maxIdLength, 64],
    ['MAX_TEXT_BYTES', '100', (c: ReturnType<typeof parseConfig>) => c.limits.maxTextBytes, 100],
    ['MAX_MESSAGE_BYTES', '1000', (c: ReturnType<typeof parseConfig>) => c.limits.maxMessageBytes, 1000],
    ['MAX_BLOCKS_PER_MESSAGE', '9', (c: ReturnType<typeof parseConfig>) => c.limits.maxBlocksPerMessage, 9],
    ['MAX_BATCH_MESSAGES', '10', (c: ReturnType<typeof parseConfig>) => c.limits.maxBatchMessages, 10],
    ['MAX_METADATA_BYTES', '256', (c: ReturnType<typeof parseConfig>) => c.limits.maxMetadataBytes, 256],
    ['MAX_JSON_DEPTH', '4', (c: ReturnType<typeof parseConfig>) => c.limits.maxJsonDepth, 4],
    ['MAX_SHORT_TEXT_LENGTH', '80', (c: ReturnType<typeof parseConfig>) => c.limits.maxShortTextLength, 80],
    ['MAX_ATTACHMENT_BYTES', '1000', (c: ReturnType<typeof parseConfig>) => c.limits.maxAttachmentBytes, 1000],
    ['PUBLIC_URL', 'https://chat.example.com', (c: ReturnType<typeof parseConfig>) => c.publicUrl, 'https://chat.example.com'],
  ] as const)('%s=%s', (name, value, read, expected) => {
    expect(read(loadConfig({ [name]: value }))).toBe(expected);
  });

  it('an empty variable counts as unset', () => {
    expect(loadConfig({ PORT: '', MAX_PAGE_SIZE: '' })).toMatchObject({ port: 4000, limits: { maxPageSize: 500 } });
  });

  it('unrelated variables are ignored', () => {
    expect(readRawConfig({ PATH: '/bin', HOME: '/root' })).toEqual({});
  });
});

describe('CONFIG_FILE', () => {
  it('is read, and environment variables win over it', () => {
    const path = file(JSON.stringify({ port: 5000, host: '10.0.0.1', limits: { maxPageSize: 99, maxJsonDepth: 5 } }));
    const c = loadConfig({ CONFIG_FILE: path, PORT: '6000', MAX_PAGE_SIZE: '77' });
    expect(c.port).toBe(6000);
    expect(c.host).toBe('10.0.0.1');
    expect(c.limits.maxPageSize).toBe(77);
    expect(c.limits.maxJsonDepth).toBe(5);
  });

  it('readRawConfig returns the file merged with the environment, unvalidated', () => {
    const path = file(JSON.stringify({ limits: { maxIdLength: 10 } }));
    expect(readRawConfig({ CONFIG_FILE: path, MAX_TEXT_BYTES: '5' })).toEqual({ limits: { maxIdLength: 10, maxTextBytes: '5' } });
  });

  it.each([
    ['a missing file', join(dir, 'does-not-exist.json')],
    ['invalid JSON', file('{ port: ')],
    ['a JSON array', file('[1, 2]')],
    ['JSON null', file('null')],
    ['a JSON string', file('"port"')],
  ])('%s is a ConfigError naming CONFIG_FILE and the path', (_n, path) => {
    const p = problems(() => readRawConfig({ CONFIG_FILE: path }));
    expect(p).toHaveLength(1);
    expect(p[0]).toContain('CONFIG_FILE');
    expect(p[0]).toContain(path);
  });

  it('a bad setting in the file is named by its key', () => {
    const p = problems(() => loadConfig({ CONFIG_FILE: file(JSON.stringify({ limits: { maxJsonDepth: 0 } })) }));
    expect(p.some((x) => x.startsWith('limits.maxJsonDepth (MAX_JSON_DEPTH):'))).toBe(true);
  });
});

describe('bad settings are each named', () => {
  it.each([
    ['PORT', 'abc', 'port (PORT)'],
    ['PORT', '70000', 'port (PORT)'],
    ['PORT', '-1', 'port (PORT)'],
    ['PORT', '80.5', 'port (PORT)'],
    ['DATABASE_URL', 'mysql://db/x', 'databaseUrl (DATABASE_URL)'],
    ['DATABASE_URL', 'not a url', 'databaseUrl (DATABASE_URL)'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'redisUrl (REDIS_URL)'],
    ['LOG_LEVEL', 'loud', 'logLevel (LOG_LEVEL)'],
    ['DEFAULT_PAGE_SIZE', '0', 'limits.defaultPageSize (DEFAULT_PAGE_SIZE)'],
    ['MAX_PAGE_SIZE', '0', 'limits.maxPageSize (MAX_PAGE_SIZE)'],
    ['MAX_PAGE_SIZE', 'many', 'limits.maxPageSize (MAX_PAGE_SIZE)'],
    ['MAX_ID_LENGTH', '1025', 'limits.maxIdLength (MAX_ID_LENGTH)'],
    ['MAX_TEXT_BYTES', '0', 'limits.maxTextBytes (MAX_TEXT_BYTES)'],
    ['MAX_MESSAGE_BYTES', '-5', 'limits.maxMessageBytes (MAX_MESSAGE_BYTES)'],
    ['MAX_BLOCKS_PER_MESSAGE', '0', 'limits.maxBlocksPerMessage (MAX_BLOCKS_PER_MESSAGE)'],
    ['MAX_BATCH_MESSAGES', '1.5', 'limits.maxBatchMessages (MAX_BATCH_MESSAGES)'],
    ['MAX_METADATA_BYTES', '1', 'limits.maxMetadataBytes (MAX_METADATA_BYTES)'],
    ['MAX_JSON_DEPTH', '1001', 'limits.maxJsonDepth (MAX_JSON_DEPTH)'],
    ['MAX_SHORT_TEXT_LENGTH', '0', 'limits.maxShortTextLength (MAX_SHORT_TEXT_LENGTH)'],
    ['MAX_ATTACHMENT_BYTES', '0', 'limits.maxAttachmentBytes (MAX_ATTACHMENT_BYTES)'],
    ['PUBLIC_URL', 'ftp://x', 'publicUrl (PUBLIC_URL)'],
  ])('%s=%s', (name, value, named) => {
    const p = problems(() => loadConfig({ [name]: value }));
    expect(
      p.some((x) => x.startsWith(`${named}: `)),
      p.join('\n'),
    ).toBe(true);
  });

  it('several bad settings are all reported at once', () => {
    const p = problems(() => loadConfig({ PORT: 'x', MAX_PAGE_SIZE: '0', LOG_LEVEL: 'nope' }));
    expect(p.some((x) => x.startsWith('port (PORT)'))).toBe(true);
    expect(p.some((x) => x.startsWith('limits.maxPageSize (MAX_PAGE_SIZE)'))).toBe(true);
    expect(p.some((x) => x.startsWith('logLevel (LOG_LEVEL)'))).toBe(true);
  });

  it('a default page size above the maximum is refused, naming DEFAULT_PAGE_SIZE', () => {
    const p = problems(() => loadConfig({ DEFAULT_PAGE_SIZE: '600' }));
    expect(p).toEqual(['limits.defaultPageSize (DEFAULT_PAGE_SIZE): must not exceed limits.maxPageSize']);
    expect(loadConfig({ DEFAULT_PAGE_SIZE: '600', MAX_PAGE_SIZE: '600' }).limits.defaultPageSize).toBe(600);
  });

  it('a claim lease above the maximum lease is refused, naming LLM_CLAIM_LEASE_MS', () => {
    expect(loadConfig({}).llm).toMatchObject({ claimLeaseMs: 30_000, claimLeaseMaxMs: 300_000 });
    const p = problems(() => loadConfig({ LLM_CLAIM_LEASE_MS: '400000' }));
    expect(p).toEqual(['llm.claimLeaseMs (LLM_CLAIM_LEASE_MS): must not exceed llm.claimLeaseMaxMs']);
    expect(loadConfig({ LLM_CLAIM_LEASE_MS: '400000', LLM_CLAIM_LEASE_MAX_MS: '400000' }).llm.claimLeaseMs).toBe(400_000);
  });

  it('unknown keys are refused and named', () => {
    const top = problems(() => parseConfig({ prot: 4000 }));
    expect(top.join('\n')).toContain('prot');
    const nested = problems(() => parseConfig({ limits: { maxPageSise: 5 } }));
    expect(nested.join('\n')).toContain('maxPageSise');
    expect(nested.some((x) => x.startsWith('limits'))).toBe(true);
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default: no CORS headers', () => {
    expect(parseConfig({}).corsOrigins).toEqual([]);
  });
  it('is a comma-separated list of exact origins in the environment, an array in the file', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({ CONFIG_FILE: file(JSON.stringify({ corsOrigins: ['https://a.example'] })) }).corsOrigins).toEqual(['https://a.example']);
  });
  it.each([
    '*',
    'null',
    'https://app.example.com/',
    'https://app.example.com/path',
    'app.example.com',
    'ftp://app.example.com',
    'https://*.example.com',
  ])('refuses %s, naming the variable', (value) => {
    expect(problems(() => loadConfig({ CORS_ORIGINS: value })).join('\n')).toContain('CORS_ORIGINS');
  });
});
