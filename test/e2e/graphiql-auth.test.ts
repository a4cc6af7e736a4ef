// GraphiQL with authentication on, in headless Chromium: the token in the Headers pane reaches
// subscriptions too (as graphql-ws connectionParams), and a refused WebSocket shows as an error
// in the result pane instead of reconnecting in the background.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { type Browser, hasChromium, launchChromium } from '../helpers/browser.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';

const watch = (sessionId: string) =>
  `subscription WatchAuthed {\n  sessionEvents(sessionId: "${sessionId}", after: 0) {\n    __typename\n    offset\n    ... on MessageAddedEvent { entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } }\n  }\n}\n`;

/** Sets the text of the operations editor or the Headers pane, as typing would. */
async function setEditor(page: Page, which: 'query' | 'headers', text: string): Promise<void> {
  if (which === 'headers') {
    // The Headers pane is a tab below the operations editor.
    await page
      .getByRole('tab', { name: 'Headers' })
      .or(page.getByText('Headers', { exact: true }))
      .first()
      .click();
  }
  await page.evaluate(
    ({ which, text }) => {
      type Editor = { getModel(): { uri: { toString(): string } } | null; setValue(v: string): void; getContainerDomNode(): HTMLElement };
      const monaco = (window as unknown as { __MONACO: { editor: { getEditors(): Editor[] } } }).__MONACO;
      const editors = monaco.editor.getEditors();
      const editor =
        which === 'query'
          ? editors.find((e) => e.getContainerDomNode().closest('.graphiql-query-editor'))
          : editors.find((e) => /headers/i.test(e.getModel()?.uri.toString() ?? ''));
      if (!editor) throw new Error(`no ${which} editor among ${editors.map((e) => e.getModel()?.uri.toString()).join(', ')}`);
      editor.setValue(text);
    },
    { which, text },
  );
  // GraphiQL picks editor changes up (and stores them) after a short debounce.
  await page.waitForTimeout(700);
}

const resultText = (page: Page) => page.evaluate(() => (document.querySelector('.result-window') as HTMLElement | null)?.innerText ?? '');
/** How the result pane is polled: up to 20 s, every 100 ms. */
const RESULT_POLL = { timeout: 20_000, interval: 100 };

describe.skipIf(!hasChromium)('GraphiQL with authentication on', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET } } });
    token = await hs256Token({ sub: 'u_graphiql' });
    browser = await launchChromium({ viewport: { width: 1400, height: 900 } });
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.route(/^https?:\/\//, (route) =>
      new URL(route.request().url()).origin === new URL(server.url).origin ? route.continue() : route.abort(),
    );
    await page.goto(server.url);
    await page.waitForSelector('.graphiql-container .monaco-editor', { timeout: 30_000 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("runs a subscription with the Headers pane's token and shows a mutation made by the same tenant", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const { id: sessionId } = await createSession(server, { title: 'Authed' }, headers);

    await setEditor(page, 'headers', JSON.stringify({ Authorization: `Bearer ${token}` }));
    await setEditor(page, 'query', watch(sessionId));
    await page.click('.graphiql-execute-button');
    await expect.poll(() => resultText(page), { ...RESULT_POLL, message: 'the replayed session_created event' }).toContain('SessionCreatedEvent');

    const text = `hello-with-auth-${Date.now()}`;
    await appendMessages(server, sessionId, [userText(text)], { headers }); // fails on any GraphQL error
    await expect.poll(() => resultText(page), { ...RESULT_POLL, message: 'the live message' }).toContain(text);
    await page.click('.graphiql-execute-button'); // stop it
  }, 60_000);

  it('shows a refused WebSocket as an error in the result pane', async () => {
    // A fresh page: the socket of the first test carried a valid token.
    await page.reload();
    await page.waitForSelector('.graphiql-container .monaco-editor', { timeout: 30_000 });
    await setEditor(page, 'headers', JSON.stringify({ Authorization: 'Bearer not-a-valid-token' }));
    await setEditor(page, 'query', watch('s_any'));
    await page.click('.graphiql-execute-button');
    // The result editor wraps long lines: compare with whitespace folded.
    const refusal = await vi.waitFor(async () => {
      const text = await resultText(page);
      expect(text, 'the refusal').toContain('4403');
      return text;
    }, RESULT_POLL);
    const shown = refusal.replace(/\s+/g, ' ');
    expect(shown).toMatch(/refused the WebSocket connection/);
    expect(shown).toMatch(/Headers pane/);
  }, 60_000);
});
