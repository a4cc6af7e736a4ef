// Search work is bounded by what a page returns (issue 20, S1 and S2), on every backend:
// - S1: a snippet is computed over a bounded window of its message (around the first place the
//   query occurs), not over all of a long message: ts_headline over whole 100 k-character
//   messages made `searchSessions(first: 200)` take seconds. The snippets stay right: a match
//   deep in a long message is still found and highlighted, short messages are unchanged.
// - S2: the caller's tenant (and the filters) select the matching documents before any is
//   ranked: the ranked set holds the caller's matches only (seen in the statement's plan), and
//   the results are the same.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery } from '../../src/domain/search-query.js';
import { searchStatement, SNIPPET_WINDOW_CHARS } from '../../src/store/search.js';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const word = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

const SEARCH = `query BoundedSearch($query: String!, $first: Int) {
  searchSessions(query: $query, first: $first) { nodes { rank session { id title } snippets { entryId text } } }
}`;

type Hit = { rank: number; session: { id: string; title: string }; snippets: { entryId: string; text: string }[] };

/** Prose-like filler of about `chars` characters that matches none of the test's words. */
function filler(chars: number): string {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const w = words[(i * 7) % words.length]! + (i % 11 === 10 ? '.' : '');
    out.push(w);
    length += w.length + 1;
  }
  return out.join(' ').slice(0, chars);
}

describe.each(backends())('search work bounded by the page (%s)', (backend) => {
  let server: TestServer;
  const headers = {} as Record<string, string>;
  const create = async (title: string, who = headers) => (await createSession(server, { title }, who)).id;
  const append = async (sessionId: string, text: string, who = headers) => {
    await appendMessages(server, sessionId, [userText(text)], { headers: who });
  };
  const search = async (query: string, who = headers, first = 20): Promise<Hit[]> => {
    const res = await server.request<{ searchSessions: { nodes: Hit[] } }, unknown>(SEARCH, { query, first }, who);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data!.searchSessions.nodes;
  };

  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET } } });
    Object.assign(headers, bearer(await hs256Token({ sub: 'reader' })));
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('S1: a long message gives its snippet from a window around its first match; a passage 90 kB further is not read', async () => {
    const needle = word('needle');
    const far = word('faraway');
    // The query word near the start, and again ~90,000 characters later, next to a marker.
    const text = `${filler(800)} ${needle} ${filler(89_000)} ${far} ${needle} ${far} ${filler(9_000)}`;
    expect(text.length).toBeGreaterThan(95_000);
    const id = await create('long transcript');
    await append(id, text);
    const [hit] = await search(needle);
    expect(hit?.session.id).toBe(id);
    expect(hit!.snippets).toHaveLength(1);
    const snippet = hit!.snippets[0]!.text;
    expect(snippet).toContain(`«${needle}»`);
    // Only the window around the first match was given to the highlighter.
    expect(snippet).not.toContain(far);
    expect(snippet.length).toBeLessThan(SNIPPET_WINDOW_CHARS);
  });

  it('S1: a match 90 kB into a message is still found and highlighted; a short message gives the same snippet as before', async () => {
    const deep = word('deep');
    const id = await create('deep match');
    await append(id, `${filler(90_000)} ${deep} ends here`);
    const [hit] = await search(deep);
    expect(hit?.session.id).toBe(id);
    expect(hit!.snippets[0]!.text).toContain(`«${deep}»`);
    expect(hit!.snippets[0]!.text).toContain('ends here');

    // Shorter than the window: highlighted over the whole text, both fragments.
    const short = word('short');
    const shortId = await create('short');
    await append(shortId, `${short} opens the text. ${filler(600)} and ${short} closes it`);
    const [shortHit] = await search(short);
    expect(shortHit?.session.id).toBe(shortId);
    expect(shortHit!.snippets[0]!.text).toMatch(new RegExp(`«${short}» opens the text.* … .*«${short}» closes`));
  });

  it('S1: a page of 200 hits over long messages gets every snippet, each bounded', async () => {
    const common = word('common');
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => create(`bulk ${i}`)));
    for (const id of ids) await append(id, `${filler(40_000)} ${common} ${filler(40_000)}`);
    const hits = await search(common, headers, 200);
    expect(hits.map((h) => h.session.id).sort()).toEqual([...ids].sort());
    for (const hit of hits) {
      expect(hit.snippets).toHaveLength(1);
      expect(hit.snippets[0]!.text).toContain(`«${common}»`);
      expect(hit.snippets[0]!.text.length).toBeLessThan(SNIPPET_WINDOW_CHARS);
    }
  });

  it("S2: the caller's tenant selects the matching documents before they are ranked; the results are unchanged", async () => {
    const topic = word('topic');
    const alice = bearer(await hs256Token({ sub: 'alice' }));
    const bob = bearer(await hs256Token({ sub: 'bob' }));
    const mine = await create(`${topic} alice`, alice);
    await append(mine, `about ${topic} once`, alice);
    // Bob has many more matching documents.
    const bobs = await Promise.all(Array.from({ length: 6 }, () => create('bob', bob)));
    for (const id of bobs) for (let i = 0; i < 4; i++) await append(id, `${topic} number ${i}`, bob);

    const aliceHits = await search(topic, alice);
    expect(aliceHits.map((h) => h.session.id)).toEqual([mine]);
    expect(aliceHits[0]!.rank).toBeGreaterThanOrEqual(1); // the title starts with the query
    expect(aliceHits[0]!.snippets.map((s) => s.text)).toEqual([`about «${topic}» once`]);
    expect((await search(topic, bob)).map((h) => h.session.id).sort()).toEqual([...bobs].sort());

    // The plan: the ranked documents (the `docs` CTE) are Alice's 2 (title and message), not all 26.
    const statement = searchStatement({
      terms: parseSearchQuery(topic),
      tenant: { owner: 'alice' },
      after: null,
      before: null,
      direction: 'forward',
      limit: 21,
      snippetsFor: 20,
    });
    const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, format json) ${statement}`.execute(server.app.deps.db);
    const plan = rows[0]!['QUERY PLAN'];
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    const docs = findNode(root[0]!.Plan, (n) => n['Subplan Name'] === 'CTE docs');
    expect(docs?.['Actual Rows']).toBe(2);
  });
});

interface PlanNode {
  'Subplan Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function findNode(node: PlanNode, match: (n: PlanNode) => boolean): PlanNode | undefined {
  if (match(node)) return node;
  for (const child of node.Plans ?? []) {
    const found = findNode(child, match);
    if (found) return found;
  }
  return undefined;
}
