// `npm run worker`: the reference model worker as a process. Settings come from the
// environment (see config.ts and the README); SIGTERM/SIGINT stop it gracefully.
import { createLogger } from '../logger.js';
import { loadWorkerConfig, WorkerConfigError, type WorkerConfig } from './config.js';
import { startWorker } from './worker.js';

function main(): void {
  let config: WorkerConfig;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (error instanceof WorkerConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let stopping = false;
  const worker = startWorker(config, {
    logger,
    onFatal: () => void stop('fatal', 1),
  });
  async function stop(reason: string, code: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'stopping: no new claims; finishing running requests');
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000).unref();
    await worker.stop();
    process.exit(code);
  }
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('SIGINT', () => void stop('SIGINT', 0));
}

main();
