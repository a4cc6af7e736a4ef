// GraphiQL's start document replaced by what a newcomer types: every result pane shows the
// service's GraphQL response — a syntax error as an error with its location, never a JavaScript
// stack trace — and a replaced document that is valid runs (query over HTTP, subscription over
// the WebSocket).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, hasChromium, launchChromium } from '../helpers/browser.js';
import { createSession } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';

/** Replaces the operations editor's document, as typing would. */
async function setDocument(page: Page, document: string): Promise<void> {
  await page.evaluate((text) => {
    type Editor = { setValue(v: string): void; getContainerDomNode(): HTMLElement };
    const monaco = (window as unknown as { __MONACO: { editor: { getEditors(): Editor[] } } }).__MONACO;
    const editors = monaco.editor.getEditors();
    const query = editors.find((e) => e.getContainerDomNode().closest('.graphiql-query-editor')) ?? editors[0];
    if (!query) throw new Error('no query editor');
    query.setValue(text);
  }, document);
  // GraphiQL picks editor changes up after a short debounce.
  await page.waitForTimeout(600);
}

/** Runs the editor's document with the ▶ button and waits for a result that parses as JSON. */
async function run(
  page: Page,
): Promise<{ text: string; json: { data?: unknown; errors?: { message: string; locations?: unknown; stack?: unknown }[] } }> {
  // The last run's result goes first, so only this run's can be read.
  await page.evaluate(() => {
    const monaco = (
      window as unknown as { __MONACO: { editor: { getEditors(): { setValue(v: string): void; getContainerDomNode(): HTMLElement }[] } } }
    ).__MONACO;
    monaco.editor
      .getEditors()
      .find((e) => e.getContainerDomNode().closest('.result-window'))
      ?.setValue('');
  });
  await page.click('.graphiql-execute-button');
  return vi.waitFor(
    async () => {
      const text = await page.evaluate(() => {
        const monaco = (window as unknown as { __MONACO: { editor: { getEditors(): { getValue(): string; getContainerDomNode(): HTMLElement }[] } } })
          .__MONACO;
        const result = monaco.editor.getEditors().find((e) => e.getContainerDomNode().closest('.result-window'));
        return result?.getValue() ?? '';
      });
      if (text.trim()) {
        try {
          return { text, json: JSON.parse(text) };
        } catch {
          // Still being written.
        }
      }
      throw new Error(`no result in the result pane (last: ${text})`);
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe.skipIf(!hasChromium)('GraphiQL with its start document replaced', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    browser = await launchChromium({ viewport: { width: 1400, height: 900 } });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(server.url);
    await page.waitForSelector('.graphiql-container .monaco-editor', { timeout: 30_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['an empty document', ''],
    ['only a comment', '# my own notes'],
    ['an unfinished query', 'query {'],
    ['a stray brace', '{ __typename }}'],
  ])('shows the service’s syntax error for %s, without a stack trace', async (_name, document) => {
    await setDocument(page, document);
    const { text, json } = await run(page);
    expect(json.errors?.[0]?.message).toMatch(/^Syntax Error: /);
    expect(json.errors?.[0]?.locations).toBeDefined();
    expect(text).not.toMatch(/"stack"|\bat .*\.js:\d+/);
    expect(pageErrors).toEqual([]);
  });

  it('runs a replaced document that is valid: a query, then a subscription', async () => {
    await setDocument(page, '{ __typename }');
    expect((await run(page)).json).toEqual({ data: { __typename: 'Query' } });

    await setDocument(page, 'subscription { sessionCreated { sessionId } }');
    await page.click('.graphiql-execute-button');
    // The subscription is live once the service holds its listener; then a session is created.
    // Each attempt creates a session and gives the page half a second to show it.
    await vi.waitFor(
      async () => {
        const { id: sessionId } = await createSession(server, { title: 'seen live' });
        await page.waitForTimeout(500);
        const shown = await page.evaluate(() => document.querySelector('.result-window')?.textContent ?? '');
        if (!shown.includes(sessionId)) throw new Error(`the subscription showed no created session; pane: ${shown}`);
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(pageErrors).toEqual([]);
  }, 40_000);
});
