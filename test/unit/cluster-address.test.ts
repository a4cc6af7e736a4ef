// REDIS_URL naming a Redis Cluster: what the configuration accepts, how the bus reads the URL,
// and the stable spread of sessions over the sharded channels.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { isClusterUrl, parseClusterUrl, redactedClusterAddress } from '../../src/events/cluster-address.js';
import { allSlotGroupChannels, slotGroupChannel, slotGroupOf } from '../../src/events/slot-groups.js';

describe('REDIS_URL naming a Redis Cluster', () => {
  it('accepts redis-cluster:// and rediss-cluster:// with one or more nodes, and the slot groups', () => {
    const config = loadConfig({ REDIS_URL: 'redis-cluster://127.0.0.1:7100,127.0.0.1:7101', REDIS_CLUSTER_SLOT_GROUPS: '32' });
    expect(config.redisUrl).toBe('redis-cluster://127.0.0.1:7100,127.0.0.1:7101');
    expect(config.redisClusterSlotGroups).toBe(32);
    expect(loadConfig({ REDIS_URL: 'rediss-cluster://u:p@redis.internal:6379' }).redisUrl).toBe('rediss-cluster://u:p@redis.internal:6379');
    expect(loadConfig({}).redisClusterSlotGroups).toBe(16);
  });

  it('refuses a cluster URL without ports, and a slot group count out of range, naming the variable', () => {
    for (const env of [{ REDIS_URL: 'redis-cluster://a,b' }, { REDIS_URL: 'redis-cluster://' }, { REDIS_CLUSTER_SLOT_GROUPS: '0' }]) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(Object.keys(env)[0]!);
    }
  });

  it('reads the nodes, the credentials and TLS; logs the address without the credentials', () => {
    expect(isClusterUrl('redis://127.0.0.1:6379')).toBe(false);
    const address = parseClusterUrl('rediss-cluster://user:p%40ss@10.0.0.1:6379,10.0.0.2:6380/');
    expect(address).toEqual({
      nodes: [
        { host: '10.0.0.1', port: 6379 },
        { host: '10.0.0.2', port: 6380 },
      ],
      username: 'user',
      password: 'p@ss',
      tls: true,
    });
    expect(redactedClusterAddress(address)).toBe('rediss-cluster://10.0.0.1:6379,10.0.0.2:6380');
    expect(parseClusterUrl('redis-cluster://:secret@h:1')).toEqual({ nodes: [{ host: 'h', port: 1 }], password: 'secret', tls: false });
  });
});

describe('slot groups', () => {
  it('puts a session in the same group on every instance, and spreads sessions over all groups', () => {
    expect(slotGroupOf('s_abc', 16)).toBe(slotGroupOf('s_abc', 16));
    const groups = new Set(Array.from({ length: 1000 }, (_, i) => slotGroupOf(`s_${i}`, 16)));
    expect(groups.size).toBe(16);
    expect(slotGroupChannel('p:', 3)).toBe('p:events:{g3}');
    expect(allSlotGroupChannels('p:', 2)).toEqual(['p:events:{g0}', 'p:events:{g1}']);
  });
});
