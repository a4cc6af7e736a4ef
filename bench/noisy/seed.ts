// The noisy-neighbour scenario's data, written through the public API as each tenant (so the
// tenant stamps, search documents and attachment references are the service's own).
import { randomBytes } from 'node:crypto';
import { pool } from '../lib/client.js';
import { GraphQLHttp, uploadAttachment } from './http.js';

export interface NoisySizes {
  /** Tenant A's sessions with one long message each (searched by S1, listed by A2's sessions query). */
  searchSessions: number;
  searchChars: number;
  /** A2: messages × file blocks, every block referencing the same attachment. */
  a2Messages: number;
  a2Blocks: number;
  /** Sessions (of searchSessions) that also get an attachment and a draft referencing it. */
  draftSessions: number;
  /** C1: context items of about a megabyte each. */
  c1Items: number;
  c1ItemChars: number;
  /** Tenant B's page: messages in its session. */
  bPageMessages: number;
  bAppendSessions: number;
}

const WORDS = ['the', 'model', 'answered', 'about', 'indexes', 'and', 'plans', 'with', 'tool', 'calls', 'streaming', 'tokens', 'context', 'window'];

/** Deterministic prose of `length` characters with `word` every ~`every` characters. */
export function prose(length: number, seed: number, word?: string, every = 5000): string {
  const parts: string[] = [];
  let n = 0;
  let x = seed >>> 0 || 1;
  let sinceWord = 0;
  while (n < length) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    let w = WORDS[x % WORDS.length]!;
    if (word && sinceWord >= every) {
      w = word;
      sinceWord = 0;
    }
    parts.push(w);
    n += w.length + 1;
    sinceWord += w.length + 1;
  }
  return parts.join(' ').slice(0, length);
}

class Refused extends Error {
  constructor(
    readonly what: string,
    readonly code: string,
    detail: string,
  ) {
    super(`seeding ${what}: ${code} ${detail}`);
  }
}

async function ok(gql: GraphQLHttp, query: string, variables: Record<string, unknown>, what: string): Promise<any> {
  const o = await gql.post(query, variables, { timeoutMs: 120_000 });
  if (o.code !== 'OK') throw new Refused(what, o.code, o.message ?? '');
  return o.data;
}

/**
 * Runs one step of A's seeding. A service that refuses part of A's data (a quota, a cost limit)
 * is defending itself: the refusal is noted and the scenario goes on with what was stored.
 */
async function tolerated<T>(notes: string[], what: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || code.startsWith('SOCKET_') || code === 'CLIENT_TIMEOUT') throw error;
    notes.push(`tenant A's seeding of ${what} refused (${code}): ${(error as Error).message.slice(0, 200)}`);
    return null;
  }
}

const CREATE = 'mutation($input: CreateSessionInput!) { createSession(input: $input) { session { id } } }';
const APPEND = 'mutation($input: AppendEntryInput!) { appendEntry(input: $input) { created } }';
const APPEND_MANY = 'mutation($input: AppendMessagesInput!) { appendMessages(input: $input) { lastEntryId } }';
const SET_DRAFT = 'mutation($input: SetDraftInput!) { setDraft(input: $input) { session { id } } }';
const ADD_ITEM = 'mutation($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }';

export interface TenantAData {
  /** Refusals met while seeding (the scenario goes on with what was stored). */
  notes: string[];
  /** What was stored. */
  stored: { searchSessions: number; a2Messages: number; drafts: number; c1Items: number };
  searchWord: string;
  searchSessionIds: string[];
  a2SessionId: string;
  c1SessionId: string;
}

