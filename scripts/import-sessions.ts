// Imports sessions straight into the configured database (DATABASE_URL, or the default store),
// as the service's importSession does, one transaction per session (docs/export-import.md):
//
//   npm run import -- session.jsonl [more.jsonl …]             archives of GET /sessions/<id>/export
//   npm run import -- --from iii-session-manager DATA_DIR      every <session>.jsonl of an iii
//                                                               session-manager file store, with
//                                                               its attachments/ files
//   npm run import -- --from iii-session-manager FILE.jsonl    one such file (its attachments from
//                                                               the attachments/ folder beside it)
//
// It runs unrestricted (every tenant): attachment bytes keep the scope they were exported with
// (an iii store's: the unrestricted scope).
// Prints one line per session (imported, already here, or the error) and exits 1 when any failed.
import { readdir, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig, type Config } from '../src/config.js';
import { IiiFileError } from '../src/domain/iii-session-file.js';
import { iiiSessionArchiveOf } from '../src/services/iii-store-archive.js';
import { importSession, type ArchiveSource } from '../src/services/session-import.js';
import { exitOnUnsupportedNode } from '../src/runtime/node-version.js';

exitOnUnsupportedNode();

const SOURCES = ['archive', 'iii-session-manager'] as const;

function fail(message: string): never {
  process.stderr.write(`import: ${message}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({ options: { from: { type: 'string', default: 'archive' } }, allowPositionals: true });
if (!(SOURCES as readonly string[]).includes(values.from!)) fail(`--from must be one of ${SOURCES.join(', ')}`);
if (positionals.length === 0) fail('name the files to import (or, with --from iii-session-manager, the data directory)');

/** What to import: a name for the report and the archive's text. */
async function* sources(): AsyncGenerator<{ name: string; archive: () => Promise<ArchiveSource> }> {
  if (values.from === 'archive') {
    for (const file of positionals) yield { name: file, archive: async () => createReadStream(file) };
    return;
  }
  for (const given of positionals) {
    const info = await stat(given).catch((error: Error) => error);
    if (info instanceof Error) {
      yield { name: given, archive: () => Promise.reject(info) };
      continue;
    }
    const paths = info.isDirectory()
      ? (await readdir(given))
          .filter((n) => n.endsWith('.jsonl'))
          .sort()
          .map((n) => join(given, n))
      : [given];
    for (const path of paths) {
      yield {
        name: path,
        archive: () => iiiSessionArchiveOf(path, { now: Date.now(), maxAttachmentBytes: app.deps.settings.current.limits.maxAttachmentBytes }),
      };
    }
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const app = await buildApp({ ...config, logLevel: 'warn' });
let failed = 0;
try {
  for await (const { name, archive } of sources()) {
    try {
      const result = await importSession(app.deps, await archive());
      process.stdout.write(`${name}: ${result.imported ? 'imported' : 'already here'} session ${result.session.id}\n`);
    } catch (error) {
      failed += 1;
      const err = error as Error & { extensions?: { code?: string }; line?: number | null };
      const code = err.extensions?.code ?? (error instanceof IiiFileError ? 'IMPORT_INVALID' : 'ERROR');
      const where = error instanceof IiiFileError && err.line ? ` (line ${err.line})` : '';
      process.stdout.write(`${name}: ${code}${where}: ${err.message}\n`);
    }
  }
} finally {
  await app.stop();
}
process.exit(failed > 0 ? 1 : 0);
