// Picks the bus: a Redis Cluster (sharded pub/sub) when REDIS_URL is redis-cluster://…,
// one Redis for any other REDIS_URL, else in-process.
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { WireBus } from './bus.js';
import { isClusterUrl } from './cluster-address.js';
import { ClusterBus } from './cluster-bus.js';
import { MemoryBus } from './memory-bus.js';
import { RedisBus } from './redis-bus.js';

export function createBus(config: Config, logger: Logger): WireBus {
  if (!config.redisUrl) return new MemoryBus(logger);
  if (isClusterUrl(config.redisUrl)) {
    return new ClusterBus({ url: config.redisUrl, prefix: config.redisChannelPrefix, slotGroups: config.redisClusterSlotGroups, logger });
  }
  return new RedisBus({ url: config.redisUrl, prefix: config.redisChannelPrefix, logger });
}
