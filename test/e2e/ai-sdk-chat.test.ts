// The AI SDK example (examples/ai-sdk-chat: `@ai-sdk/react`'s useChat on ServiceChatTransport),
// built with Vite and driven in headless Chromium against a real service: a message streams in
// as it is answered; a reload in the middle of the reply resumes it with no text doubled or
// lost; regenerate makes a second reply, which the dashboard's branch switcher shows. The model
// side answers through the public API as any worker does (chunks, settle), so the test decides
// when each piece of text exists.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, buildDashboardIfMissing, hasChromium, launchChromium } from '../helpers/browser.js';
import { ROOT } from '../helpers/process.js';
import { BrowserTestService } from '../helpers/browser-service.js';
import { transportBackends, type Backend } from '../helpers/server.js';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

class Service extends BrowserTestService {
  constructor(backend: Backend) {
    super(backend, 'ai-sdk-chat-');
  }
  /** Waits for a request opened after `after`; resolves with its offset. */
  async openRequest(sessionId: string, after = 0): Promise<number> {
    let offset = 0;
    await expect
      .poll(
        async () => {
          const data = await this.gql('query($id: ID!) { session(id: $id) { context { openRequest { offset } } } }', { id: sessionId });
          offset = data.session.context.openRequest?.offset ?? 0;
          return offset;
        },
        { timeout: 20_000, message: `an open request after offset ${after}` },
      )
      .toBeGreaterThan(after);
    return offset;
  }
  async chunk(sessionId: string, requestOffset: number, sequence: number, chunk: string): Promise<void> {
    await this.gql(
      'mutation($s: ID!, $r: SafeInt!, $n: Int!, $c: String!) { appendLlmResponseChunk(input: { sessionId: $s, requestOffset: $r, sequence: $n, chunk: $c }) { accepted } }',
      { s: sessionId, r: requestOffset, n: sequence, c: chunk },
    );
  }
  async settle(sessionId: string, requestOffset: number, text: string): Promise<void> {
    await this.gql(
      'mutation($s: ID!, $r: SafeInt!, $t: String!) { settleLlmRequest(input: { sessionId: $s, requestOffset: $r, result: { succeeded: { text: $t, nativeStopReason: "stop" } } }) { settled } }',
      { s: sessionId, r: requestOffset, t: text },
    );
  }
}

/** How the page is polled: up to 15 s, every 50 ms. */
const PAGE_POLL = { timeout: 15_000, interval: 50 };

/** The shown messages as [role, text]. */
const shown = (page: Page) =>
  page.$$eval('[data-testid=message]', (els) =>
    els.map((el) => [(el as HTMLElement).dataset.role, el.querySelector('[data-testid=text]')?.textContent ?? '']),
  );

