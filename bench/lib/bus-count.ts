// Preloaded into a service process by the cluster bench (node --import), never part of src/.
// Counts the pub/sub messages the process's Redis connections receive (message and smessage:
// one per bus batch) and writes the count to $BENCH_BUS_COUNT_FILE every 200 ms, so the bench
// sees how much of the traffic reaches each instance.
import { writeFileSync } from 'node:fs';
import { Redis } from 'ioredis';

const file = process.env.BENCH_BUS_COUNT_FILE;
if (file) {
  let messages = 0;
  let bytes = 0;
  const emit = Redis.prototype.emit;
  Redis.prototype.emit = function countingEmit(this: Redis, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message' || event === 'smessage') {
      messages += 1;
      bytes += typeof args[1] === 'string' ? Buffer.byteLength(args[1]) : 0;
    }
    return emit.call(this, event, ...args);
  };
  const write = () => {
    try {
      writeFileSync(file, JSON.stringify({ messages, bytes, at: Date.now() }));
    } catch {
      /* the bench reports a missing file */
    }
  };
  setInterval(write, 200).unref();
  process.once('beforeExit', write);
}
