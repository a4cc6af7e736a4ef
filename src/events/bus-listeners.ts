// The listeners of one bus: its event listeners and its reconnect listeners, each registration
// removable on its own, called in registration order. A listener that throws is reported and
// does not keep the others from their call. Every bus (memory-bus.ts, redis-bus.ts,
// large-payloads.ts) keeps its listeners in one of these.
import { type BusListener, listenerEntry, reconnectEntry } from './bus.js';

/** How a bus reports a listener that threw. */
export interface ListenerFailures<M> {
  event(err: unknown, event: M): void;
  reconnect(err: unknown): void;
}

export class BusListeners<M> {
  private readonly events = new Set<BusListener<M>>();
  private readonly reconnects = new Set<() => void>();

  constructor(private readonly failures: ListenerFailures<M>) {}

  listen(listener: BusListener<M>): () => void {
    // Wrapped so the same function can be registered twice and unsubscribed independently.
    const entry = listenerEntry(listener);
    this.events.add(entry);
    return () => this.events.delete(entry);
  }

  onReconnect(listener: () => void): () => void {
    const entry = reconnectEntry(listener);
    this.reconnects.add(entry);
    return () => this.reconnects.delete(entry);
  }

  /** Event and reconnect listeners registered. */
  get size(): number {
    return this.events.size + this.reconnects.size;
  }

  clear(): void {
    this.events.clear();
    this.reconnects.clear();
  }

  /** Hands the event to every listener registered now. */
  deliver(event: M): void {
    for (const listener of [...this.events]) {
      try {
        listener(event);
      } catch (err) {
        this.failures.event(err, event);
      }
    }
  }

  /** Tells every reconnect listener registered now that the bus reconnected. */
  reconnected(): void {
    for (const listener of [...this.reconnects]) {
      try {
        listener();
      } catch (err) {
        this.failures.reconnect(err);
      }
    }
  }
}