describe.skipIf(!hasChromium).each(transportBackends())('the AI SDK example app in Chromium (%s)', (backend) => {
  let service: Service;
  let browser: Browser;
  let page: Page;
  let dist: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ai-sdk-chat-dist-'));
    await build({ configFile: resolve(ROOT, 'examples/ai-sdk-chat/vite.config.ts'), build: { outDir: dist, emptyOutDir: true } });
    buildDashboardIfMissing();
    service = new Service(backend);
    await service.start();
    browser = await launchChromium({ viewport: { width: 1280, height: 800 } });
    // The app's pages come from the route below, not from the loopback server itself, so Chromium
    // would count them as public pages reaching into the local network: let the page's WebSocket through.
    await browser.context.grantPermissions(['local-network-access'], { origin: `http://127.0.0.1:${service.port}` });
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The built app is served from the service's origin at /chat/ (same origin as /graphql).
    await page.route(/^https?:\/\//, async (route) => {
      const url = new URL(route.request().url());
      if (url.port !== String(service.port)) return route.abort();
      if (!url.pathname.startsWith('/chat/')) return route.continue();
      const file = join(dist, url.pathname.slice('/chat/'.length));
      const path = existsSync(file) && extname(file) ? file : join(dist, 'index.html');
      return route.fulfill({ status: 200, contentType: TYPES[extname(path)] ?? 'application/octet-stream', body: readFileSync(path) });
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await service?.dispose();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('send streams; a reload mid-reply resumes it exactly; regenerate → two replies in the branch switcher', async () => {
    const created = await service.gql('mutation { createSession(input: { title: "AI SDK" }) { session { id } } }');
    const sessionId = created.createSession.session.id as string;
    await page.goto(`${service.origin}/chat/?session=${sessionId}`);
    await page.waitForSelector('[data-testid=input]');

    await page.fill('[data-testid=input]', 'Name three rivers.');
    await page.click('[data-testid=send]');
    const first = await service.openRequest(sessionId);
    await service.chunk(sessionId, first, 0, 'Nile, ');
    await expect
      .poll(() => shown(page), { ...PAGE_POLL, message: 'the first chunk' })
      .toEqual([
        ['user', 'Name three rivers.'],
        ['assistant', 'Nile, '],
      ]);
    await service.chunk(sessionId, first, 1, 'Amazon, ');
    await expect
      .poll(() => shown(page), { ...PAGE_POLL, message: 'the reply growing' })
      .toEqual([
        ['user', 'Name three rivers.'],
        ['assistant', 'Nile, Amazon, '],
      ]);

    // Reload in the middle of the reply: the path loads (the user message) and the reply resumes from its text so far.
    await page.reload();
    await expect
      .poll(() => shown(page), { ...PAGE_POLL, message: 'the resumed reply' })
      .toEqual([
        ['user', 'Name three rivers.'],
        ['assistant', 'Nile, Amazon, '],
      ]);
    await service.chunk(sessionId, first, 2, 'Danube.');
    await service.settle(sessionId, first, 'Nile, Amazon, Danube.');
    await expect
      .poll(() => shown(page), { ...PAGE_POLL, message: 'the whole reply once' })
      .toEqual([
        ['user', 'Name three rivers.'],
        ['assistant', 'Nile, Amazon, Danube.'],
      ]);
    await expect.poll(() => page.getAttribute('[data-testid=status]', 'data-status'), { ...PAGE_POLL, message: 'ready' }).toBe('ready');

    // Regenerate: a second answer to the same message, on a sibling branch.
    await page.click('[data-testid=regenerate]');
    const second = await service.openRequest(sessionId, first);
    await service.chunk(sessionId, second, 0, 'Volga.');
    await service.settle(sessionId, second, 'Volga.');
    await expect
      .poll(() => shown(page), { ...PAGE_POLL, message: 'the regenerated reply' })
      .toEqual([
        ['user', 'Name three rivers.'],
        ['assistant', 'Volga.'],
      ]);

    const stored = await service.gql('query($id: ID!) { session(id: $id) { messages(last: 10) { nodes { entryId } } } }', { id: sessionId });
    const userEntry = stored.session.messages.nodes[0].entryId as string;
    const siblings = await service.gql(
      'query($id: ID!) { session(id: $id) { events(last: 50) { nodes { type ... on MessageAddedEvent { parentId } } } } }',
      { id: sessionId },
    );
    expect(siblings.session.events.nodes.filter((e: any) => e.type === 'MESSAGE_ADDED' && e.parentId === userEntry)).toHaveLength(2);

    // The dashboard shows the same session with both replies behind its branch switcher.
    await page.goto(`${service.origin}/dashboard/sessions/${sessionId}`);
    await expect
      .poll(
        () =>
          page.$$eval('[data-testid=message][data-role=ASSISTANT]', (els) => {
            const el = els.at(-1)?.querySelector('[data-testid=branch-switcher]') as HTMLElement | null | undefined;
            return el ? `${el.dataset.branchIndex}/${el.dataset.branchCount}` : null;
          }),
        { ...PAGE_POLL, message: 'the branch switcher with two replies' },
      )
      .toBe('2/2');
    expect(pageErrors).toEqual([]);
  });
});
