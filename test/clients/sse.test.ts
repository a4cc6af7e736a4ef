// Server-Sent Events as frontends use them: the graphql-sse client (distinct connections
// mode, its default) from Node, and a browser's native EventSource in Chromium — a GET with
// no special headers — both receiving sessionEvents replayed and live. The browser page is
// served by the test on the server's own origin; a page on another origin (a small static
// server of the test's own) gets the stream only when CORS_ORIGINS lists it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, waitForListeners } from '../helpers/clients.js';
import { hasChromium, launchChromium, type Browser } from '../helpers/browser.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createSse, eventSourceSnippet } from './setups.js';

const SseWatch = graphql(`
  subscription SseWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      __typename
      offset
      ... on MessageAddedEvent {
        entry {
          ... on MessageEntry {
            message {
              content {
                ... on TextBlock {
                  text
                }
              }
            }
          }
        }
      }
    }
  }
`);

describe('graphql-sse client (distinct connections mode)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server?.stop());

  it('receives the replayed and the live sessionEvents', async () => {
    const { id: sessionId } = await createSession(server, { title: 'sse' });
    const client = createSse(server.url);
    const received: unknown[] = [];
    const listeners = busListeners(server);
    const stop = client.subscribe(
      { query: print(SseWatch), variables: { sessionId } },
      { next: (r) => received.push(r.data), error: () => {}, complete: () => {} },
    );
    try {
      await waitForListeners(server, listeners + 1);
      await expect.poll(() => received.length, { interval: 5, message: 'the replayed created event' }).toBeGreaterThanOrEqual(1);
      await appendMessages(server, sessionId, [userText('over SSE')]);
      await expect.poll(() => received.length, { interval: 5, message: 'events received' }).toBeGreaterThanOrEqual(2);
      expect(received).toEqual([
        { sessionEvents: { __typename: 'SessionCreatedEvent', offset: 1 } },
        { sessionEvents: { __typename: 'MessageAddedEvent', offset: 2, entry: { message: { content: [{ text: 'over SSE' }] } } } },
      ]);
    } finally {
      stop();
      client.dispose();
    }
  });
});

describe.skipIf(!hasChromium)("a browser's native EventSource (Chromium)", () => {
  let server: TestServer;
  let allowing: TestServer;
  let browser: Browser;
  /** Another origin: a real server on loopback serving only the page (Chromium checks the address space of cross-origin requests). */
  let frontend: Server;
  let FRONTEND: string;
  const html = `<!doctype html><title>client</title><script>${eventSourceSnippet}</script>`;

  beforeAll(async () => {
    frontend = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html);
    });
    await new Promise<void>((resolve) => frontend.listen(0, '127.0.0.1', resolve));
    FRONTEND = `http://127.0.0.1:${(frontend.address() as AddressInfo).port}`;
    [server, allowing] = await Promise.all([
      startServer({ backend: 'pglite' }),
      startServer({ backend: 'pglite', config: { corsOrigins: FRONTEND } }),
    ]);
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), allowing?.stop()]);
    await new Promise((resolve) => frontend?.close(resolve));
  });

  /** Opens `pageUrl` (served by the test, with the README's snippet) and starts watchSession there. */
  async function open(pageUrl: string, graphqlUrl: string, sessionId: string): Promise<Page> {
    const page = await browser.context.newPage();
    // The same-origin page is answered by the test on the API server's origin.
    if (!pageUrl.startsWith(FRONTEND)) await page.route(pageUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(pageUrl);
    await page.evaluate(
      ([url, id]) => {
        const w = window as unknown as {
          received: unknown[];
          errors: number;
          watchSession: (u: string, s: string, f: (e: unknown) => void) => { onerror: unknown };
        };
        w.received = [];
        w.errors = 0;
        const source = w.watchSession(url!, id!, (event) => w.received.push(event));
        source.onerror = () => {
          w.errors += 1;
        };
      },
      [graphqlUrl, sessionId],
    );
    return page;
  }

  const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);
  const errors = (page: Page) => page.evaluate(() => (window as unknown as { errors: number }).errors);

  it('same origin: a GET event stream without special headers delivers replayed and live events', async () => {
    const pageUrl = `${new URL(server.url).origin}/client.html`;
    const { id: sessionId } = await createSession(server, { title: 'sse' });
    const listeners = busListeners(server);
    const page = await open(pageUrl, '/graphql', sessionId);
    try {
      await waitForListeners(server, listeners + 1, 20_000);
      await appendMessages(server, sessionId, [userText('to the browser')]);
      await vi.waitFor(() => browserGot(page, 2), { timeout: 20_000, interval: 50 });
      expect(await received(page)).toEqual([
        { data: { sessionEvents: { __typename: 'SessionCreatedEvent', offset: 1, type: 'SESSION_CREATED' } } },
        { data: { sessionEvents: { __typename: 'MessageAddedEvent', offset: 2, type: 'MESSAGE_ADDED' } } },
      ]);
      expect(await errors(page)).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('another origin gets the stream when CORS_ORIGINS lists it, and nothing when it does not', async () => {
    const pageUrl = `${FRONTEND}/client.html`;
    const { id: allowedSession } = await createSession(allowing, { title: 'sse' });
    const allowed = await open(pageUrl, allowing.url, allowedSession);
    const { id: refusedSession } = await createSession(server, { title: 'sse' });
    const refused = await open(pageUrl, server.url, refusedSession);
    try {
      await vi.waitFor(() => browserGot(allowed, 1), { timeout: 20_000, interval: 50 });
      expect(await received(allowed)).toEqual([
        { data: { sessionEvents: { __typename: 'SessionCreatedEvent', offset: 1, type: 'SESSION_CREATED' } } },
      ]);
      // Without a CORS grant the browser withholds the response: an error, no events.
      await expect
        .poll(() => errors(refused), { timeout: 20_000, interval: 50, message: 'the refused EventSource reported no error' })
        .toBeGreaterThan(0);
      expect(await received(refused)).toEqual([]);
    } finally {
      await allowed.close();
      await refused.close();
    }
  }, 60_000);

  /** A check for `vi.waitFor`: throws, with what the browser got, until it received `n` events. */
  async function browserGot(page: Page, n: number) {
    const got = await received(page);
    if (got.length < n) throw new Error(`browser got ${JSON.stringify(got)} (errors: ${await errors(page)})`);
  }
});
