// CPU profiles of a measured window (not part of `npm run bench`):
//   npx tsx bench/profile.ts [append|large|paging|replay] [--seconds 15] [--clients 32] [--peers] [--interval-us 200]
//                            [--no-profile] [--env KEY=VALUE …] [--node-arg FLAG …]
// Starts Postgres, Redis and one service instance (and, with --peers, PostGraphile and the bare
// yoga server) with the inspector on a loopback port, warms up, then profiles just the load
// window through the inspector: append = 1 KiB appendEntry from `clients` keep-alive clients on
// as many sessions (the peers get their own window with the same load); large = 4 MB appends
// from 4 clients; paging = messages(first: 50) at the start and the middle of a 100,000-entry
// session from one client (with --peers also PostGraphile's allMessages over as many rows);
// replay = sessionEvents(after: 0) over 100,000 events (an operation is one event). Writes bench/results/profiles/<target>-<scenario>.cpuprofile and prints, per
// target, the CPU per operation from /proc and the sampled split by component and function.
// --no-profile only measures (throughput, CPU per operation from /proc); --env passes settings
// to the service instance (e.g. --env LOG_LEVEL=info to see the cost of the per-operation log line).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { encodeMessageCursor } from '../src/domain/cursor.js';
import { Gql, pool, wsClient } from './lib/client.js';
import { report, type Profile } from './lib/cpuprofile.js';
import { REPO, freePort, startInfra, startInstance } from './lib/infra.js';
import { RemoteProfiler } from './lib/inspector.js';
import { startPeer } from './lib/peers.js';
import { seedLinearSession, seedPeerMessages } from './lib/seed.js';
import { PEER_SCHEMA, createPeerTables } from './peers/tables.js';

const args = process.argv.slice(2);
const what = args.find((a, i) => !a.startsWith('--') && !/^\d+$/.test(a) && !['--env', '--node-arg'].includes(args[i - 1] ?? '')) ?? 'append';
const num = (flag: string, dflt: number) => {
  const i = args.indexOf(flag);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const seconds = num('--seconds', 15);
const clients = num('--clients', what === 'large' ? 4 : what === 'paging' || what === 'replay' ? 1 : 32);
const intervalUs = num('--interval-us', 200);
const withPeers = args.includes('--peers');
const noProfile = args.includes('--no-profile');
const extraEnv = Object.fromEntries(
  args.flatMap((a, i) => (args[i - 1] === '--env' ? [[a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]] : [])),
) as Record<string, string>;
const nodeArgs = args.filter((_, i) => args[i - 1] === '--node-arg');
const OUT = join(REPO, 'bench/results/profiles');
const log = (m: string) => process.stdout.write(`[profile] ${m}\n`);

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const text1k = 'x'.repeat(1024);
const APPEND = `mutation($input: AppendEntryInput!) { appendEntry(input: $input) { created entry { entryId } session { lastOffset } } }`;

/** Runs `op` from `workers` loops until the deadline; an op counts as 1 operation, or as the number it resolves with. */
async function drive(durationMs: number, workers: number, op: (w: number) => Promise<unknown>): Promise<number> {
  let ops = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < deadline) {
        const n = await op(w);
        ops += typeof n === 'number' ? n : 1;
      }
    }),
  );
  return ops;
}

