// Schema migrations, run at start-up. Kysely's Migrator takes a Postgres advisory lock,
// so instances starting together against one database migrate once.
import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
