// npm run data:migrate-pglite -- [DATA_DIR]: copies an older version's PGlite database
// (DATA_DIR/pglite) into the embedded Postgres of DATA_DIR. Run it with the service stopped.
import { migratePgliteFolder } from '../src/db/migrate-pglite-folder.js';
import { createLogger } from '../src/logger.js';

const dataDir = process.argv[2] ?? process.env.DATA_DIR ?? './data';
try {
  const { tables, keptAt } = await migratePgliteFolder(dataDir, createLogger('warn'));
  for (const [table, rows] of Object.entries(tables)) process.stdout.write(`${table}: ${rows} rows\n`);
  process.stdout.write(`Migrated. The old PGlite folder is kept at ${keptAt}; delete it once the service runs well.\n`);
} catch (error) {
  process.stderr.write(`Migration failed, nothing changed in the old folder: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
