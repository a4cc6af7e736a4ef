// GraphiQL with authentication on, in headless Chromium: the token in the Headers pane reaches
// subscriptions too (as graphql-ws connectionParams), and a refused WebSocket shows as an error
// in the result pane instead of reconnecting in the background.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { type Browser, hasChromium, launchChromium } from '../helpers/browser.js';
import { startServer, type TestServer } from '../helpers/server.js';

const CREATE = 'mutation { createSession(input: { title: "Authed" }) { session { id } } }';
const append = (sessionId: string, text: string) =>
  `mutation { appendEntry(input: { sessionId: "${sessionId}", message: { user: { content: [{ text: { text: "${text}" } }] } } }) { created } }`;
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

async function waitForResult(page: Page, predicate: (text: string) => boolean, what: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const text = await resultText(page);
    if (predicate(text)) return text;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; result pane:\n${text}`);
    await page.waitForTimeout(100);
  }
}

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
    const created = await server.request<{ createSession: { session: { id: string } } }, unknown>(CREATE, {}, headers);
    const sessionId = created.data!.createSession.session.id;

    await setEditor(page, 'headers', JSON.stringify({ Authorization: `Bearer ${token}` }));
    await setEditor(page, 'query', watch(sessionId));
    await page.click('.graphiql-execute-button');
    await waitForResult(page, (t) => t.includes('SessionCreatedEvent'), 'the replayed session_created event');

    const text = `hello-with-auth-${Date.now()}`;
    expect((await server.request(append(sessionId, text), {}, headers)).errors).toBeUndefined();
    await waitForResult(page, (t) => t.includes(text), 'the live message');
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
    const shown = (await waitForResult(page, (t) => t.includes('4403'), 'the refusal')).replace(/\s+/g, ' ');
    expect(shown).toMatch(/refused the WebSocket connection/);
    expect(shown).toMatch(/Headers pane/);
  }, 60_000);
});
