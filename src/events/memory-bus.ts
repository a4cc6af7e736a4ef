// The in-process event bus (embedded default, single instance). It behaves like the
// Redis bus as far as subscribers can tell: delivery is asynchronous, in publish order,
// and listeners receive a copy parsed with the event schema (never the publisher's own
// objects), one object per event shared by every listener.
import { parseBusMessage, type BusMessage } from '../domain/events.js';
import type { BusListener, WireBus } from './bus.js';
import { BusListeners } from './bus-listeners.js';
import type { BusLogger } from './redis-bus.js';

const silentLogger: BusLogger = { warn() {}, error() {} };

export class MemoryBus implements WireBus {
  private readonly listeners: BusListeners<BusMessage>;
  private running = false;
  published = 0;

  constructor(private readonly logger: BusLogger = silentLogger) {
    this.listeners = new BusListeners<BusMessage>({
      // One faulty listener must not starve the others.
      event: (err, event) => logger.error({ err, sessionId: event.sessionId, offset: event.offset }, 'event bus: listener threw'),
      reconnect: (err) => logger.error({ err }, 'event bus: reconnect listener threw'),
    });
  }

  async start(): Promise<void> {
    this.running = true;
  }

  async publish(events: readonly BusMessage[]): Promise<void> {
    if (!this.running || events.length === 0) return;
    let copies: BusMessage[];
    try {
      // Same round trip as over Redis: subscribers cannot mutate the publisher's objects, and
      // what Redis would drop as malformed is dropped here too.
      copies = (JSON.parse(JSON.stringify(events)) as unknown[]).flatMap((item) => {
        const event = parseBusMessage(item);
        if (!event) this.logger.error({ sample: JSON.stringify(item).slice(0, 200) }, 'event bus: dropped a malformed event');
        return event ? [event] : [];
      });
    } catch (err) {
      this.logger.error({ err }, 'event bus: could not serialize events; not published');
      return;
    }
    this.published += copies.length;
    // setImmediate (not a microtask): publishers never run subscriber code, and a
    // listener that publishes in turn cannot starve I/O. FIFO keeps publish order.
    setImmediate(() => {
      for (const event of copies) this.listeners.deliver(event);
    });
  }

  listen(listener: BusListener<BusMessage>): () => void {
    return this.listeners.listen(listener);
  }

  onReconnect(listener: () => void): () => void {
    return this.listeners.onReconnect(listener);
  }

  /**
   * Fires the reconnect listeners as a real bus does after a reconnect, in order with
   * the events published before it. An in-process bus never disconnects; this exists for
   * tests and tooling that exercise the gap-repair path.
   */
  simulateReconnect(): void {
    setImmediate(() => this.listeners.reconnected());
  }

  /** Registered listeners (event and reconnect), to prove subscribers unhook on exit. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  healthy(): boolean {
    return this.running;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.listeners.clear();
  }
}
