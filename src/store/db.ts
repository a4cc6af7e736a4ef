// The database handle every store function takes: Kysely over the table types (db/tables.ts),
// on Postgres or PGlite alike.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

export type Db = Kysely<Database>;
