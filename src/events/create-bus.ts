// Picks the bus: Redis when REDIS_URL is configured, else in-process.
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { WireBus } from './bus.js';
import { MemoryBus } from './memory-bus.js';
import { RedisBus } from './redis-bus.js';

export function createBus(config: Config, logger: Logger): WireBus {
  if (!config.redisUrl) return new MemoryBus(logger);
  return new RedisBus({ url: config.redisUrl, prefix: config.redisChannelPrefix, logger });
}