export async function seedTenantA(url: string, token: string, s: NoisySizes, log: (m: string) => void): Promise<TenantAData> {
  const gql = new GraphQLHttp(url, token, 8);
  const notes: string[] = [];
  const stored = { searchSessions: 0, a2Messages: 0, drafts: 0, c1Items: 0 };
  const create = async (title: string) => (await ok(gql, CREATE, { input: { title } }, 'createSession')).createSession.session.id as string;
  // A word no other scenario's data contains, so the search ranks only A's documents.
  const searchWord = `noisyneedle${randomBytes(3).toString('hex')}`;
  let t = Date.now();
  const searchSessionIds = (
    await pool(
      Array.from({ length: s.searchSessions }, (_, i) => i),
      4,
      async (i) => {
        const id = await create(`A long notes ${i}`);
        const appended = await tolerated(notes, 'long message', () =>
          ok(
            gql,
            APPEND,
            { input: { sessionId: id, message: { user: { content: [{ text: { text: prose(s.searchChars, 11 + i, searchWord) } }] } } } },
            'long message',
          ),
        );
        if (appended) stored.searchSessions += 1;
        return id;
      },
    )
  ).filter(Boolean);
  log(
    `  noisy: tenant A: ${stored.searchSessions} sessions × ${s.searchChars.toLocaleString('en')}-character messages in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );

  t = Date.now();
  const a2SessionId = await create('A many file blocks');
  await tolerated(notes, 'file-block messages', async () => {
    const attachmentId = await uploadAttachment(
      url,
      token,
      a2SessionId,
      new TextEncoder().encode('one small file, referenced everywhere\n'),
      'shared.txt',
    );
    const batch = Math.max(1, Math.floor(2_000_000 / (s.a2Blocks * 70)));
    const block = { file: { attachmentId } };
    for (let from = 0; from < s.a2Messages; from += batch) {
      const n = Math.min(batch, s.a2Messages - from);
      const messages = Array.from({ length: n }, () => ({ user: { content: Array.from({ length: s.a2Blocks }, () => block) } }));
      await ok(gql, APPEND_MANY, { input: { sessionId: a2SessionId, messages } }, 'file-block messages');
      stored.a2Messages += n;
    }
  });
  await pool(searchSessionIds.slice(0, s.draftSessions), 4, (id, i) =>
    tolerated(notes, 'draft', async () => {
      const att = await uploadAttachment(url, token, id, new TextEncoder().encode(`draft file ${i}\n`), `draft-${i}.txt`);
      await ok(gql, SET_DRAFT, { input: { sessionId: id, text: `draft ${i}`, attachmentIds: [att] } }, 'draft');
      stored.drafts += 1;
    }),
  );
  log(
    `  noisy: tenant A: ${stored.a2Messages} messages × ${s.a2Blocks} file blocks of one attachment, ${stored.drafts} drafts with attachments in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );

  t = Date.now();
  const c1SessionId = await create('A big context');
  await tolerated(notes, 'big context item', async () => {
    for (let i = 0; i < s.c1Items; i++) {
      await ok(
        gql,
        ADD_ITEM,
        {
          input: { sessionId: c1SessionId, item: { role: 'USER', content: prose(s.c1ItemChars, 101 + i), llmRequestPolicy: 'DONT_TRIGGER_REQUEST' } },
        },
        'big context item',
      );
      stored.c1Items += 1;
    }
  });
  log(
    `  noisy: tenant A: a context of ${stored.c1Items} × ${s.c1ItemChars.toLocaleString('en')}-character items in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  for (const n of notes) log(`  noisy: ${n}`);
  gql.close();
  return { notes, stored, searchWord, searchSessionIds, a2SessionId, c1SessionId };
}

export interface TenantBData {
  pageSessionId: string;
  appendSessionIds: string[];
}

export async function seedTenantB(url: string, token: string, s: NoisySizes): Promise<TenantBData> {
  const gql = new GraphQLHttp(url, token, 4);
  const create = async (title: string) => (await ok(gql, CREATE, { input: { title } }, 'createSession')).createSession.session.id as string;
  const pageSessionId = await create('B conversation');
  for (let from = 0; from < s.bPageMessages; from += 50) {
    const messages = Array.from({ length: Math.min(50, s.bPageMessages - from) }, (_, k) =>
      (from + k) % 2 === 0
        ? { user: { content: [{ text: { text: `question ${from + k}: ${prose(280, from + k)}` } }] } }
        : { assistant: { content: [{ text: { text: `answer ${from + k}: ${prose(280, from + k)}` } }], stopReason: 'END' } },
    );
    await ok(gql, APPEND_MANY, { input: { sessionId: pageSessionId, messages } }, 'B page messages');
  }
  const appendSessionIds = await Promise.all(Array.from({ length: s.bAppendSessions }, (_, i) => create(`B notes ${i}`)));
  gql.close();
  return { pageSessionId, appendSessionIds };
}

/** A fresh session for one phase's turns (its context stays small), served by the shared worker. */
export async function createTurnSession(url: string, token: string, pool: Record<string, string>): Promise<string> {
  const gql = new GraphQLHttp(url, token, 1);
  try {
    // Bounded: three tries of 10 s (a service still down after tenant A fails the round).
    for (let attempt = 1; ; attempt++) {
      const o = await gql.post(CREATE, { input: { title: 'B turns', metadata: pool } }, { timeoutMs: 10_000 });
      if (o.code === 'OK') return o.data.createSession.session.id;
      if (attempt >= 3) throw new Error(`tenant B could not create its turn session: ${o.code} ${o.message ?? ''}`);
    }
  } finally {
    gql.close();
  }
}
