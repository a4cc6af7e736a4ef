// A service for browser tests: its own data folder (and, off PGlite, its own database on the
// backend's server), authentication off, a short debounce, started on a free port; `gql` runs an
// operation and fails on any GraphQL error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import { createTestDatabase, dropTestDatabase, type Backend } from './server.js';

export class BrowserTestService {
  app: App | null = null;
  port = 0;
  readonly dataDir: string;
  databaseUrl: string | undefined;

  constructor(
    readonly backend: Backend,
    folderPrefix: string,
  ) {
    this.dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.backend !== 'pglite' && !this.databaseUrl) this.databaseUrl = await createTestDatabase({ backend: this.backend });
    const config = parseConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir: this.dataDir,
      logLevel: 'silent',
      ...(this.databaseUrl ? { databaseUrl: this.databaseUrl } : {}),
      llm: { debounceMs: 20, requestTtlMs: 120_000 },
    });
    this.app = await buildApp(config);
    this.port = (await this.app.start()).port;
  }

  async dispose(): Promise<void> {
    await this.app?.stop();
    if (this.databaseUrl) await dropTestDatabase(this.databaseUrl);
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }
}
