// The text streamed so far for each open LLM request, kept in memory on every instance
// from the chunk events heard on the bus, so an interrupt arriving at ANY instance can
// settle the request with its partial text. Chunks are ordered by sequence (0, 1, 2, …) and
// deduplicated, and only the gap-free prefix is read: a chunk the bus lost never leaves a
// hole in the middle of a partial text; a request is dropped when its settlement is heard, and memory is bounded:
// per request (from the first chunk that does not fit on, nothing more is kept) and in total
// (the least recently streamed requests are forgotten first: an interrupt then settles them
// without partial text).
import type { BusEvent } from '../domain/events.js';
import type { EventBus } from '../events/bus.js';

const key = (sessionId: string, requestOffset: number): string => `${requestOffset}\u0001${sessionId}`;

export interface PartialTextOptions {
  /** Most requests tracked at once. */
  maxRequests: number;
  /** Most settled requests remembered, so a late chunk echo does not resurrect one. */
  maxSettled?: number;
  /** Most characters kept per request; from the first chunk past it on, nothing more is kept. */
  maxCharsPerRequest?: number;
  /** Most characters kept across all requests; past it the least recently streamed requests are forgotten. */
  maxTotalChars?: number;
}

interface Chunks {
  bySequence: Map<number, string>;
  chars: number;
  /** A chunk did not fit: nothing more is kept for this request. */
  full: boolean;
}

export class PartialTextBuffer {
  // Map iteration order is insertion order: re-inserting on touch makes it an LRU.
  private readonly requests = new Map<string, Chunks>();
  private readonly settled = new Map<string, true>();
  private unlisten: (() => void) | null = null;
  private totalChars = 0;

  constructor(private readonly options: PartialTextOptions) {}

  /** Starts hearing chunk and settlement events on the bus. */
  attach(bus: EventBus): void {
    this.unlisten?.();
    this.unlisten = bus.listen((event) => this.hear(event));
  }

  detach(): void {
    this.unlisten?.();
    this.unlisten = null;
    this.requests.clear();
    this.settled.clear();
    this.totalChars = 0;
  }

  hear(event: BusEvent): void {
    if (event.type === 'llm_response_chunk') {
      this.add(event.sessionId, event.payload.requestOffset, event.payload.sequence, event.payload.chunk);
    } else if (event.type === 'llm_request_settled') {
      this.drop(event.sessionId, event.payload.requestOffset);
    }
  }

  /** Records one chunk; a repeated sequence keeps the first chunk seen. */
  add(sessionId: string, requestOffset: number, sequence: number, chunk: string): void {
    const k = key(sessionId, requestOffset);
    if (this.settled.has(k)) return;
    let chunks = this.requests.get(k);
    if (chunks) this.requests.delete(k);
    else chunks = { bySequence: new Map(), chars: 0, full: false };
    this.requests.set(k, chunks);
    const perRequest = Math.min(this.options.maxCharsPerRequest ?? Number.MAX_SAFE_INTEGER, this.options.maxTotalChars ?? Number.MAX_SAFE_INTEGER);
    if (!chunks.full && !chunks.bySequence.has(sequence)) {
      if (chunks.chars + chunk.length <= perRequest) {
        chunks.bySequence.set(sequence, chunk);
        chunks.chars += chunk.length;
        this.totalChars += chunk.length;
      } else {
        // Past the bound nothing more is kept, so the partial text stays a gap-free prefix.
        chunks.full = true;
      }
    }
    const maxTotal = this.options.maxTotalChars ?? Number.MAX_SAFE_INTEGER;
    // Oldest first; the request just touched is last, and alone it fits (perRequest ≤ maxTotal).
    while (this.requests.size > this.options.maxRequests || this.totalChars > maxTotal) {
      this.forget(this.requests.keys().next().value as string);
    }
  }

  private forget(k: string): void {
    const chunks = this.requests.get(k);
    if (!chunks) return;
    this.totalChars -= chunks.chars;
    this.requests.delete(k);
  }

  /** The gap-free prefix heard so far (chunks 0, 1, 2, … joined); undefined when it is empty. */
  text(sessionId: string, requestOffset: number): string | undefined {
    const chunks = this.chunks(sessionId, requestOffset);
    return chunks.length === 0 ? undefined : chunks.map((c) => c.chunk).join('');
  }

  /**
   * The gap-free prefix heard so far: chunks 0, 1, 2, … up to the first sequence this instance
   * never heard (a chunk lost on the bus). What follows a hole is left out, so the text an
   * interrupt stores, and a late subscriber's replay, is always a prefix of what was streamed.
   */
  chunks(sessionId: string, requestOffset: number): { sequence: number; chunk: string }[] {
    const chunks = this.requests.get(key(sessionId, requestOffset));
    if (!chunks) return [];
    const prefix: { sequence: number; chunk: string }[] = [];
    for (let sequence = 0; ; sequence++) {
      const chunk = chunks.bySequence.get(sequence);
      if (chunk === undefined) return prefix;
      prefix.push({ sequence, chunk });
    }
  }

  /** The chunk of one sequence, when this instance heard it. */
  chunk(sessionId: string, requestOffset: number, sequence: number): string | undefined {
    return this.requests.get(key(sessionId, requestOffset))?.bySequence.get(sequence);
  }

  /** Forgets a request that settled (or expired) and remembers it as closed. */
  drop(sessionId: string, requestOffset: number): void {
    const k = key(sessionId, requestOffset);
    this.forget(k);
    this.settled.delete(k);
    this.settled.set(k, true);
    const maxSettled = this.options.maxSettled ?? this.options.maxRequests;
    while (this.settled.size > maxSettled) this.settled.delete(this.settled.keys().next().value as string);
  }

  /** Requests tracked (for tests and metrics). */
  get size(): number {
    return this.requests.size;
  }

  /** Characters kept across all requests. */
  get chars(): number {
    return this.totalChars;
  }
}
