// Large stored events travel on the bus by reference: serializing a 4 MB payload once more for
// the bus, pushing it through Redis and parsing it again on every instance costs more than
// reading it back. The event is already in the database when it is published (publish happens
// after commit), so the bus carries only its envelope — session, offset, type, time, metadata —
// and each instance reads the payload from the database once, before fanning it out to its
// local subscribers. Live-only events (no offset) always travel inline.
//
// A decorator over any EventBus: delivery order is kept (a referenced event holds back those
// heard after it until it is loaded); an event that cannot be loaded (the session was deleted
// meanwhile, or the database is down) is dropped and logged, and per-session subscribers repair
// the gap from the database as they do for any lost bus message.
import type { Live } from '../domain/live.js';
import { isBusReference, type BusEvent, type BusMessage, type BusReference, type StoredEvent } from '../domain/events.js';
import type { BusListener, EventBus, WireBus } from './bus.js';
import { BusListeners } from './bus-listeners.js';

export interface LargePayloadOptions {
  /** Events whose payload is estimated larger than `busInlinePayloadBytes` (as JSON) are published by reference. */
  settings: Live<{ readonly busInlinePayloadBytes: number }>;
  /** Reads one stored event (the current database). */
  load(sessionId: string, offset: number): Promise<StoredEvent | null>;
  logger?: { warn(obj: Record<string, unknown>, msg: string): void };
}

/** A lower bound of a value's JSON size, walked iteratively; stops as soon as it passes `limit`. */
function jsonSizeExceeds(value: unknown, limit: number): boolean {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') size += node.length + 2;
    else if (Array.isArray(node)) {
      size += 2 + node.length;
      for (const child of node) stack.push(child);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        size += key.length + 4;
        stack.push(child);
      }
    } else size += 5;
    if (size > limit) return true;
  }
  return false;
}

/** The envelope of a stored event, published instead of its large payload. */
const referenceTo = (event: StoredEvent & { metadata: BusEvent['metadata'] }): BusReference => ({
  sessionId: event.sessionId,
  offset: event.offset,
  type: event.type,
  at: event.at,
  metadata: event.metadata,
  payloadInStore: true,
});

type Item = { event: BusMessage } | { reconnect: true };

export class LargePayloadBus implements EventBus {
  private readonly listeners: BusListeners<BusEvent>;
  /** Items waiting for a referenced event ahead of them to load, in arrival order. */
  private readonly waiting: { item: Item; ready: Promise<BusEvent | null> | null }[] = [];
  private draining = false;
  private readonly detach: () => void;

  constructor(
    private readonly inner: WireBus,
    private readonly options: LargePayloadOptions,
  ) {
    // One faulty listener must not starve the others.
    const threw = (err: unknown) => options.logger?.warn({ err: String(err) }, 'event bus: listener threw');
    this.listeners = new BusListeners<BusEvent>({ event: threw, reconnect: threw });
    const offEvents = inner.listen((event) => this.arrive({ event }));
    const offReconnect = inner.onReconnect(() => this.arrive({ reconnect: true }));
    this.detach = () => {
      offEvents();
      offReconnect();
    };
  }

  /** Registered listeners (event and reconnect), to prove subscribers hook and unhook. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  /** The wrapped bus's counters, when it keeps any (metrics, tests). */
  counters(): { published: number; publishFailures: number; reconnects: number } {
    const inner = this.inner as Partial<{ counters(): { published: number; publishFailures: number; reconnects: number } }>;
    return inner.counters ? inner.counters() : { published: 0, publishFailures: 0, reconnects: 0 };
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  publish(events: readonly BusEvent[]): Promise<void> {
    const limit = this.options.settings.current.busInlinePayloadBytes;
    return this.inner.publish(
      events.map((event) =>
        event.offset !== null && jsonSizeExceeds(event.payload, limit)
          ? referenceTo(event as StoredEvent & { metadata: BusEvent['metadata'] })
          : event,
      ),
    );
  }

  listen(listener: BusListener): () => void {
    return this.listeners.listen(listener);
  }

  onReconnect(listener: () => void): () => void {
    return this.listeners.onReconnect(listener);
  }

  healthy(): boolean {
    return this.inner.healthy();
  }

  watch(sessionId: string | null): () => void {
    return this.inner.watch?.(sessionId) ?? noop;
  }

  async stop(): Promise<void> {
    this.detach();
    this.listeners.clear();
    await this.inner.stop();
  }

  private arrive(item: Item): void {
    const reference = 'event' in item && isBusReference(item.event);
    // The common case stays synchronous: nothing to load, nothing waiting ahead.
    if (!reference && this.waiting.length === 0) {
      this.deliver(item);
      return;
    }
    this.waiting.push({ item, ready: reference ? this.hydrate((item as { event: BusReference }).event) : null });
    void this.drain();
  }

  private async hydrate(reference: BusReference): Promise<BusEvent | null> {
    try {
      const stored = await this.options.load(reference.sessionId, reference.offset);
      if (stored && stored.offset === reference.offset && stored.type === reference.type)
        return { ...stored, metadata: reference.metadata } as BusEvent;
      this.options.logger?.warn({ sessionId: reference.sessionId, offset: reference.offset }, 'event bus: referenced event not found; dropped');
    } catch (err) {
      this.options.logger?.warn(
        { sessionId: reference.sessionId, offset: reference.offset, err: String(err) },
        'event bus: could not load a referenced event; dropped',
      );
    }
    return null;
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const head = this.waiting[0]!;
        if (head.ready) {
          const event = await head.ready;
          if (event) this.deliver({ event });
        } else {
          this.deliver(head.item);
        }
        this.waiting.shift();
      }
    } finally {
      this.draining = false;
    }
  }

  private deliver(item: Item): void {
    if ('reconnect' in item) {
      this.listeners.reconnected();
      return;
    }
    // References are hydrated before they get here (arrive/drain).
    this.listeners.deliver(item.event as BusEvent);
  }
}

function noop(): void {}
