// Preloaded into each service process by the bench harness (node --import), never part of src/.
// Keeps an event-loop delay histogram; on SIGUSR2 writes it (ms) and the RSS to
// $BENCH_ELD_FILE and starts a fresh one. Costs one timer every 10 ms.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_ELD_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
    const out = {
      at: Date.now(),
      maxMs: ms(h.max),
      p99Ms: ms(h.percentile(99)),
      p50Ms: ms(h.percentile(50)),
      meanMs: ms(h.mean),
      samples: h.count,
      rssKiB: Math.round(process.memoryUsage.rss() / 1024),
      heapUsedKiB: Math.round(process.memoryUsage().heapUsed / 1024),
    };
    h.reset();
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(out));
      writeFileSync(file, JSON.stringify(out));
    } catch {
      /* the harness reports a missing file */
    }
  });
}
