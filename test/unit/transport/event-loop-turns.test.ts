// EventLoopTurns and leafSelections: what an operation's turn of the event loop admits. Work past
// a turn's fields waits for a later turn (in order), a turn resolves its deferred jobs one at a
// time so it stops where the fields that really ran fill it, beside other operations the next
// turn waits for the operation's share, and batched lookups wait until no work is put off.
import { buildSchema, execute, type GraphQLResolveInfo, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { EventLoopTurns, type TurnSettings } from '../../../src/transport/event-loop-turns.js';
import { leafSelections } from '../../../src/transport/leaf-selections.js';

const settings = (over: Partial<TurnSettings> = {}): TurnSettings => ({
  fieldsPerTurn: 10,
  loopShare: 1,
  othersRunning: () => false,
  onYield: () => {},
  ...over,
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('EventLoopTurns', () => {
  it('admits work until the turn is full, then defers the rest to later turns, in order', async () => {
    let yields = 0;
    const turns = new EventLoopTurns(settings({ onYield: () => (yields += 1) }));
    const order: number[] = [];
    const admitted = Array.from({ length: 25 }, (_, i) => (turns.mayResolveNow(1) ? (order.push(i), null) : turns.defer(() => order.push(i), 1)));
    expect(order).toEqual(Array.from({ length: 10 }, (_, i) => i));
    await Promise.all(admitted);
    expect(order).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(yields).toBe(2);
    expect(turns.yields).toBe(2);
  });

  it("stops a turn where what its jobs led to (counted as it runs) fills it, not where the jobs' own costs would", async () => {
    let ran = 0;
    // Jobs run by the time each later turn is scheduled.
    const marks: number[] = [];
    const turns = new EventLoopTurns(settings({ onYield: () => marks.push(ran) }));
    turns.count(10);
    // Each job leads to 4 fields of work of its own, counted when its continuation runs.
    const jobs = Array.from({ length: 6 }, () =>
      turns
        .defer(() => {
          ran += 1;
        }, 1)
        .then(() => turns.count(4)),
    );
    await Promise.all(jobs);
    expect(ran).toBe(6);
    // 1 + 4 fields per job: two fill a turn of 10, so three turns after the first.
    expect(marks).toEqual([0, 2, 4]);
  });

  it('beside other operations, waits between turns for its share of the loop (a timer); alone, it does not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const run = (others: boolean) => {
        const turns = new EventLoopTurns(settings({ fieldsPerTurn: 1, loopShare: 0.1, othersRunning: () => others }));
        turns.mayResolveNow(1);
        const done: number[] = [];
        const jobs = [0, 1, 2].map((i) =>
          turns.defer(() => {
            // A turn of 2 ms: at a share of 0.1 the next waits 18 ms.
            const until = performance.now() + 2;
            while (performance.now() < until);
            done.push(i);
          }, 1),
        );
        return { done, all: Promise.all(jobs) };
      };
      const alone = run(false);
      await alone.all;
      expect(alone.done).toEqual([0, 1, 2]);

      const beside = run(true);
      for (let i = 0; i < 5; i++) await nextTurn();
      // The first deferred turn ran; the next waits for its timer.
      expect(beside.done).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1000);
      for (let i = 0; i < 5; i++) await nextTurn();
      await vi.advanceTimersByTimeAsync(1000);
      await beside.all;
      expect(beside.done).toEqual([0, 1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a batched lookup until no work is put off, so the lookups of all turns go in one batch', async () => {
    const turns = new EventLoopTurns(settings({ fieldsPerTurn: 1 }));
    turns.mayResolveNow(1);
    let dispatched = false;
    const deferred = turns.defer(() => 'later', 1);
    turns.scheduleBatch(() => (dispatched = true));
    await Promise.resolve();
    await new Promise((resolve) => process.nextTick(resolve));
    expect(dispatched).toBe(false);
    expect(await deferred).toBe('later');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(dispatched).toBe(true);
  });
});

describe('leafSelections', () => {
  const schema = buildSchema(`
    type Query { block: Block, blocks: [Block!]! }
    union Block = Text | File
    type Text { text: String!, length: Int! }
    type File { name: String!, attachment: Attachment! }
    type Attachment { id: ID!, size: Int! }
  `);
  const leavesOf = (query: string): number => {
    let seen = -1;
    // A root value's function is called as (args, context, info).
    const resolveBlock = (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
      seen = leafSelections(info);
      return null;
    };
    execute({ schema, document: parse(query), rootValue: { block: resolveBlock } });
    return seen;
  };

  it('counts the leaf fields one value selects: fragments of each type, aliases apart, no __typename, no object fields', () => {
    expect(leavesOf('{ block { __typename ... on Text { text length } ... on File { name attachment { id size } } } }')).toBe(3);
    expect(leavesOf('{ block { ... on Text { a: text b: text text } } }')).toBe(3);
    expect(leavesOf('{ block { ...T } } fragment T on Text { text }')).toBe(1);
    expect(leavesOf('{ block { __typename } }')).toBe(0);
  });
});
