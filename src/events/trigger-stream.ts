// Live-only streams for the session-independent subscriptions (sessionCreated,
// messageAdded, …): every bus event of the wanted types that passes the filter, each
// subscriber with its own bounded queue. No replay: these subscriptions have no `after`.
import type { BusEvent, EventType } from '../domain/events.js';
import type { EventBus } from './bus.js';
import { SubscriberQueue } from './subscriber-queue.js';

export interface TriggerStreamOptions {
  types: readonly EventType[];
  /** Decides per event (e.g. `(e) => matchesTrigger(filter, e)` plus tenancy). */
  filter: (event: BusEvent) => boolean;
  /** Events held for a slow client; past it the stream ends with SubscriberOverflowError. */
  bufferLimit?: number;
}

export function subscribeTrigger(bus: EventBus, options: TriggerStreamOptions): SubscriberQueue<BusEvent> {
  const types = new Set<EventType>(options.types);
  let unlisten = (): void => {};
  const queue = new SubscriberQueue<BusEvent>({
    ...(options.bufferLimit === undefined ? {} : { limit: options.bufferLimit }),
    onClose: () => unlisten(),
  });
  unlisten = bus.listen((event) => {
    if (!types.has(event.type)) return;
    let wanted: boolean;
    try {
      wanted = options.filter(event);
    } catch (err) {
      // A filter bug ends this subscriber only, never the bus fan-out.
      queue.fail(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (wanted) queue.push(event);
  });
  return queue;
}
