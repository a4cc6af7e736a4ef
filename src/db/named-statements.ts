// Postgres plans an unnamed statement every time it runs it. Kysely sends every query unnamed
// (`client.query(sql, params)`), so a page of messages or a search paid its planning on each
// request: 0.37 ms for a search, as much as half its execution. Giving each distinct SQL text a
// statement name makes `pg` prepare it once per connection; Postgres then reuses the plan (a
// generic one after five runs, when it is not costlier than the custom ones).
//
// Statement texts are few and fixed (kysely's query shapes), but IN lists and batches can vary
// in length: past MAX_NAMED_TEXTS distinct texts the rest stay unnamed, so neither this map nor
// any backend's prepared statements grow without bound.
import type pg from 'pg';

const MAX_NAMED_TEXTS = 500;

export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_NAMED_TEXTS) {}

  /** The statement name for `text`, or null when the limit of distinct texts is reached. */
  nameFor(text: string): string | null {
    let name = this.names.get(text);
    if (name === undefined) {
      if (this.names.size >= this.limit) return null;
      name = `s${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

type Query = (...args: unknown[]) => unknown;

/** Makes `client` run parameterised text queries as named (prepared) statements. */
export function nameStatementsOf(client: pg.PoolClient | pg.Client, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  (client as { query: Query }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    // Only kysely's form: (text, parameters) with at least one parameter and no callback.
    // Queries without parameters use the simple protocol, where a name would not apply.
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = names.nameFor(config);
      if (name !== null) return query({ name, text: config, values });
    }
    return callback === undefined ? query(config, values) : query(config, values, callback);
  };
}
