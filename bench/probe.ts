// A separate process that times GET /healthz on one instance every few ms: the server's
// responsiveness (an upper bound on its event-loop lag) seen from outside, unaffected by
// the load process's own work. Started by load.ts; on 'stop' it replies with the figures.
import { Gql, summarize } from './lib/client.js';

const url = process.argv[2]!;
const intervalMs = Number(process.argv[3] ?? 20);
const maxSamples = 200_000;
const gql = new Gql(url, 1);
const samples: { t: number; ms: number }[] = [];
let running = true;

async function loop(): Promise<void> {
  const deadline = Date.now() + 30 * 60_000;
  while (running && samples.length < maxSamples && Date.now() < deadline) {
    const t0 = performance.now();
    try {
      await gql.get('/healthz', 10_000);
      samples.push({ t: Date.now(), ms: performance.now() - t0 });
    } catch {
      samples.push({ t: Date.now(), ms: performance.now() - t0 });
    }
    const spent = performance.now() - t0;
    await new Promise((r) => setTimeout(r, Math.max(1, intervalMs - spent)));
  }
}

const done = loop();
process.on('message', async (msg: { cmd: string }) => {
  if (msg.cmd !== 'stop') return;
  running = false;
  await done;
  const worst = [...samples].sort((a, b) => b.ms - a.ms).slice(0, 5);
  process.send!({ summary: summarize(samples.map((s) => s.ms)), worst }, () => {
    gql.close();
    process.exit(0);
  });
});
process.send!({ ready: true });
