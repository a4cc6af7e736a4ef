// What a test sees of Postgres locks, read from a connection of the test's own.
import pg from 'pg';

/** Backends of the database at `databaseUrl` waiting for a lock (the counting connection itself never is). */
export async function lockWaiters(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
