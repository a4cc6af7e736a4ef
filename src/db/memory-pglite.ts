// In-memory PGlite databases for DATA_DIR=:memory: (tests open hundreds in one process).
//
// The first open makes one (PGlite's initdb, then the migrations) and keeps its data folder as a
// template; later opens start from a copy of it (≈ 0.65 s of CPU each). A database closed by its
// handle is emptied back to the template's state (its tables truncated, its session reset, about
// 30 ms) and kept for the next open — unless its schema no longer matches the template's (a test
// changed a table, a trigger or a function), in which case it is really closed. A closed handle's
// lease is revoked first, so a late query of a stopped service fails as on a closed database and
// never reaches the next holder.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrate } from './migrate.js';

/** What kysely's PGlite driver uses of a PGlite instance. */
type PgliteLike = Pick<PGlite, 'query' | 'transaction' | 'close' | 'closed' | 'ready' | 'waitReady'>;

/** Emptied databases kept for the next open; more than this many are closed instead. */
const MAX_IDLE = 4;

interface Template {
  data: Blob;
  /** The schema's fingerprint (schemaFingerprint) right after the migrations. */
  fingerprint: string;
  /** The tables a reset truncates: every table but the migrator's own. */
  tables: string;
}

let template: Promise<Template> | null = null;
const idle: PGlite[] = [];

// Tables, columns, their options, indexes, triggers (and whether enabled), functions and the
// migrations applied: what a reset does not restore, so a database that changed any of it is not reused.
const FINGERPRINT = `
  select md5(string_agg(x, ',' order by x)) as fingerprint from (
    select c.oid::regclass::text || ':' || c.relkind::text || ':' || c.relnatts::text || ':' || coalesce(c.reloptions::text, '')
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all select t.tgrelid::regclass::text || ':' || t.tgname || ':' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
    union all select p.proname || ':' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all select 'migrations:' || count(*) from kysely_migration
  ) s(x)`;

async function schemaFingerprint(pglite: PGlite): Promise<string> {
  return (await pglite.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

async function makeTemplate(): Promise<{ pglite: PGlite; template: Template }> {
  const pglite = await PGlite.create();
  try {
    await migrate(new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) }));
    const { rows } = await pglite.query<{ tables: string }>(
      `select string_agg(quote_ident(tablename), ', ' order by tablename) as tables
         from pg_tables where schemaname = 'public' and tablename not like 'kysely%'`,
    );
    return { pglite, template: { data: await pglite.dumpDataDir('none'), fingerprint: await schemaFingerprint(pglite), tables: rows[0]!.tables } };
  } catch (error) {
    await pglite.close().catch(() => {});
    throw error;
  }
}

/** Empties `pglite` back to the template's state and keeps it, or closes it when it cannot be reused. */
async function giveBack(pglite: PGlite, kept: Template): Promise<void> {
  try {
    if (idle.length >= MAX_IDLE) throw new Error('enough kept');
    // PGlite runs one query at a time: this waits for whatever the closed handle left running.
    // DISCARD ALL fails inside an open transaction, so such a database is closed, not reused.
    await pglite.exec('discard all');
    if ((await schemaFingerprint(pglite)) !== kept.fingerprint) throw new Error('schema changed');
    await pglite.exec(`truncate ${kept.tables} restart identity cascade`);
    idle.push(pglite);
  } catch {
    await pglite.close().catch(() => {});
  }
}

/** A PGlite instance whose close() revokes this lease and gives the database back instead of closing it. */
function lease(pglite: PGlite, kept: Template): PgliteLike {
  let revoked = false;
  const live = (): PGlite => {
    if (revoked) throw new Error('PGlite instance is already closed.');
    return pglite;
  };
  return {
    get closed() {
      return revoked;
    },
    get ready() {
      return !revoked && pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
    query: ((...args: Parameters<PGlite['query']>) => live().query(...args)) as PGlite['query'],
    transaction: ((...args: Parameters<PGlite['transaction']>) => live().transaction(...args)) as PGlite['transaction'],
    async close() {
      if (revoked) return;
      revoked = true;
      await giveBack(pglite, kept);
    },
  };
}

/** A migrated in-memory database: an emptied one kept from an earlier close, or a copy of the template. */
export async function openMemoryPglite(): Promise<PgliteLike> {
  if (!template) {
    const made = makeTemplate();
    template = made.then((m) => m.template);
    template.catch(() => (template = null)); // not kept: the next open tries again
    const { pglite, template: kept } = await made;
    return lease(pglite, kept);
  }
  const kept = await template;
  const reused = idle.pop();
  return lease(reused ?? (await PGlite.create({ loadDataDir: kept.data })), kept);
}