async function profileWindow(name: string, pid: number, inspectPort: number, op: (w: number) => Promise<unknown>): Promise<void> {
  log(`${name}: warm-up`);
  await drive(Math.min(5000, seconds * 1000), clients, op);
  const profiler = noProfile ? null : await RemoteProfiler.connect(inspectPort);
  await profiler?.start(intervalUs);
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const ops = await drive(seconds * 1000, clients, op);
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs(pid) - cpu0;
  if (!profiler) {
    log(
      `${name}: ${ops} ops in ${elapsed.toFixed(1)} s = ${(ops / elapsed).toFixed(0)}/s; server CPU ${(cpu / ops).toFixed(3)} ms/op (${((100 * cpu) / 1000 / elapsed).toFixed(0)}% of one core, /proc)`,
    );
    return;
  }
  const profile = (await profiler.stop()) as Profile;
  await profiler.mapToSources(profile as never, (url) => url.startsWith(`file://${REPO}/src/`) || url.startsWith(`file://${REPO}/bench/`));
  profiler.close();
  const file = join(OUT, `${name}-${what}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  log(
    `${name}: ${ops} ops in ${elapsed.toFixed(1)} s = ${(ops / elapsed).toFixed(0)}/s; server CPU ${(cpu / ops).toFixed(3)} ms/op ` +
      `(${((100 * cpu) / 1000 / elapsed).toFixed(0)}% of one core, /proc, profiler on); profile ${file}`,
  );
  process.stdout.write(`${report(profile, { ops, cpuUsPerOp: (1000 * cpu) / ops, limit: 45 })}\n\n`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const infra = await startInfra(log);
  const stops: (() => Promise<void>)[] = [];
  try {
    const inspectA = await freePort();
    const a = await startInstance({
      name: 'A',
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      logDir: infra.dir,
      inspectPort: inspectA,
      extraEnv,
      nodeArgs,
    });
    stops.push(a.stop);
    const gql = new Gql(a.url, clients + 4);
    const sessions = await pool(
      Array.from({ length: clients }, (_, i) => i),
      8,
      async (i) =>
        (
          await gql.request(`mutation($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }`, {
            input: { title: `profile ${i}` },
          })
        ).createSession.session.id as string,
    );
    if (what === 'append') {
      await profileWindow('ours', a.pid, inspectA, (w) =>
        gql.request(APPEND, { input: { sessionId: sessions[w]!, message: { user: { content: [{ text: { text: text1k } }] } } } }),
      );
      if (withPeers) {
        const peerMessage = { role: 'user', content: [{ type: 'text', text: text1k }] };
        for (const name of ['postgraphile', 'yoga'] as const) {
          const port = await freePort();
          const peer = await startPeer({ name, databaseUrl: infra.databaseUrl, logDir: infra.dir, poolSize: 20, inspectPort: port });
          stops.push(peer.stop);
          const client = new Gql(peer.url, clients + 4);
          const query =
            name === 'postgraphile'
              ? `mutation($sessionId: String!, $message: JSON!) { createMessage(input: { message: { sessionId: $sessionId, message: $message } }) { message { rowId createdAt } } }`
              : `mutation($sessionId: String!, $message: JSON!) { append(sessionId: $sessionId, message: $message) }`;
          await profileWindow(name, peer.pid, port, (w) => client.request(query, { sessionId: `peer-${w}`, message: peerMessage }));
          client.close();
        }
      }
    } else if (what === 'large') {
      const words = ['the', 'model', 'returned', 'a', 'long', 'answer', 'about', 'indexes', 'and', 'plans'];
      const block = Array.from({ length: 110_000 }, (_, i) => words[(i * 7919) % words.length])
        .join(' ')
        .slice(0, 999_900);
      const message = { user: { content: Array.from({ length: 4 }, () => ({ text: { text: block } })) } };
      await profileWindow('ours', a.pid, inspectA, (w) =>
        gql.request(APPEND, { input: { sessionId: sessions[w % sessions.length]!, message } }, 120_000),
      );
    } else if (what === 'paging') {
      const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
      const n = 100_000;
      await seedLinearSession(db, 's_profile_long', 1, n);
      await createPeerTables(db);
      await seedPeerMessages(db, PEER_SCHEMA, 'pgl-long', n);
      await db.query('analyze');
      await db.end();
      const page = `query($id: ID!, $after: String) { session(id: $id) { messages(first: 50, after: $after) {
        edges { cursor node { id parentId timestamp ... on MessageEntry { message { role content { ... on TextBlock { text } } } } } } pageInfo { hasNextPage endCursor } } } }`;
      const middle = encodeMessageCursor(n / 2 - 25);
      await profileWindow('ours', a.pid, inspectA, async () => {
        await gql.request(page, { id: 's_profile_long', after: null });
        await gql.request(page, { id: 's_profile_long', after: middle });
        return 2;
      });
      if (withPeers) {
        const port = await freePort();
        const peer = await startPeer({ name: 'postgraphile', databaseUrl: infra.databaseUrl, logDir: infra.dir, poolSize: 20, inspectPort: port });
        stops.push(peer.stop);
        const client = new Gql(peer.url, 4);
        const q = `query($s: String!, $after: Cursor) { allMessages(condition: { sessionId: $s }, orderBy: ROW_ID_ASC, first: 50, after: $after) {
          edges { cursor node { rowId sessionId createdAt message } } pageInfo { hasNextPage endCursor } } }`;
        const cur = (
          await client.request(
            `query($s: String!, $o: Int!) { allMessages(condition: { sessionId: $s }, orderBy: ROW_ID_ASC, first: 1, offset: $o) { edges { cursor } } }`,
            { s: 'pgl-long', o: n / 2 - 25 },
          )
        ).allMessages.edges[0].cursor;
        await profileWindow('postgraphile', peer.pid, port, async () => {
          await client.request(q, { s: 'pgl-long', after: null });
          await client.request(q, { s: 'pgl-long', after: cur });
          return 2;
        });
        client.close();
      }
    } else if (what === 'replay') {
      const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
      const { lastOffset } = await seedLinearSession(db, 's_profile_long', 1, 100_000);
      await db.end();
      const query = `subscription($id: ID!) { sessionEvents(sessionId: $id, after: 0) { __typename offset at
        ... on MessageAddedEvent { entry { id parentId timestamp ... on MessageEntry { message { role content { ... on TextBlock { text } } } } } } } }`;
      await profileWindow('ours', a.pid, inspectA, async () => {
        const client = await wsClient(a.wsUrl);
        let count = 0;
        await new Promise<void>((resolve, reject) => {
          const stop = client.subscribe(
            { query, variables: { id: 's_profile_long' } },
            {
              next: (msg) => {
                count += 1;
                if ((msg.data as { sessionEvents?: { offset: number } })?.sessionEvents?.offset === lastOffset) {
                  stop();
                  resolve();
                }
              },
              error: (e) => reject(new Error(JSON.stringify(e).slice(0, 300))),
              complete: () => resolve(),
            },
          );
        });
        await client.dispose();
        return count;
      });
    } else throw new Error(`unknown profile target ${what}`);
    gql.close();
  } finally {
    for (const s of stops.reverse()) await s().catch(() => {});
    await infra.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`profile failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
