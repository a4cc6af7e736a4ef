// Postgres plans an unnamed statement every time it runs it. Kysely sends every query unnamed
// (`client.query(sql, params)`), so a page of messages or a search paid its planning on each
// request: 0.37 ms for a search, as much as half its execution. A statement whose text starts
// with PREPARED gets a statement name, so `pg` prepares it once per connection and Postgres
// reuses its plan (a generic one after five runs, when that is not costlier than the custom ones).
//
// Opt-in, statement by statement: naming every statement was tried and made some slower, because
// a generic plan does not fit every shape of data. A fork's INSERT … SELECT went from 0.8 s to
// 5 s at depth 10,000 once Postgres switched it to a generic plan. Only the hot reads that were
// measured with their generic plans are marked: the page of messages (leaf branch and path
// reads), the session read and search.
// At most MAX_NAMED_TEXTS distinct texts are named, so neither the map below nor any backend's
// prepared statements grow without bound.
import type pg from 'pg';

/** The start of a statement that runs as a named (prepared) statement on Postgres. */
export const PREPARED = '/* prepared */';

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

/** Makes `client` run the parameterised queries marked PREPARED as named (prepared) statements. */
export function nameStatementsOf(client: pg.PoolClient | pg.Client, names: StatementNames): void {
  const query = client.query.bind(client) as Query;
  (client as { query: Query }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    // Only kysely's form: (text, parameters) with at least one parameter and no callback.
    // Queries without parameters use the simple protocol, where a name would not apply.
    if (typeof config === 'string' && config.startsWith(PREPARED) && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = names.nameFor(config);
      if (name !== null) return query({ name, text: config, values });
    }
    return callback === undefined ? query(config, values) : query(config, values, callback);
  };
}
