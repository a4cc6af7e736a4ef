// Fixtures in one chain, built through the public API like a user would:
//
//   const s = await seed(server).session({ title: 'chat' }).messages(3);
//   const b = await seed(server).tenant('bob').session().messages(2);   // auth on: bob's token
//   await server.request(GetSession, { id: s.id }, b.headers);           // → null, not bob's
//
// Each step is recorded and runs when the chain is awaited, so a chain can be written in one
// expression and awaited once. A tenant is a JWT subject signed with TEST_SECRET (the server
// needs `auth: { jwtSecret: TEST_SECRET }`); without `.tenant()` the caller is anonymous.
import { hs256Token, type TokenClaims } from './auth.js';
import { appendMessages, assistantText, createSession, type Headers, type Requester, userText } from './flow.js';
import type { CreateSessionInput } from '../gql/graphql.js';

/** A session made by a chain: its fields when created, the caller's headers and the entries appended. */
export interface SeededSession {
  readonly id: string;
  readonly session: Awaited<ReturnType<typeof createSession>>;
  /** The creating caller's headers (`{}` for the anonymous caller). */
  readonly headers: Headers;
  /** Entry ids appended by `.messages()`, oldest first. */
  readonly entryIds: readonly string[];
  /** The session's active leaf after the chain (the last entry appended, or null). */
  readonly leafId: string | null;
}

type Step = (state: SeededSession, server: Requester) => Promise<SeededSession>;

class SessionChain implements PromiseLike<SeededSession> {
  constructor(
    private readonly server: Requester,
    private readonly headers: () => Promise<Headers>,
    private readonly input: CreateSessionInput,
    private readonly steps: readonly Step[] = [],
  ) {}

  /** Appends `count` text messages, user and assistant in turn ("message 1", "message 2", …). */
  messages(count: number, text: (index: number) => string = (i) => `message ${i + 1}`): SessionChain {
    return this.followedBy(async (state, server) => {
      if (count === 0) return state;
      const start = state.entryIds.length;
      const messages = Array.from({ length: count }, (_, i) => ((start + i) % 2 === 0 ? userText : assistantText)(text(start + i)));
      const appended = await appendMessages(server, state.id, messages, { headers: state.headers });
      return { ...state, entryIds: [...state.entryIds, ...appended.entryIds], leafId: appended.lastEntryId };
    });
  }

  private followedBy(step: Step): SessionChain {
    return new SessionChain(this.server, this.headers, this.input, [...this.steps, step]);
  }

  private async run(): Promise<SeededSession> {
    const headers = await this.headers();
    const session = await createSession(this.server, this.input, headers);
    let state: SeededSession = { id: session.id, session, headers, entryIds: [], leafId: null };
    for (const step of this.steps) state = await step(state, this.server);
    return state;
  }

  // biome-ignore lint/suspicious/noThenProperty: the chain is awaited on purpose (PromiseLike)
  then<R1 = SeededSession, R2 = never>(
    onFulfilled?: ((value: SeededSession) => R1 | PromiseLike<R1>) | null,
    onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): PromiseLike<R1 | R2> {
    return this.run().then(onFulfilled, onRejected);
  }
}

/** One caller of the server: sessions made through it belong to its tenant. */
export interface CallerSeed {
  /** The caller's request headers. */
  headers(): Promise<Headers>;
  /** A new session of this caller (created when the chain is awaited). */
  session(input?: CreateSessionInput): SessionChain;
  /** `count` new sessions of this caller, each with `messages` messages. */
  sessions(count: number, options?: { messages?: number; input?: (index: number) => CreateSessionInput }): Promise<SeededSession[]>;
}

function caller(server: Requester, headers: () => Promise<Headers>): CallerSeed {
  return {
    headers,
    session: (input = {}) => new SessionChain(server, headers, input),
    async sessions(count, options = {}) {
      const made: SeededSession[] = [];
      for (let i = 0; i < count; i++) made.push(await new SessionChain(server, headers, options.input?.(i) ?? {}).messages(options.messages ?? 0));
      return made;
    },
  };
}

/** The anonymous caller of `server`, with `.tenant(subject)` for an authenticated one. */
export function seed(server: Requester): CallerSeed & { tenant(subject: string, claims?: Omit<TokenClaims, 'sub'>): CallerSeed } {
  return {
    ...caller(server, async () => ({})),
    tenant(subject, claims = {}) {
      let token: Promise<string> | undefined;
      return caller(server, async () => ({ authorization: `Bearer ${await (token ??= hs256Token({ ...claims, sub: subject }))}` }));
    },
  };
}
