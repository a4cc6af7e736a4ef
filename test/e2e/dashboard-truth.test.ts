// Issue 23 item 7: the dashboard tells the truth. One service (PGlite in memory, authentication
// on) and no model worker: the test plays the worker itself through the public API (claim,
// chunk, settle), so every state the page shows — waiting for a worker, claimed, writing, a
// failed attempt, a retry, giving up — is one the service really is in. One browser, one
// page, sequential steps.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import { hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { type Browser, hasChromium, launchChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/process.js';

const OUTPUT = resolve(ROOT, 'test-output');
/** The machine running the suites may be loaded: browser steps get generous bounds. */
const STEP_TIMEOUT = 180_000;
const WAIT_MS = 60_000;
/** How the page (and the service) is polled. */
const POLL = { timeout: WAIT_MS, interval: 50 };
const MAX_ATTEMPTS = 3;

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string }[];
}

describe.skipIf(!hasChromium)('the dashboard tells the truth (headless Chromium)', () => {
  let app: App;
  let origin = '';
  let token = '';
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphQLAnswer<T>;
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }

  const openRequest = async (id: string) =>
    (
      await gql<{ session: { context: { openRequest: { offset: number; claimedBy: string | null } | null } } }>(
        'query TruthOpen($id: ID!) { session(id: $id) { context { openRequest { offset claimedBy } } } }',
        { id },
      )
    ).session.context.openRequest;

  /** Waits for a request above `after` to open and returns its offset. */
  const nextRequest = (id: string, after: number): Promise<number> =>
    vi.waitFor(async () => {
      const open = await openRequest(id);
      if (!open || open.offset <= after) throw new Error(`no request above #${after} opened`);
      return open.offset;
    }, POLL);

  const claim = (id: string, offset: number, workerId: string) =>
    gql<{ claimLlmRequest: { claimed: boolean } }>(
      'mutation TruthClaim($s: ID!, $r: SafeInt!, $w: String!) { claimLlmRequest(input: { sessionId: $s, requestOffset: $r, workerId: $w }) { claimed } }',
      { s: id, r: offset, w: workerId },
    );
  const chunk = (id: string, offset: number, sequence: number, text: string, workerId: string) =>
    gql(
      'mutation TruthChunk($s: ID!, $r: SafeInt!, $n: Int!, $c: String!, $w: String) { appendLlmResponseChunk(input: { sessionId: $s, requestOffset: $r, sequence: $n, chunk: $c, workerId: $w }) { accepted } }',
      { s: id, r: offset, n: sequence, c: text, w: workerId },
    );
  const settle = (id: string, offset: number, result: Record<string, unknown>) =>
    gql<{ settleLlmRequest: { settled: boolean } }>(
      'mutation TruthSettle($s: ID!, $r: SafeInt!, $res: LlmResultInput!) { settleLlmRequest(input: { sessionId: $s, requestOffset: $r, durationMs: 5, result: $res }) { settled } }',
      { s: id, r: offset, res: result },
    );
  const createSession = (title: string) =>
    gql<{ createSession: { session: { id: string } } }>(
      'mutation TruthCreate($t: String) { createSession(input: { title: $t }) { session { id } } }',
      {
        t: title,
      },
    ).then((d) => d.createSession.session.id);

  const appendUser = (id: string, message: string) =>
    gql(
      'mutation TruthAppend($s: ID!, $t: String!) { appendEntry(input: { sessionId: $s, message: { user: { content: [{ text: { text: $t } }] } } }) { created } }',
      {
        s: id,
        t: message,
      },
    );

  async function openSession(id: string): Promise<void> {
    await page.goto(`${origin}/dashboard/sessions/${id}`);
    await page.waitForSelector(`[data-testid=session-view][data-session-id="${id}"]`);
  }

  async function screenshot(name: string): Promise<void> {
    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, name) });
  }

  // A step that fails (a poll that timed out, say) leaves a picture of the page behind.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      if (!page || page.isClosed()) return;
      await screenshot('dashboard-truth-failure.png').catch(() => {});
      console.error('screenshot of the failure: test-output/dashboard-truth-failure.png');
    });
  });

  // biome-ignore lint/performance/useDomNodeTextContent: the point is what is rendered visible (a tooltip or hidden text does not count)
  const text = (selector: string) => page.locator(selector).first().innerText();
  const headerBadge = () => text('.session-header [data-testid=session-status]');
  const replies = () =>
    page.$$eval('[data-testid=streaming-reply]', (els) =>
      els.map((el) => ({
        offset: Number((el as HTMLElement).dataset.requestOffset),
        state: (el as HTMLElement).dataset.state,
        // biome-ignore lint/performance/useDomNodeTextContent: the point is what is rendered visible (a tooltip or hidden text does not count)
        text: (el as HTMLElement).innerText,
      })),
    );
  const replyFor = async (offset: number) => (await replies()).find((r) => r.offset === offset) ?? null;

  beforeAll(async () => {
    const config = parseConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      logLevel: 'silent',
      auth: { jwtSecret: TEST_SECRET },
      // Quick turns and quick retries; no request expires during the test.
      llm: { debounceMs: 20, requestTtlMs: 600_000, retryBaseMs: 20, retryMaxMs: 40, maxAttempts: MAX_ATTEMPTS },
    });
    app = await buildApp(config);
    origin = `http://127.0.0.1:${(await app.start()).port}`;
    token = await hs256Token({ sub: 'u_1' });
    browser = await launchChromium({ viewport: { width: 1440, height: 900 } });
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Offline: only this service may be reached.
    await page.route(/^https?:\/\//, (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()));
    await page.goto(`${origin}/dashboard/`);
    await page.fill('[data-testid=token-input]', token);
    await page.click('[data-testid=token-save]');
    await page.waitForSelector('[data-testid=connection-status][data-state=online]', { timeout: WAIT_MS });
  }, STEP_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it(
    'waits for a worker (naming the request and `npm run worker`) until a claim, then writes; the badge follows; Interrupt unticks',
    async () => {
      await page.click('[data-testid=new-session]');
      await page.waitForSelector('[data-testid=session-view]');
      const sessionId = (await page.getAttribute('[data-testid=session-view]', 'data-session-id')) ?? '';
      expect(sessionId).not.toBe('');
      expect(await headerBadge()).toBe('Idle');

      await page.check('[data-testid=interrupt-checkbox]');
      await page.fill('[data-testid=composer-input]', 'Is anyone there?');
      await page.click('[data-testid=send-button]');
      const offset = await nextRequest(sessionId, 0);

      // Sent: the box is unticked again (the next message does not interrupt by accident).
      await expect.poll(() => page.inputValue('[data-testid=composer-input]'), { ...POLL, message: 'the message sent' }).toBe('');
      expect.soft(await page.isChecked('[data-testid=interrupt-checkbox]')).toBe(false);

      const waiting = await vi.waitFor(async () => {
        const reply = await replyFor(offset);
        expect(reply?.text, 'the waiting state').toContain(`waiting for a model worker to claim request #${offset}`);
        return reply!;
      }, POLL);
      expect(waiting.text).toContain('npm run worker');
      expect(waiting.text).not.toMatch(/writing/i);
      await expect.poll(headerBadge, { ...POLL, message: 'the badge while waiting' }).toBe('Waiting for worker');
      await screenshot('dashboard-waiting-for-worker.png');

      expect((await claim(sessionId, offset, 'truth-worker')).claimLlmRequest.claimed).toBe(true);
      const claimed = await vi.waitFor(async () => {
        const reply = await replyFor(offset);
        expect(reply?.text, 'the claim').toContain('truth-worker');
        return reply!;
      }, POLL);
      expect(claimed.text).not.toContain('waiting for a model worker');

      await chunk(sessionId, offset, 0, 'Yes, ', 'truth-worker');
      await vi.waitFor(async () => {
        const reply = await replyFor(offset);
        expect(reply?.text, 'the first words').toContain('writing…');
        expect(reply?.text, 'the first words').toContain('Yes,');
      }, POLL);
      await expect.poll(headerBadge, { ...POLL, message: 'the badge while the model writes' }).toBe('Model writing');

      await settle(sessionId, offset, { succeeded: { text: 'Yes, I am here.' } });
      // The settled reply is a message of the transcript (SPEC §11), no longer a card.
      await expect
        .poll(() => page.$$eval('[data-testid=message][data-role=ASSISTANT]', (els) => els.map((el) => (el as HTMLElement).innerText)), {
          ...POLL,
          message: 'the settled reply',
        })
        .toEqual(expect.arrayContaining([expect.stringContaining('Yes, I am here.')]));
      expect(await replyFor(offset)).toBeNull();
      await expect.poll(headerBadge, { ...POLL, message: 'the badge after the turn' }).toBe('Idle');
    },
    STEP_TIMEOUT,
  );

  it(
    'shows a provider outage as one card with every attempt and a final "gave up"',
    async () => {
      const sessionId = await createSession('Provider outage');
      await openSession(sessionId);
      await page.fill('[data-testid=composer-input]', 'And now?');
      await page.click('[data-testid=send-button]');
      let after = 0;
      const attempts: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const offset = await nextRequest(sessionId, after);
        attempts.push(offset);
        await claim(sessionId, offset, 'truth-worker');
        await settle(sessionId, offset, { failed: { errorMessage: `provider returned 503 (try ${attempt})` } });
        after = offset;
      }

      const card = await vi.waitFor(async () => {
        const cards = await page.$$eval('[data-testid=failure-card]', (els) =>
          els.map(
            (el) =>
              // biome-ignore lint/performance/useDomNodeTextContent: the point is what is rendered visible (a tooltip or hidden text does not count)
              (el as HTMLElement).innerText,
          ),
        );
        expect(cards, 'one failure card that gave up').toEqual([expect.stringMatching(/gave up/i)]);
        return cards;
      }, POLL);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(card[0]).toContain(`attempt ${attempt} failed: provider returned 503 (try ${attempt})`);
      }
      // Not one card per attempt: the failed attempts are only in the card.
      const failedReplies = (await replies()).filter((r) => attempts.includes(r.offset) && r.state === 'failed');
      expect(failedReplies).toEqual([]);
      expect(await openRequest(sessionId)).toBeNull();
      await screenshot('dashboard-failure-card.png');
    },
    STEP_TIMEOUT,
  );

  it(
    'shows an ERROR reason as text in the header and the list',
    async () => {
      const sessionId = await createSession('Broken key');
      await openSession(sessionId);
      const reason = 'the provider key was revoked';
      await gql('mutation TruthError($s: ID!, $r: String) { setSessionStatus(input: { sessionId: $s, status: ERROR, reason: $r }) { status } }', {
        s: sessionId,
        r: reason,
      });
      await expect.poll(() => text('.session-header'), { ...POLL, message: 'the reason in the header' }).toContain(reason);
      await expect
        .poll(() => text(`[data-testid=session-item][data-session-id="${sessionId}"]`), { ...POLL, message: 'the reason in the list' })
        .toContain(reason);
    },
    STEP_TIMEOUT,
  );

  it(
    'tells sessions with the same title apart in the list',
    async () => {
      const a = await createSession('Weekly report');
      const b = await createSession('Weekly report');
      const rowText = (id: string) => text(`[data-testid=session-item][data-session-id="${id}"] .row-top`);
      const [first, second] = await vi.waitFor(async () => {
        const rows = [await rowText(a), await rowText(b)];
        expect(rows, 'both rows').not.toContain('');
        return rows;
      }, POLL);
      expect(first).toContain('Weekly report');
      expect(second).toContain('Weekly report');
      expect(first).not.toBe(second);
    },
    STEP_TIMEOUT,
  );

  it(
    'keeps the list controls readable and stays usable 420 px wide',
    async () => {
      // Each select shows its whole chosen option.
      const clipped = await page.$$eval('.list-toolbar select', (selects) =>
        selects
          .map((el) => {
            const select = el as HTMLSelectElement;
            const style = getComputedStyle(select);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = style.font;
            const label = select.selectedOptions[0]?.text ?? '';
            // The text, the padding and room for the arrow must fit in the box.
            const needed = context.measureText(label).width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 16;
            return needed > select.clientWidth
              ? `${select.dataset.testid}: "${label}" needs ${Math.ceil(needed)} px, has ${select.clientWidth}`
              : null;
          })
          .filter((x) => x !== null),
      );
      expect.soft(clipped).toEqual([]);

      const sessionId = await createSession('A conversation on a phone');
      await appendUser(sessionId, 'A first message that is long enough to need wrapping on a narrow screen, and then some more words.');
      await appendUser(sessionId, 'A second one.');
      await page.setViewportSize({ width: 420, height: 800 });
      await openSession(sessionId);
      await expect.poll(() => page.locator('[data-testid=message]').count(), { ...POLL, message: 'the transcript' }).toBeGreaterThanOrEqual(2);
      const layout = await page.evaluate(() => {
        const inView = (selector: string) => {
          const el = [...document.querySelectorAll(selector)].at(-1);
          if (!el) return false;
          const box = el.getBoundingClientRect();
          return (
            box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight
          );
        };
        return {
          scrollWidth: document.documentElement.scrollWidth,
          composer: inView('[data-testid=composer-input]'),
          send: inView('[data-testid=send-button]'),
          lastMessage: inView('[data-testid=message]'),
        };
      });
      await screenshot('dashboard-narrow.png');
      expect(layout).toEqual({ scrollWidth: 420, composer: true, send: true, lastMessage: true });

      // The list, too, fits.
      await page.goto(`${origin}/dashboard/`);
      await page.waitForSelector('[data-testid=session-item]');
      const list = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        newButton: (() => {
          const box = document.querySelector('[data-testid=new-session]')!.getBoundingClientRect();
          return box.width > 0 && box.right <= window.innerWidth;
        })(),
      }));
      await screenshot('dashboard-narrow-list.png');
      expect(list).toEqual({ scrollWidth: 420, newButton: true });
      expect(pageErrors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'shows "Token ✓" only while an accepted token is held, and says how to get one',
    async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${origin}/dashboard/`);
      await expect.poll(() => text('[data-testid=token-button]'), { ...POLL, message: 'the held token' }).toContain('✓');
      await page.click('[data-testid=token-button]');
      expect.soft(await text('[data-testid=token-dialog]')).toContain('npm run token -- --sub u_1');

      // A refused token is not held.
      await page.fill('[data-testid=token-input]', 'not-a-valid-token');
      await page.click('[data-testid=token-save]');
      await expect.poll(() => text('[data-testid=auth-message]'), { ...POLL, message: 'the refusal' }).toContain('refused');
      expect(await text('[data-testid=token-button]')).not.toContain('✓');

      // An empty field holds nothing.
      await page.fill('[data-testid=token-input]', '   ');
      await page.click('[data-testid=token-save]');
      await expect.poll(() => text('[data-testid=auth-message]'), { ...POLL, message: 'the request for a token' }).toContain('needs a token');
      expect(await text('[data-testid=token-button]')).not.toContain('✓');
      expect(await page.evaluate(() => sessionStorage.getItem('agent-conversations.dashboard.token'))).toBeNull();

      await page.fill('[data-testid=token-input]', token);
      await page.click('[data-testid=token-save]');
      await page.waitForSelector('[data-testid=connection-status][data-state=online]');
      await expect.poll(() => text('[data-testid=token-button]'), { ...POLL, message: 'the accepted token' }).toContain('✓');

      // Cleared in the dialog: no token, no tick.
      await page.click('[data-testid=token-button]');
      await page.fill('[data-testid=token-input]', '');
      await page.click('[data-testid=token-save]');
      await expect.poll(() => text('[data-testid=token-button]'), { ...POLL, message: 'the cleared token' }).not.toContain('✓');
      expect(await page.evaluate(() => sessionStorage.getItem('agent-conversations.dashboard.token'))).toBeNull();
      expect(pageErrors).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
