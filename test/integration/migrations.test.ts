// Migrations run at start-up, idempotently, and safely when several instances start at once
// against one fresh Postgres database.
import { describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl } from '../helpers/server.js';

describe.skipIf(!testDatabaseUrl() && !process.env.CI)('migrations on Postgres', () => {
  it('four instances starting together on one empty database all come up, and a restart migrates nothing twice', async () => {
    const databaseUrl = await createTestDatabase();
    try {
      const servers = await Promise.all(Array.from({ length: 4 }, () => startServer({ backend: 'postgres', databaseUrl })));
      const created = await servers[0]!.request('mutation { createSession(input: { title: "m" }) { session { id } } }');
      const id = (created.data as { createSession: { session: { id: string } } }).createSession.session.id;
      for (const server of servers) {
        const read = await server.request(`{ session(id: "${id}") { title lastOffset } }`);
        expect(read.data).toEqual({ session: { title: 'm', lastOffset: 1 } });
      }
      await Promise.all(servers.map((s) => s.stop()));
      const again = await startServer({ backend: 'postgres', databaseUrl });
      const read = await again.request(`{ session(id: "${id}") { title } }`);
      expect(read.data).toEqual({ session: { title: 'm' } });
      await again.stop();
    } finally {
      await dropTestDatabase(databaseUrl);
    }
  }, 60_000);
});
