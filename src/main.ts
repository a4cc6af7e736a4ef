// Process entry: load config, build the app, listen; reload on SIGHUP or a config file change;
// drain and exit 0 on SIGTERM/SIGINT within the grace period.
import './runtime/require-supported-node.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { checkAuthPolicy } from './auth/policy.js';
import { createLogger } from './logger.js';
import { assertPortFree } from './runtime/assert-port-free.js';

async function main(): Promise<void> {
  let config: Config;
  let authWarning: string | null;
  try {
    config = loadConfig();
    authWarning = checkAuthPolicy(config, process.env).warning;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // A library promise nobody awaits (ioredis did this once) must not take the whole service
  // down with every open stream: log it loudly and keep serving. Tests still see them, since
  // they start the app in-process without this entry.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason instanceof Error ? reason.message : String(reason) }, 'unhandled promise rejection; still serving');
  });
  await assertPortFree(config.host, config.port);
  const app = await buildApp(config, { logger, setLogLevel: (level) => logger.setLevel(level) });
  const { url } = await app.start();
  logger.info(
    {
      url,
      storage: config.databaseUrl ? 'postgres' : `embedded postgres (${config.dataDir})`,
      bus: config.redisUrl ? 'redis' : 'in-process',
    },
    `GraphQL service listening; GraphiQL at ${url}, dashboard at ${new URL('/dashboard/', url)}`,
  );
  if (authWarning) logger.warn({}, authWarning);
  if (config.auth.jwtSecret)
    logger.info({}, 'a token for a tenant: npm run token -- --sub <tenant> [--admin | --worker] (signs with this AUTH_JWT_SECRET)');
  app.reloader.watchFile();
  process.on('SIGHUP', () => void app.reloader.reload());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining: finishing in-flight operations');
    // A last resort only: app.stop() itself cuts connections after the grace period.
    setTimeout(() => process.exit(1), app.config().shutdownGraceMs + 5_000).unref();
    await app.stop();
    logger.info({}, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
