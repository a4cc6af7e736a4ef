// SPEC §11 in the dashboard, in headless Chromium: a message sent from the composer is one
// sendMessage; the reply lands as a message (counted in the list, with its fork link and
// timestamp, found by search); Regenerate and Edit make sibling branches with the branch
// switcher. The model side answers through the public API as any worker does (chunks, settle).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, buildDashboardIfMissing, hasChromium, launchChromium } from '../helpers/browser.js';
import { BrowserTestService } from '../helpers/browser-service.js';
import { transportBackends, type Backend } from '../helpers/server.js';

class Service extends BrowserTestService {
  constructor(backend: Backend) {
    super(backend, 'dashboard-conv-');
  }
}

/** Answers the next request of the session (one opened after `after`) as a worker does; resolves with its offset. */
async function answer(service: Service, sessionId: string, chunks: string[], after = 0): Promise<number> {
  let offset = 0;
  await expect
    .poll(
      async () => {
        const data = await service.gql('query($id: ID!) { session(id: $id) { context { openRequest { offset } } } }', { id: sessionId });
        offset = data.session.context.openRequest?.offset ?? 0;
        return offset;
      },
      { timeout: 20_000, message: `an open request after offset ${after}` },
    )
    .toBeGreaterThan(after);
  for (const [i, c] of chunks.entries()) {
    await service.gql(
      'mutation($s: ID!, $r: SafeInt!, $n: Int!, $c: String!) { appendLlmResponseChunk(input: { sessionId: $s, requestOffset: $r, sequence: $n, chunk: $c }) { accepted } }',
      { s: sessionId, r: offset, n: i, c },
    );
  }
  await service.gql(
    'mutation($s: ID!, $r: SafeInt!, $t: String!) { settleLlmRequest(input: { sessionId: $s, requestOffset: $r, result: { succeeded: { text: $t, nativeStopReason: "stop", usage: { inputTokens: 9, outputTokens: 3 } } } }) { settled } }',
    { s: sessionId, r: offset, t: chunks.join('') },
  );
  return offset;
}

/** How the page is polled: up to 15 s, every 50 ms. */
const PAGE_POLL = { timeout: 15_000, interval: 50 };

/** The shown messages: role, text, and whether each has a fork link and a timestamp. */
const shown = (page: Page) =>
  page.$$eval('[data-testid=transcript] [data-testid=message]', (els) =>
    els.map((el) => ({
      role: (el as HTMLElement).dataset.role,
      text: [...el.querySelectorAll('[data-testid=text-block]')].map((b) => b.textContent ?? '').join(''),
      fork: el.querySelector('[data-testid=fork-button]') !== null,
      time: (el.querySelector('.message-header .muted.small[title]')?.getAttribute('title') ?? '') !== '',
    })),
  );
const texts = async (page: Page) => (await shown(page)).map((m) => m.text);
const replyCards = (page: Page) => page.$$eval('[data-testid=streaming-reply]', (els) => els.map((el) => (el as HTMLElement).dataset.state));
/** The branch switcher of the last shown message with this role. */
const switcher = (page: Page, role: string) =>
  page.$$eval(`[data-testid=message][data-role=${role}]`, (els) => {
    const el = els.at(-1)?.querySelector('[data-testid=branch-switcher]') as HTMLElement | null | undefined;
    return el ? { index: el.dataset.branchIndex, count: el.dataset.branchCount } : null;
  });

