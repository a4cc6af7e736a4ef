// The peers as real processes, like the service: PostGraphile v5 (bench/peers/postgraphile.ts)
// and a bare graphql-yoga server (bench/peers/yoga.ts). Ready once `{ __typename }` answers.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, freePort, stopChild, waitFor } from './infra.js';

export interface Peer {
  name: string;
  pid: number;
  /** Base URL; the GraphQL endpoint is /graphql, as for the service. */
  url: string;
  stop(): Promise<void>;
}

export interface PeerOptions {
  name: 'postgraphile' | 'yoga';
  databaseUrl: string;
  logDir: string;
  poolSize: number;
  cpuProfDir?: string | undefined;
  inspectPort?: number | undefined;
}

export async function startPeer(o: PeerOptions): Promise<Peer> {
  const port = await freePort();
  const args = ['--import', 'tsx'];
  if (o.cpuProfDir) args.push('--cpu-prof', '--cpu-prof-dir', o.cpuProfDir, '--cpu-prof-name', `${o.name}.cpuprofile`);
  if (o.inspectPort) args.push(`--inspect=127.0.0.1:${o.inspectPort}`);
  args.push(join(REPO, `bench/peers/${o.name}.ts`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    PORT: String(port),
    POOL_SIZE: String(o.poolSize),
    GRAPHILE_ENV: 'production',
    NODE_ENV: 'production',
  };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logPath = join(o.logDir, `peer-${o.name}.log`);
  const logFile = createWriteStream(logPath);
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error('exited');
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"{ __typename }"}',
        });
        return res.status === 200;
      },
      90_000,
      `peer ${o.name}`,
    );
  } catch (error) {
    await stopChild(child, 'SIGKILL', 5000);
    let tail = '';
    try {
      tail = readFileSync(logPath, 'utf8').slice(-3000);
    } catch {}
    throw new Error(`peer ${o.name} did not become ready: ${(error as Error).message}\n${tail}`);
  }
  return { name: o.name, pid: child.pid!, url, stop: () => stopChild(child, 'SIGTERM', 20_000) };
}
