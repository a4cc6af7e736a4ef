// Scenario "search": searchSessions p50 over 10,000 sessions × 100 messages against the p50 of
// sessions(first: 20) on the same data (goal: ≤ 3×). Seeded by direct SQL in the service's row
// shapes, in batches, so the search index is built by the service's own triggers exactly as
// appends build it. Only the tables both queries read are seeded (sessions with their created
// event, branches, entries); message_added events are not, as neither query reads the stream.
//
// The text: every message has 12 words from a 5,000-word vocabulary ("lex0" … "lex4999");
// every session has a topic word ("topic1000" … "topic2999", so each topic belongs to 5
// sessions) in 3 of its messages, and every 10th session has its topic in the title. The
// measured searches are what a mention box sends: a whole topic word (5 sessions) and a typed
// prefix of one ("topic123" → 10 topics, 50 sessions), first: 20, with snippets. Three rounds in a
// full run (the ratio per round; the goal on their median).
import type pg from 'pg';
import { Gql, spread, summarize } from './lib/client.js';

export interface SearchScenarioOptions {
  db: pg.Pool;
  url: string;
  quick: boolean;
  log: (message: string) => void;
}

const SESSIONS_QUERY = 'query Sessions { sessions(first: 20) { nodes { id title updatedAt } pageInfo { hasNextPage endCursor } } }';
const SEARCH_QUERY = `query Search($q: String!) { searchSessions(query: $q, first: 20) {
  nodes { rank session { id title updatedAt } snippets { entryId text } } pageInfo { hasNextPage endCursor } } }`;

const TOPICS = 2000;
const BATCH_SESSIONS = 100;

