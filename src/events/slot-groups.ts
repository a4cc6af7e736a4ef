// Sessions spread over a fixed number of sharded channels ("slot groups"): every event of a
// session travels on its group's channel, so one session's events stay in publish order on
// one shard, and an instance subscribes only to the groups of the sessions it serves.
// The channel name carries a hash tag ({g7}): Redis Cluster puts the whole channel on the
// slot of that tag, so the groups spread over the masters.

/** The session's group: FNV-1a of its id, modulo the number of groups (the same on every instance). */
export function slotGroupOf(sessionId: string, groups: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % groups;
}

export function slotGroupChannel(prefix: string, group: number): string {
  return `${prefix}events:{g${group}}`;
}

/** Every group's channel, in group order. */
export function allSlotGroupChannels(prefix: string, groups: number): string[] {
  return Array.from({ length: groups }, (_, group) => slotGroupChannel(prefix, group));
}
