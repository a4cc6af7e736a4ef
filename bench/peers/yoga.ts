// The framework floor: a bare graphql-yoga server (default plugins, nothing added) whose one
// mutation does one INSERT through a pg pool. Its own process, like our service.
// Env: DATABASE_URL, PORT, POOL_SIZE.
import { createServer } from 'node:http';
import { GraphQLJSON } from 'graphql-scalars';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';
import { YOGA_SCHEMA, createPeerTables } from './tables.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL!, max: Number(process.env.POOL_SIZE ?? 20) });
const port = Number(process.env.PORT);

const yoga = createYoga({
  schema: createSchema({
    typeDefs: /* GraphQL */ `
      scalar JSON
      type Query { ok: Boolean! }
      type Mutation { append(sessionId: String!, message: JSON!): ID! }
    `,
    resolvers: {
      JSON: GraphQLJSON,
      Query: { ok: () => true },
      Mutation: {
        append: async (_: unknown, args: { sessionId: string; message: unknown }) => {
          const { rows } = await pool.query(`insert into ${YOGA_SCHEMA}.messages (session_id, message) values ($1, $2) returning id`, [
            args.sessionId,
            JSON.stringify(args.message),
          ]);
          return rows[0].id as string;
        },
      },
    },
  }),
  graphqlEndpoint: '/graphql',
  logging: false,
  landingPage: false,
  graphiql: false,
});

async function main(): Promise<void> {
  await createPeerTables(pool);
  const server = createServer(yoga);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`yoga peer failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
