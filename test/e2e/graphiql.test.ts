// Issue 7: GraphiQL in a real browser. Debian's Chromium (headless, through playwright-core)
// opens GraphiQL at /graphql — served with its assets inline, no CDN — checks the default
// document, runs a query, starts a subscription, and sees the event of a mutation the test
// triggers appear in the result pane. A screenshot is saved to test-output/graphiql.png.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'graphql';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Browser, hasChromium, launchChromium } from '../helpers/browser.js';
import { waitForListeners } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { ROOT } from '../helpers/process.js';
import { startServer, type TestServer } from '../helpers/server.js';

const OUTPUT = resolve(ROOT, 'test-output');

/** The text of every Monaco model on the page (query, variables, headers, result). */
function models(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const monaco = (window as unknown as { __MONACO?: { editor: { getModels(): { getValue(): string }[] } } }).__MONACO;
    return monaco ? monaco.editor.getModels().map((m) => m.getValue()) : [];
  });
}

/** Replaces the operations editor's document, as typing would. */
async function setDocument(page: Page, document: string): Promise<void> {
  await page.evaluate((text) => {
    const monaco = (
      window as unknown as {
        __MONACO: {
          editor: { getEditors(): { getModel(): { getValue(): string } | null; setValue(v: string): void; getContainerDomNode(): HTMLElement }[] };
        };
      }
    ).__MONACO;
    const editors = monaco.editor.getEditors();
    const query = editors.find((e) => e.getContainerDomNode().closest('.graphiql-query-editor')) ?? editors[0];
    if (!query) throw new Error('no query editor');
    query.setValue(text);
  }, document);
  // GraphiQL picks editor changes up after a short debounce.
  await page.waitForTimeout(500);
}

/** Runs the document in the editor, as a user would with the ▶ button. */
async function execute(page: Page): Promise<void> {
  await page.click('.graphiql-execute-button');
}

async function resultText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('.result-window') as HTMLElement | null)?.innerText ?? '');
}

/**
 * The first text of the result pane or an editor that satisfies `predicate`; throws, naming
 * `what` and showing every editor, while none does (a check for `vi.waitFor`).
 */
async function findText(page: Page, predicate: (text: string) => boolean, what: string): Promise<string> {
  const all = [await resultText(page), ...(await models(page))];
  const hit = all.find(predicate);
  if (hit === undefined) throw new Error(`waiting for ${what}; editors:\n${all.join('\n----\n')}`);
  return hit;
}

/** How the page is polled: up to 20 s, every 100 ms. */
const RESULT_POLL = { timeout: 20_000, interval: 100 };

describe.skipIf(!hasChromium)('GraphiQL in headless Chromium', () => {
  let server: TestServer;
  let context: BrowserContext;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    browser = await launchChromium({ viewport: { width: 1400, height: 900 } });
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The page runs under its Content-Security-Policy: record anything the policy blocks.
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    if (process.env.E2E_DEBUG) {
      page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
      page.on('request', (r) => console.log('request', r.method(), r.url(), r.postData()?.slice(0, 300)));
      page.on('response', (r) => console.log('response', r.status(), r.url()));
    }
    // Everything GraphiQL needs comes from this server: any other origin is refused.
    await page.route(/^https?:\/\//, (route) =>
      new URL(route.request().url()).origin === new URL(server.url).origin ? route.continue() : route.abort(),
    );
  }, 60_000);

  // A failed step (a wait that timed out, say) leaves a picture of the page behind.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      if (!page || page.isClosed()) return;
      mkdirSync(OUTPUT, { recursive: true });
      await page.screenshot({ path: join(OUTPUT, 'graphiql-failure.png') }).catch(() => {});
      console.error('screenshot of the failure: test-output/graphiql-failure.png');
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens with a default document holding a query, a mutation and a subscription', async () => {
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/text\/html/);
    await page.waitForSelector('.graphiql-container .monaco-editor', { timeout: 30_000 });
    const documentText = await vi.waitFor(() => findText(page, (t) => t.includes('Agent conversations'), 'the default document'), {
      ...RESULT_POLL,
      timeout: 30_000,
    });
    const kinds = parse(documentText).definitions.map((d) => (d.kind === 'OperationDefinition' ? d.operation : d.kind));
    expect(kinds).toEqual(expect.arrayContaining(['query', 'mutation', 'subscription']));
    expect(await page.title()).toBe('Agent conversations');
    // It reads as a newcomer needs it: per-session ids, the newest page, short lines.
    expect(documentText).toContain('entryId');
    expect(documentText).toContain('messages(last: 20)');
    expect(documentText).toContain('second browser window');
    expect(Math.max(...documentText.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('runs a query, then a subscription that shows a mutation made by the test', async () => {
    const { id: sessionId } = await createSession(server, { title: 'Browser session' });

    await setDocument(page, `query OpsBrowserRead {\n  session(id: "${sessionId}") {\n    id\n    title\n  }\n}\n`);
    await execute(page);
    await vi.waitFor(() => findText(page, (t) => t.includes('"title": "Browser session"'), 'the query result'), RESULT_POLL);

    await setDocument(
      page,
      `subscription OpsBrowserWatch {\n  sessionEvents(sessionId: "${sessionId}", after: 0) {\n    __typename\n    offset\n    type\n    ... on MessageAddedEvent {\n      entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } }\n    }\n  }\n}\n`,
    );
    const listeners = (server.app.deps.bus as unknown as { listenerCount: number }).listenerCount;
    await execute(page);
    await waitForListeners(server, listeners + 1, 20_000);
    await vi.waitFor(() => findText(page, (t) => t.includes('SessionCreatedEvent'), 'the replayed session_created event'), RESULT_POLL);

    const text = `Hello from the test ${Date.now()}`;
    await appendMessages(server, sessionId, [userText(text)]);
    await vi.waitFor(() => findText(page, (t) => t.includes(text) && t.includes('MessageAddedEvent'), 'the live message_added event'), RESULT_POLL);

    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, 'graphiql.png') });
    expect(existsSync(join(OUTPUT, 'graphiql.png'))).toBe(true);
    expect(pageErrors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  }, 60_000);
});
