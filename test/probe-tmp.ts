import { startServer } from './helpers/server.ts';
import { postGraphQL } from './helpers/auth.ts';
const s = await startServer({ backend: 'pglite' });
for (const id of ['\u0000', 'a\u0000b', '\ud800', 'x'.repeat(10000), '🙂', "'"]) {
  const r = await postGraphQL(s.url, 'query($id: ID!) { session(id: $id) { id } }', { id });
  console.log(JSON.stringify(id.slice(0, 5)), r.status, r.text.slice(0, 200));
}
await s.stop();
