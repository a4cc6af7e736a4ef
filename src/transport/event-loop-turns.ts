// An operation's share of the event loop (FIELDS_PER_EVENT_LOOP_TURN, SPEC §12): once an
// operation has resolved that many fields since it last gave the loop back, its further work is
// resolved in a later turn, that many fields per turn. Executing a page of 200 messages × 256
// blocks is hundreds of thousands of field resolutions in one run of microtasks — seconds on a
// busy machine during which no other request's bytes are read or answered. Cut into turns, every
// other request waits for at most one slice of each big operation. Nothing about the result
// changes: a resolver's value, and a list's item, may always be a promise.
//
// What is put off is a list item (with the leaf fields it selects), never a single field: a field
// made a promise makes its whole parent object complete asynchronously, which tripled the CPU of
// a big page. Items are admitted one at a time as the executor reaches them, so the count a turn
// stops at is what really ran before (depth first), not an estimate.
//
// Between two turns of one operation the loop stays free for others for as long as the last turn
// took, scaled by the operation's share (EVENT_LOOP_SHARE_PER_OPERATION): a big operation alone
// still runs back to back, beside others it takes at most that share of the loop.

type Job = { run: () => void; cost: number };

/** When DataLoader dispatches a batch by default: once the promise jobs queued now have run. */
const afterPromiseJobs = (dispatch: () => void): void => {
  void Promise.resolve().then(() => process.nextTick(dispatch));
};

export interface TurnSettings {
  /** Fields resolved per turn of the event loop (0: no limit). */
  fieldsPerTurn: number;
  /** The share (0–1] of the event loop the operation's later turns may take while other operations run. */
  loopShare: number;
  /** True while operations other than this one are running (then the share applies). */
  othersRunning(): boolean;
  /** Told each time the operation gives the loop back (metrics). */
  onYield(): void;
}

export class EventLoopTurns {
  #resolved = 0;
  readonly #queue: Job[] = [];
  #scheduled = false;
  #yields = 0;
  #turnStartedAt = 0;
  readonly #batchesWaiting: (() => void)[] = [];

  constructor(private readonly settings: TurnSettings) {}

  /** Times this operation gave the event loop back. */
  get yields(): number {
    return this.#yields;
  }

  /** Counts work of `cost` fields that runs now whatever the turn's count (it cannot be put off). */
  count(cost: number): void {
    this.#resolved += cost;
  }

  /** True when work of `cost` fields may run in this turn (and counts it); false: defer it. */
  mayResolveNow(cost: number): boolean {
    if (this.settings.fieldsPerTurn <= 0) return true;
    if (this.#resolved >= this.settings.fieldsPerTurn) return false;
    this.#resolved += cost;
    return true;
  }

  /**
   * Schedules a batch loader's dispatch for when the operation has no work put off to a later
   * turn: the lookups of all its turns then go in one batch, as they would without turns (the
   * database calls of an operation do not grow with the number of its turns).
   */
  scheduleBatch(dispatch: () => void): void {
    afterPromiseJobs(() => {
      if (this.#queue.length === 0) dispatch();
      else this.#batchesWaiting.push(dispatch);
    });
  }

  /** Resolves `resolve` (work of `cost` fields) in a later turn, after the work deferred before it. */
  defer<T>(resolve: () => T, cost: number): Promise<Awaited<T>> {
    return new Promise<Awaited<T>>((ok, fail) => {
      const run = () => {
        try {
          ok(resolve() as Awaited<T>);
        } catch (error) {
          fail(error);
        }
      };
      this.#queue.push({ run, cost });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    this.#yields += 1;
    this.settings.onYield();
    setImmediate(() => this.#afterGap());
  }

  /** Waits out the gap the share asks for (measured from the last turn's start), then starts a turn. */
  #afterGap(): void {
    const { loopShare } = this.settings;
    const gapMs =
      this.#turnStartedAt > 0 && loopShare < 1 && this.settings.othersRunning()
        ? ((performance.now() - this.#turnStartedAt) * (1 - loopShare)) / loopShare
        : 0;
    if (gapMs >= 1) setTimeout(() => this.#turn(), Math.min(gapMs, 1000));
    else this.#turn();
  }

  #turn(): void {
    this.#turnStartedAt = performance.now();
    this.#resolved = 0;
    this.#next();
  }

  /**
   * Resolves deferred work one job at a time: the executor's continuation of a job (its subtree, as
   * far as it is synchronous) runs as a microtask queued before this check's next round, so the
   * count it sees includes it.
   */
  #next = (): void => {
    const job = this.#queue[0];
    if (!job || this.#resolved >= this.settings.fieldsPerTurn) {
      // Work deferred from now on schedules the next turn.
      this.#scheduled = false;
      if (job) this.#schedule();
      else for (const dispatch of this.#batchesWaiting.splice(0)) this.scheduleBatch(dispatch);
      return;
    }
    this.#queue.shift();
    this.#resolved += job.cost;
    job.run();
    queueMicrotask(this.#next);
  };
}
