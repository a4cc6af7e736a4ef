// A minimal Yoga for the plugin specs: a small schema of its own, the plugins under test, and an
// operation context with only the parts of the app's (GraphQLContext) that the plugins read.
// Everything runs in-process through `yoga.fetch`: no server, no database.
import { createPubSub, createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { ANONYMOUS, type Identity } from '../../../../src/auth/identity.js';
import type { GraphQLContext } from '../../../../src/transport/context.js';
import { maskUnexpectedError } from '../../../../src/transport/error-mask.js';

let searchesHeld: Promise<void> = Promise.resolve();
let searchStarted: () => void = () => {};
/**
 * Makes every `searchSessions` wait until `release` is called: an operation that is surely still
 * running. `started` resolves once one has begun resolving.
 */
export function holdSearches(): { release: () => void; started: Promise<void> } {
  let release!: () => void;
  searchesHeld = new Promise((resolve) => {
    release = resolve;
  });
  const started = new Promise<void>((resolve) => {
    searchStarted = resolve;
  });
  return { release, started };
}

/** How often resolvers that count have run (the `counted` subscription field). */
export const resolverRuns = { counted: 0 };

/** Events every `ticks` subscriber hears: one object per publish, shared by all of them. */
export const ticks = createPubSub<{ tick: [{ n: number }] }>();

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      hello: String!
      text(bytes: Int!): String!
      items(first: Int): [Item!]!
      searchSessions: [String!]!
      claimableLlmRequests: [String!]!
    }
    type Item {
      name: String!
      parent: Item
      "The name, after holding the event loop for 3 ms: a turn of these takes measurable time."
      slowName: String!
    }
    scalar File
    type Mutation {
      touch: Boolean!
      fileSize(file: File!): Int!
    }
    type Subscription {
      ticks: Int!
      scoped: Boolean!
      tickText: String!
      counted: Int!
    }
  `,
  resolvers: {
    Query: {
      hello: () => 'world',
      text: (_: unknown, { bytes }: { bytes: number }) => 'x'.repeat(bytes),
      items: (_: unknown, { first }: { first?: number }) => Array.from({ length: first ?? 1 }, (_, i) => ({ name: `item ${i}` })),
      searchSessions: async () => {
        searchStarted();
        await searchesHeld;
        return ['found'];
      },
      claimableLlmRequests: () => ['request'],
    },
    Item: {
      parent: () => ({ name: 'parent' }),
      slowName: (item: { name: string }) => {
        const until = performance.now() + 3;
        while (performance.now() < until) {}
        return item.name;
      },
    },
    Mutation: {
      touch: () => true,
      fileSize: async (_: unknown, { file }: { file: File }) => (await file.arrayBuffer()).byteLength,
    },
    Subscription: {
      ticks: { subscribe: () => ticks.subscribe('tick'), resolve: (event: { n: number }) => event.n },
      // Counts its executions (resolverRuns.counted).
      counted: {
        subscribe: () => ticks.subscribe('tick'),
        resolve: (event: { n: number }) => {
          resolverRuns.counted += 1;
          return event.n;
        },
      },
      // A text of n bytes per tick.
      tickText: { subscribe: () => ticks.subscribe('tick'), resolve: (event: { n: number }) => 'x'.repeat(event.n) },
      // Whether the event runs with a stream scope on its context (useStreamScope).
      scoped: {
        subscribe: () => ticks.subscribe('tick'),
        resolve: (_event: unknown, _args: unknown, context: GraphQLContext) => context.deps.streamScope !== undefined,
      },
    },
  },
});

/** What the specs give an operation's context: its caller, and the parts of ServiceDeps plugins read. */
export interface SpecCaller {
  identity?: Identity;
  transport?: 'http' | 'ws';
  /** Called when the operation's database-call budget starts over. */
  onBudgetReset?: () => void;
}

/** The operation context a plugin sees (the shape of GraphQLContext, with only what the plugins read). */
export function specContext(caller: SpecCaller = {}): GraphQLContext {
  const context = {
    deps: {
      identity: caller.identity ?? ANONYMOUS,
      settings: { current: { limits: { defaultPageSize: 50, maxPageSize: 500 } } },
      budget: { reset: caller.onBudgetReset ?? (() => {}) },
    },
    requestId: 'spec',
    transport: caller.transport ?? 'http',
    publicOrigin: 'http://localhost',
  };
  // Only the parts the plugins read: a plugin reaching for more fails its spec.
  return context as unknown as GraphQLContext;
}

export type SpecYoga = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

/** A Yoga with `plugins`, masking as the app does; `caller` picks each request's identity (default: anonymous). */
export function specYoga(plugins: (Plugin | Plugin<GraphQLContext>)[], caller: (request: Request) => SpecCaller = () => ({})): SpecYoga {
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema: schema as never,
    // Plugins typed for any context: Yoga's Plugin type is invariant in it.
    plugins: plugins as Plugin<GraphQLContext>[],
    logging: false,
    landingPage: false,
    graphiql: false,
    maskedErrors: { isDev: false, maskError: maskUnexpectedError },
    context: ({ request }) => specContext(caller(request)),
  });
}

type Body = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** POSTs one GraphQL request as JSON (or `init` as it is) and reads the answer. */
export async function post(
  yoga: SpecYoga,
  params: { query: string; variables?: unknown; operationName?: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Body }> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(params),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

/** The first error code of an answer. */
export const codeOf = (body: Body): unknown => body.errors?.[0]?.extensions?.code;

/** Reads Server-Sent Events of a subscription response until `count` have arrived (or the stream ends). */
export async function sseEvents(response: Response, count: number): Promise<Body[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: Body[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data !== '') events.push(JSON.parse(data) as Body);
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

/** Opens a subscription over SSE. */
export const subscribe = (yoga: SpecYoga, query: string, headers: Record<string, string> = {}): Promise<Response> =>
  Promise.resolve(
    yoga.fetch(`http://localhost/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'text/event-stream', ...headers } }),
  );
