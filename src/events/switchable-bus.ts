// A bus whose implementation can be replaced at runtime (config reload of REDIS_URL):
// listeners stay registered here and are moved to the new bus; after a swap every
// reconnect listener fires, so per-session subscribers refill any gap from the database.
import type { BusMessage } from '../domain/events.js';
import type { BusListener, WireBus } from './bus.js';

export interface BusCounters {
  published: number;
  publishFailures: number;
  reconnects: number;
}

export class SwitchableBus implements WireBus {
  private readonly listeners = new Set<BusListener<BusMessage>>();
  private readonly reconnectListeners = new Set<() => void>();
  private detach: () => void = () => {};
  /** Watches held here (session id, or null for every session), with their releases on the current bus. */
  private readonly watches = new Set<{ sessionId: string | null; release: () => void }>();
  /** Counts of the buses swapped out, so the totals never go backwards. */
  private readonly retired: BusCounters = { published: 0, publishFailures: 0, reconnects: 0 };

  constructor(private inner: WireBus) {}

  get current(): WireBus {
    return this.inner;
  }

  /** Registered listeners (event and reconnect), to prove subscribers hook and unhook. */
  get listenerCount(): number {
    return this.listeners.size + this.reconnectListeners.size;
  }

  /** Counters since start, across swaps (an implementation that keeps none counts zero). */
  counters(): BusCounters {
    const c = this.inner as Partial<BusCounters>;
    return {
      published: this.retired.published + (c.published ?? 0),
      publishFailures: this.retired.publishFailures + (c.publishFailures ?? 0),
      reconnects: this.retired.reconnects + (c.reconnects ?? 0),
    };
  }

  private attach(): void {
    const offEvents = this.inner.listen((event) => {
      for (const listener of this.listeners) listener(event);
    });
    const offReconnect = this.inner.onReconnect(() => this.fireReconnect());
    this.detach = () => {
      offEvents();
      offReconnect();
    };
  }

  private fireReconnect(): void {
    for (const listener of this.reconnectListeners) listener();
  }

  async start(): Promise<void> {
    await this.inner.start();
    this.attach();
  }

  /** Moves to an already started bus and stops the old one. */
  async swap(next: WireBus): Promise<void> {
    const previous = this.inner;
    const totals = this.counters();
    this.detach();
    this.inner = next;
    for (const watch of this.watches) {
      watch.release();
      watch.release = next.watch?.(watch.sessionId) ?? noop;
    }
    const fresh = next as Partial<BusCounters>;
    this.retired.published = totals.published - (fresh.published ?? 0);
    this.retired.publishFailures = totals.publishFailures - (fresh.publishFailures ?? 0);
    this.retired.reconnects = totals.reconnects - (fresh.reconnects ?? 0);
    this.attach();
    this.fireReconnect();
    await previous.stop().catch(() => {});
  }

  publish(events: readonly BusMessage[]): Promise<void> {
    return this.inner.publish(events);
  }

  listen(listener: BusListener<BusMessage>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  healthy(): boolean {
    return this.inner.healthy();
  }

  watch(sessionId: string | null): () => void {
    const watch = { sessionId, release: this.inner.watch?.(sessionId) ?? noop };
    this.watches.add(watch);
    return () => {
      if (!this.watches.delete(watch)) return;
      watch.release();
    };
  }

  async stop(): Promise<void> {
    this.detach();
    await this.inner.stop();
  }
}

function noop(): void {}
