// The PostGraphile v5 peer: the Amber preset over one plain table with the columns a message
// needs, served by grafserv on a plain node:http server, as its own process (like our service).
// Env: DATABASE_URL, PORT, POOL_SIZE. The harness times its generated `createMessage` mutation
// (append peer) and its `allMessages` connection (paging peer).
import { createServer } from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PEER_SCHEMA, createPeerTables } from './tables.js';

const connectionString = process.env.DATABASE_URL!;
const port = Number(process.env.PORT);
const poolSize = Number(process.env.POOL_SIZE ?? 20);

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await createPeerTables(admin);
  await admin.end();

  const preset: GraphileConfig.Preset = {
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString, schemas: [PEER_SCHEMA], poolConfig: { max: poolSize } })],
    grafserv: { port, host: '127.0.0.1', graphqlPath: '/graphql', watch: false, graphiql: false, websockets: false },
    grafast: { explain: false },
  };
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  const server = createServer();
  server.keepAliveTimeout = 65_000;
  await serv.addTo(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await pgl.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`postgraphile peer failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
