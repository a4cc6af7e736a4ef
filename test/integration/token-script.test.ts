// `npm run token` signs tokens the service accepts: a tenant's, an admin's, a worker's.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/auth.js';
import { CreateSession } from '../helpers/documents.js';
import { createSession } from '../helpers/flow.js';
import { ROOT } from '../helpers/process.js';
import { startServer, type TestServer } from '../helpers/server.js';

function token(args: string[], env: Record<string, string> = { AUTH_JWT_SECRET: TEST_SECRET }) {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/token.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

const LIST = '{ sessions(first: 10) { edges { node { id } } } }';

describe('npm run token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const as = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

  it("signs a tenant's token: its sessions carry the tenant, others' stay invisible", async () => {
    const u1 = token(['--sub', 'u_1']);
    const u2 = token(['--sub', 'u_2']);
    expect(u1.status, u1.stderr).toBe(0);
    const created = await createSession(server, {}, as(u1.stdout));
    expect(created.metadata).toMatchObject({ owner: 'u_1' });
    const { id } = created;

    const seenBy = async (jwt: string) =>
      ((await server.request<{ sessions: { edges: { node: { id: string } }[] } }, unknown>(LIST, {}, as(jwt))).data?.sessions.edges ?? []).map(
        (e) => e.node.id,
      );
    expect(await seenBy(u1.stdout)).toContain(id);
    expect(await seenBy(u2.stdout)).not.toContain(id);
    const admin = token(['--sub', 'ops', '--admin']);
    expect(await seenBy(admin.stdout)).toContain(id);
  });

  it('signs a worker token that serves LLM requests and may not touch transcripts', async () => {
    const worker = as(token(['--sub', 'w_1', '--worker']).stdout);
    const listed = await server.request('{ claimableLlmRequests(limit: 5) { sessionId } }', {}, worker);
    expect(listed.errors).toBeUndefined();
    expect((await server.request(CreateSession, { input: {} }, worker)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('sets the lifetime from --ttl and the worker scope from --worker', () => {
    const claims = decodeJwt(token(['--sub', 'w_1', '--worker', '--ttl', '15m']).stdout);
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.scope).toBe('worker');
    expect(decodeJwt(token(['--sub', 'u_1']).stdout).scope).toBeUndefined();
  });

  it('says what is missing instead of signing something the service would refuse', () => {
    const noSecret = token(['--sub', 'u_1'], {});
    expect(noSecret.status).toBe(2);
    expect(noSecret.stderr).toMatch(/AUTH_JWT_SECRET/);
    expect(noSecret.stdout).toBe('');
    expect(token([]).stderr).toMatch(/--sub/);
    expect(token(['--sub', 'u_1', '--ttl', 'soon']).stderr).toMatch(/--ttl soon/);
    expect(token(['--sub', 'u_1', '--admin', '--worker']).status).toBe(2);
  });
});