/** Seeds `sessions` × `messages` (see the file comment); returns the seconds it took. */
export async function seedSearchData(db: pg.Pool, sessions: number, messages: number, log: (m: string) => void): Promise<number> {
  const started = Date.now();
  const base = Date.now() - 10_000_000;
  for (let from = 0; from < sessions; from += BATCH_SESSIONS) {
    const to = Math.min(sessions, from + BATCH_SESSIONS) - 1;
    const c = await db.connect();
    try {
      await c.query('begin');
      // Entries first (as a fork's INSERT … SELECT would): the insert trigger indexes their text.
      await c.query(
        `insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body)
         select 's_bsearch_' || lpad(s::text, 6, '0'),
                'e_' || lpad(to_hex(1342177280 + s), 8, '0') || lpad(to_hex(d), 24, '0'),
                case when d = 0 then null else 'e_' || lpad(to_hex(1342177280 + s), 8, '0') || lpad(to_hex(d - 1), 24, '0') end,
                1, d, 'message', case when d % 2 = 0 then 'user' else 'assistant' end, $1::bigint + d, 0, null,
                jsonb_build_object('role', case when d % 2 = 0 then 'user' else 'assistant' end, 'timestamp', $1::bigint + d,
                  'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text',
                    (select string_agg('lex' || ((s * 7919 + d * 104729 + k * 7907) % 5000), ' ') from generate_series(1, 12) k)
                    || case when d % 33 = 5 then ' about topic' || (1000 + s % ${TOPICS}) else '' end)))
                || case when d % 2 = 1 then '{"stopReason":"end"}'::jsonb else '{}'::jsonb end
         from generate_series($2::int, $3::int) s, generate_series(0, $4::int - 1) d`,
        [base, from, to, messages],
      );
      await c.query(
        `insert into branches (session_id, id, start_depth, tip_depth, chain)
         select 's_bsearch_' || lpad(s::text, 6, '0'), 1, 0, $3::int - 1, '[[1,0]]'::jsonb from generate_series($1::int, $2::int) s`,
        [from, to, messages],
      );
      await c.query(
        `insert into events (session_id, "offset", type, at, payload)
         select 's_bsearch_' || lpad(s::text, 6, '0'), 1, 'session_created', $3::bigint + s,
                jsonb_build_object('title', 'bench search ' || s, 'description', '', 'status', 'idle', 'forkedFrom', null,
                                   'createdAt', $3::bigint + s, 'metadata', '{}'::jsonb)
         from generate_series($1::int, $2::int) s`,
        [from, to, base],
      );
      await c.query(
        `insert into sessions (id, title, description, metadata, status, status_reason, forked_from, message_count,
                               created_at, updated_at, active_leaf_id, last_offset, branch_count, context)
         select 's_bsearch_' || lpad(s::text, 6, '0'),
                case when s % 10 = 0 then 'topic' || (1000 + s % ${TOPICS}) || ' planning' else 'bench search ' || s end,
                '', '{}'::jsonb, 'idle', null, null, $3::int, $4::bigint + s, $4::bigint + s + $3::int,
                'e_' || lpad(to_hex(1342177280 + s), 8, '0') || lpad(to_hex($3::int - 1), 24, '0'), 1, 1, null
         from generate_series($1::int, $2::int) s`,
        [from, to, messages, base],
      );
      await c.query('commit');
    } catch (error) {
      await c.query('rollback').catch(() => {});
      throw error;
    } finally {
      c.release();
    }
    if ((to + 1) % 2000 === 0 || to === sessions - 1)
      log(`  seeded ${to + 1}/${sessions} sessions × ${messages} messages (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.query('analyze');
  return (Date.now() - started) / 1000;
}

async function timeEach(gql: Gql, runs: { query: string; variables?: Record<string, unknown> }[], check: (data: any) => void): Promise<number[]> {
  const out: number[] = [];
  for (const run of runs) {
    const t = performance.now();
    const data = await gql.request(run.query, run.variables ?? {});
    out.push(performance.now() - t);
    check(data);
  }
  return out;
}

export async function runSearchScenario(o: SearchScenarioOptions) {
  const sessions = o.quick ? 1000 : 10_000;
  const messages = o.quick ? 20 : 100;
  const iterations = o.quick ? 60 : 300;
  const rounds = o.quick ? 1 : 3;
  const warmup = o.quick ? 10 : 30;
  const seconds = await seedSearchData(o.db, sessions, messages, o.log);
  o.log(
    `  seeded ${sessions} sessions × ${messages} messages (${sessions * messages} entries, indexed by the service's triggers) in ${seconds.toFixed(1)} s`,
  );
  const gql = new Gql(o.url, 4);
  try {
    const topic = (i: number) => 1000 + ((i * 37) % TOPICS);
    const exact = (i: number) => ({ query: SEARCH_QUERY, variables: { q: `topic${topic(i)}` } });
    const prefix = (i: number) => ({ query: SEARCH_QUERY, variables: { q: `topic${Math.floor(topic(i) / 10)}` } });
    const list = () => ({ query: SESSIONS_QUERY });
    // Warm both paths, then interleave them so load changes hit both alike; `rounds` rounds, each judged on its own.
    await timeEach(gql, Array.from({ length: warmup }, (_, i) => [list(), exact(i), prefix(i)]).flat(), () => {});
    const listMs: number[] = [];
    const exactMs: number[] = [];
    const prefixMs: number[] = [];
    const perRound: { searchP50: number; listP50: number; ratio: number }[] = [];
    let exactHits = 0;
    let prefixHits = 0;
    for (let r = 0; r < rounds; r++) {
      const roundList: number[] = [];
      const roundSearch: number[] = [];
      for (let k = 0; k < iterations; k++) {
        const i = r * iterations + k;
        const l = await timeEach(gql, [list()], (d) => {
          if (d.sessions.nodes.length !== 20) throw new Error('sessions(first: 20) returned a short page');
        });
        const e = await timeEach(gql, [exact(i + warmup)], (d) => {
          exactHits += d.searchSessions.nodes.length;
          if (!d.searchSessions.nodes.every((n: any) => n.snippets.length > 0 || n.rank >= 1)) throw new Error('a hit without snippets');
        });
        const p = await timeEach(gql, [prefix(i + warmup)], (d) => {
          prefixHits += d.searchSessions.nodes.length;
        });
        listMs.push(...l);
        exactMs.push(...e);
        prefixMs.push(...p);
        roundList.push(...l);
        roundSearch.push(...e, ...p);
      }
      const searchP50 = summarize(roundSearch).p50;
      const listP50 = summarize(roundList).p50;
      perRound.push({ searchP50, listP50, ratio: Math.round((searchP50 / listP50) * 1000) / 1000 });
      o.log(`  search round ${r + 1}: p50 ${searchP50} ms vs sessions(first: 20) ${listP50} ms = ${perRound.at(-1)!.ratio}`);
    }
    if (exactHits === 0 || prefixHits === 0) throw new Error('the searches found nothing: seeding or indexing is broken');
    const broadMs = await timeEach(
      gql,
      Array.from({ length: Math.min(20, iterations) }, (_, i) => ({ query: SEARCH_QUERY, variables: { q: `lex${i * 97}` } })),
      () => {},
    );
    const listStats = summarize(listMs);
    const searchAll = summarize([...exactMs, ...prefixMs]);
    const ratios = spread(perRound.map((x) => x.ratio));
    const ratio = ratios.median;
    return {
      measured: {
        sessions,
        messagesPerSession: messages,
        iterations,
        rounds,
        searchP50Ms: spread(perRound.map((x) => x.searchP50)),
        perRound,
        searchMs: searchAll,
        exactWordMs: summarize(exactMs),
        typedPrefixMs: summarize(prefixMs),
        hitsPerSearch: { exactWord: exactHits / (iterations * rounds), typedPrefix: prefixHits / (iterations * rounds) },
        broadWordMs: summarize(broadMs),
        seedingSeconds: seconds,
      },
      floor: { what: 'sessions(first: 20) on the same data, same client, interleaved', ms: listStats, p50Ms: spread(perRound.map((x) => x.listP50)) },
      ratio,
      ratioMeaning: 'p50 searchSessions(first: 20, with snippets) / p50 sessions(first: 20), per round; median of rounds',
      ratios: { vsList: ratios },
      goals: [
        {
          name: `search p50 over ${sessions.toLocaleString('en')} sessions × ${messages} messages ≤ 3 × sessions(first: 20) p50`,
          value: ratio,
          target: '≤ 3',
          met: ratio <= 3,
        },
      ],
      notes: [
        `${rounds} round(s) of ${iterations} iterations; all rounds together: search p50 ${searchAll.p50} ms (whole topic word ${summarize(exactMs).p50} ms, typed prefix ${summarize(prefixMs).p50} ms); sessions(first: 20) p50 ${listStats.p50} ms`,
        `a broad word (in ~0.24% of all messages, thousands of sessions) is not part of the goal: p50 ${summarize(broadMs).p50} ms — ranking reads every match`,
      ],
    };
  } finally {
    gql.close();
  }
}
