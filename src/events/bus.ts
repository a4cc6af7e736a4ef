// The event bus contract: events are published after their transaction commits,
// and every instance delivers to its local subscribers only what it hears from the bus.
import type { BusEvent, BusMessage } from '../domain/events.js';

export type BusListener<M = BusEvent> = (event: M) => void;

/** M is what travels: services see whole events; the transports also carry references (WireBus). */
export interface EventBus<M = BusEvent> {
  /** Resolves once the bus can deliver (e.g. the Redis subscription is confirmed). */
  start(): Promise<void>;
  /** Publishes committed events in order. Never throws: failures are logged and later repaired from the database. */
  publish(events: readonly M[]): Promise<void>;
  /** Registers an in-process listener for everything heard from the bus. Returns the unsubscribe function. */
  listen(listener: BusListener<M>): () => void;
  /** Called after the bus (re)connects, so per-session subscribers can refill gaps from the database. */
  onReconnect(listener: () => void): () => void;
  /** True while the bus can deliver. */
  healthy(): boolean;
  /**
   * Declares that local listeners need this session's events (or every session's: null). A
   * sharded bus (Redis Cluster) hears only the sessions someone watches; a bus that hears
   * everything anyway has no watch. Returns the release function. Once a new watch is served,
   * the bus fires onReconnect: what was published before it was served is in the database.
   */
  watch?(sessionId: string | null): () => void;
  stop(): Promise<void>;
}

/** A transport bus (in-process or Redis): carries events and references to stored events. */
export type WireBus = EventBus<BusMessage>;

// A registration's own function (so one listener registered twice is two registrations),
// made by a factory: under the TypeScript loader (keepNames) a closure bound to a name gets a
// property table of its own (~0.3 KiB), and buses hold one per listening subscriber.
export function listenerEntry<M>(listener: BusListener<M>): BusListener<M> {
  return (event) => listener(event);
}

export function reconnectEntry(listener: () => void): () => void {
  return () => listener();
}
