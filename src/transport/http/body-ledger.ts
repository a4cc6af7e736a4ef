// The accounting behind body admission (admission.ts does the I/O): which request bodies hold how
// many bytes, counted as the bytes arrive, in all, per identity and per connection. A body
// reserves nothing by announcing a Content-Length; it holds what it has sent, until its response
// ends. The rules, checked before each chunk is kept (and, for the whole announced length, before
// the first byte is read, so a body that cannot fit is refused unread):
//
// - all bodies together hold at most `maxBytes`; large bodies (over SMALL_BODY_BYTES) at most
//   `maxBytes` less a reserve of an eighth, which only small bodies may use — ordinary requests
//   get in however many large bodies are arriving;
// - the bodies of one identity hold at most `maxBytesPerIdentity` (no identity: authentication
//   is off), and those of one connection (pipelined requests) at most `maxBytesPerConnection`;
// - a body that is alone in its bound is never refused by it, so a body as large as the request
//   limit always gets through when nothing else is in flight.

/** Bodies up to this size (a typical GraphQL request) may use the reserve. */
const SMALL_BODY_BYTES = 64 * 1024;

/** The share of `maxBytes` kept for small bodies. */
const RESERVE_SHARE = 1 / 8;

export interface LedgerLimits {
  maxBytes: number;
  maxBytesPerIdentity: number;
  maxBytesPerConnection: number;
}

/** Which bound a body would exceed. */
export type Bound = 'instance' | 'identity' | 'connection';

/** One request body's place in the ledger. */
export interface BodyHold {
  /** Null when there is none to account to (authentication off). */
  readonly identity: string | null;
  readonly connection: object;
  readonly small: boolean;
  /** Bytes received and kept so far. */
  held: number;
}

export class BodyLedger {
  private total = 0;
  private large = 0;
  private readonly byIdentity = new Map<string, number>();
  private readonly byConnection = new Map<object, number>();

  /** Bytes held by all bodies. */
  get bytesHeld(): number {
    return this.total;
  }

  open(identity: string | null, connection: object, announcedBytes: number): BodyHold {
    return { identity, connection, small: announcedBytes <= SMALL_BODY_BYTES, held: 0 };
  }

  /** The bound `bytes` more for this body would exceed, or null when they fit. */
  exceeded(hold: BodyHold, bytes: number, limits: LedgerLimits): Bound | null {
    const alone = this.total === hold.held;
    if (!alone) {
      if (this.total + bytes > limits.maxBytes) return 'instance';
      if (!hold.small && this.large + bytes > limits.maxBytes * (1 - RESERVE_SHARE)) return 'instance';
    }
    if (hold.identity !== null) {
      const identity = this.byIdentity.get(hold.identity) ?? 0;
      if (identity !== hold.held && identity + bytes > limits.maxBytesPerIdentity) return 'identity';
    }
    const connection = this.byConnection.get(hold.connection) ?? 0;
    if (connection !== hold.held && connection + bytes > limits.maxBytesPerConnection) return 'connection';
    return null;
  }

  take(hold: BodyHold, bytes: number): void {
    this.add(hold, bytes);
  }

  /** Gives back everything the body holds (idempotent). */
  release(hold: BodyHold): void {
    this.add(hold, -hold.held);
  }

  private add(hold: BodyHold, bytes: number): void {
    if (bytes === 0) return;
    hold.held += bytes;
    this.total += bytes;
    if (!hold.small) this.large += bytes;
    if (hold.identity !== null) addTo(this.byIdentity, hold.identity, bytes);
    addTo(this.byConnection, hold.connection, bytes);
  }
}

function addTo<K>(map: Map<K, number>, key: K, bytes: number): void {
  const next = (map.get(key) ?? 0) + bytes;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}
