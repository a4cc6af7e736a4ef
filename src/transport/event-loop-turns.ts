// An operation's share of the event loop (FIELDS_PER_EVENT_LOOP_TURN, SPEC §12): once an
// operation has resolved that many fields since it last gave the loop back, its further fields
// are resolved in a later turn (setImmediate), that many per turn, in the order they were
// reached. Executing a page of 200 messages × 256 blocks is hundreds of thousands of field
// resolutions in one run of microtasks — seconds on a busy machine during which no other
// request's bytes are read or answered. Cut into turns, every other request waits for at most
// one slice of each big operation. Nothing about the result changes: a resolver's value may
// always be a promise.

type Job = () => void;

export class EventLoopTurns {
  #resolved = 0;
  readonly #queue: Job[] = [];
  #scheduled = false;
  #yields = 0;

  /**
   * @param fieldsPerTurn fields resolved per turn of the event loop (0: no limit)
   * @param onYield told each time the operation gives the loop back (metrics)
   */
  constructor(
    readonly fieldsPerTurn: number,
    private readonly onYield: () => void = () => {},
  ) {}

  /** Times this operation gave the event loop back. */
  get yields(): number {
    return this.#yields;
  }

  /** True when the next field may be resolved now (and counts it); false: defer it. */
  mayResolveNow(): boolean {
    if (this.fieldsPerTurn <= 0) return true;
    if (this.#queue.length > 0 || this.#resolved >= this.fieldsPerTurn) return false;
    this.#resolved += 1;
    return true;
  }

  /** Resolves `resolve` in a later turn, after the fields deferred before it. */
  defer<T>(resolve: () => T): Promise<Awaited<T>> {
    return new Promise<Awaited<T>>((ok, fail) => {
      this.#queue.push(() => {
        try {
          ok(resolve() as Awaited<T>);
        } catch (error) {
          fail(error);
        }
      });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.#yields += 1;
    this.onYield();
    setImmediate(() => this.#drain());
  }

  #drain(): void {
    this.#scheduled = false;
    const batch = this.#queue.splice(0, this.fieldsPerTurn);
    // What these resolve leads to (their subfields) counts against this same turn.
    this.#resolved = batch.length;
    for (const job of batch) job();
    if (this.#queue.length > 0) this.#schedule();
  }
}