describe.skipIf(!hasChromium).each(transportBackends())('the dashboard drives one conversation (%s)', (backend) => {
  let service: Service;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    buildDashboardIfMissing();
    service = new Service(backend);
    await service.start();
    browser = await launchChromium({ viewport: { width: 1440, height: 900 } });
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route(/^https?:\/\//, (route) => (new URL(route.request().url()).port === String(service.port) ? route.continue() : route.abort()));
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await service?.dispose();
  });

  it('send → the reply is a message; regenerate and edit make branches with the switcher', async () => {
    const created = await service.gql('mutation { createSession(input: { title: "Conversation" }) { session { id } } }');
    const sessionId = created.createSession.session.id as string;
    await page.goto(`${service.origin}/dashboard/sessions/${sessionId}`);
    await page.waitForSelector('[data-testid=connection-status][data-state=online]');
    await expect.poll(() => page.locator('[data-testid=composer-input]').count(), { ...PAGE_POLL, message: 'the session view' }).toBe(1);

    // One call per turn: the composer's message is a sendMessage (one entry, one user item).
    await page.fill('[data-testid=composer-input]', 'Name a mountain.');
    await page.click('[data-testid=send-button]');
    const first = await answer(service, sessionId, ['Mont', ' Blanc.']);
    await expect.poll(() => texts(page), { ...PAGE_POLL, message: 'the reply as a message' }).toEqual(['Name a mountain.', 'Mont Blanc.']);
    const messages = await shown(page);
    expect(messages[1]).toMatchObject({ role: 'ASSISTANT', fork: true, time: true });
    expect(await replyCards(page)).toEqual([]);
    const stored = await service.gql(
      'query($id: ID!) { session(id: $id) { messageCount context { items { role } } events(first: 5) { nodes { type } } } }',
      { id: sessionId },
    );
    expect(stored.session.messageCount).toBe(2);
    expect(stored.session.events.nodes.map((e: { type: string }) => e.type).slice(0, 3)).toEqual([
      'SESSION_CREATED',
      'MESSAGE_ADDED',
      'CONTEXT_ITEM_ADDED',
    ]);
    expect(stored.session.context.items.map((i: { role: string }) => i.role)).toEqual(['USER', 'ASSISTANT']);
    // Counted in the list, found by search through the reply's words.
    await expect
      .poll(() => page.locator(`[data-testid=session-item][data-session-id="${sessionId}"] [data-testid=message-count]`).textContent(), {
        ...PAGE_POLL,
        message: 'the count in the list',
      })
      .toMatch(/^2/);
    await page.fill('[data-testid=search-input]', 'Blanc');
    await expect
      .poll(() => page.locator('[data-testid=search-snippet] mark').first().textContent(), { ...PAGE_POLL, message: 'the search hit on the reply' })
      .toContain('Blanc');
    await page.fill('[data-testid=search-input]', '');

    // Regenerate: another answer to the same message, a sibling branch.
    await page.click('[data-testid=message][data-role=ASSISTANT] [data-testid=regenerate-button]');
    const second = await answer(service, sessionId, ['Kilimanjaro.'], first);
    await expect.poll(() => texts(page), { ...PAGE_POLL, message: 'the regenerated reply' }).toEqual(['Name a mountain.', 'Kilimanjaro.']);
    await expect.poll(() => switcher(page, 'ASSISTANT'), { ...PAGE_POLL, message: 'the reply switcher' }).toEqual({ index: '2', count: '2' });
    await page.click('[data-testid=message][data-role=ASSISTANT] [data-testid=branch-prev]');
    await expect.poll(async () => (await texts(page))[1], { ...PAGE_POLL, message: 'the first reply again' }).toBe('Mont Blanc.');

    // Edit: a follow-up, changed, goes out on a new branch beside it and is answered there.
    await page.fill('[data-testid=composer-input]', 'And a river?');
    await page.click('[data-testid=send-button]');
    const third = await answer(service, sessionId, ['The Rhône.'], second);
    await expect.poll(async () => (await texts(page)).at(-1), { ...PAGE_POLL, message: 'the follow-up answered' }).toBe('The Rhône.');
    const users = page.locator('[data-testid=message][data-role=USER]');
    expect(await users.first().locator('[data-testid=edit-button]').count()).toBe(0); // the first message has no parent to branch under
    await users.last().locator('[data-testid=edit-button]').click();
    await page.fill('[data-testid=edit-input]', 'And a lake?');
    await page.click('[data-testid=edit-save]');
    await answer(service, sessionId, ['Lake Geneva.'], third);
    await expect
      .poll(() => texts(page), { ...PAGE_POLL, message: 'the edited branch answered' })
      .toEqual(['Name a mountain.', 'Mont Blanc.', 'And a lake?', 'Lake Geneva.']);
    await expect.poll(() => switcher(page, 'USER'), { ...PAGE_POLL, message: 'the message switcher' }).toEqual({ index: '2', count: '2' });
    const path = await service.gql('query($id: ID!) { session(id: $id) { messageCount } }', { id: sessionId });
    expect(path.session.messageCount).toBe(7);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
