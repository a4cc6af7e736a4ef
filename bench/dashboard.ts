// Scenario "dashboard": the dashboard (/dashboard) in headless Chromium (Debian's, through
// playwright-core, launched as the browser tests launch it) against instance A, in rounds:
// - the session list of at least 10,000 sessions: the time from navigation start to the list's
//   first paint, read from the dashboard's own `dashboard:sessions-painted` performance mark
//   (goal ≤ 1,000 ms), and where that time went (the HTML, the script, the API calls);
// - a 5,000-message transcript scrolled to the top twenty times: the older pages it loads, how
//   many page requests are in flight at once (goal: one), and the time per page.
// Seeded through the API (25 createSession aliases per request; appendMessages of 500).
import type { Page, Request } from 'playwright-core';
import { buildDashboardIfMissing, hasChromium, launchChromium } from '../test/helpers/browser.js';
import { Gql, spread } from './lib/client.js';

export interface DashboardScenarioOptions {
  /** http://127.0.0.1:PORT/graphql of an instance with authentication off. */
  url: string;
  quick: boolean;
  log: (message: string) => void;
}

const PAINT_MARK = 'dashboard:sessions-painted';
const OLDER_PAGE_OPERATION = 'DashboardOlderMessages';
const PAINT_GOAL_MS = 1000;

async function seed(gql: Gql, sessions: number, messages: number): Promise<string> {
  const batch = Array.from({ length: 25 }, (_, i) => `s${i}: createSession(input: { title: "Load ${i}" }) { session { id } }`).join(' ');
  for (let i = 0; i < sessions / 25; i++) await gql.request(`mutation BenchDashboardSessions { ${batch} }`);
  const created = await gql.request<{ createSession: { session: { id: string } } }>(
    'mutation BenchDashboardBig { createSession(input: { title: "Five thousand messages" }) { session { id } } }',
  );
  const id = created.createSession.session.id;
  for (let from = 0; from < messages; from += 500) {
    const page = Array.from({ length: Math.min(500, messages - from) }, (_, i) => ({
      user: { content: [{ text: { text: `Message ${from + i + 1}` } }] },
    }));
    await gql.request(
      'mutation BenchDashboardMessages($s: ID!, $m: [MessageInput!]!) { appendMessages(input: { sessionId: $s, messages: $m }) { lastEntryId } }',
      {
        s: id,
        m: page,
      },
    );
  }
  return id;
}

/** Opens the list on a fresh page; the paint mark and where the time before it went. */
async function paintList(page: Page, origin: string) {
  await page.goto(`${origin}/dashboard/`);
  await page.waitForSelector('[data-testid=session-item]', { timeout: 30_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAINT_MARK, { timeout: 30_000 });
  return page.evaluate((mark) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const script = resources.find((r) => r.name.endsWith('.js'));
    const api = resources.filter((r) => r.name.endsWith('/graphql'));
    return {
      paintMs: performance.getEntriesByName(mark)[0]!.startTime,
      rows: document.querySelectorAll('[data-testid=session-item]').length,
      htmlMs: nav.responseEnd,
      scriptMs: script?.responseEnd ?? 0,
      apiCalls: api.length,
      apiDoneMs: Math.max(0, ...api.map((r) => r.responseEnd)),
    };
  }, PAINT_MARK);
}

/** Scrolls the transcript to the top `scrolls` times, each time waiting for one more page. */
async function scrollTranscript(page: Page, origin: string, sessionId: string, scrolls: number) {
  let inFlight = 0;
  let maxInFlight = 0;
  const pageMs: number[] = [];
  const startedAt = new Map<Request, number>();
  const isOlderPage = (r: Request) => r.method() === 'POST' && (r.postData() ?? '').includes(OLDER_PAGE_OPERATION);
  page.on('request', (r) => {
    if (!isOlderPage(r)) return;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    startedAt.set(r, performance.now());
  });
  const done = (r: Request) => {
    if (!isOlderPage(r)) return;
    inFlight--;
    pageMs.push(performance.now() - (startedAt.get(r) ?? performance.now()));
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const opened = performance.now();
  await page.goto(`${origin}/dashboard/sessions/${sessionId}`);
  await page.waitForSelector('[data-testid=message]', { timeout: 30_000 });
  const firstScreenMs = performance.now() - opened;
  const scrollStarted = performance.now();
  for (let i = 0; i < scrolls; i++) {
    const count = await page.locator('[data-testid=message]').count();
    await page.$eval('[data-testid=transcript]', (el) => el.scrollTo({ top: 0 }));
    await page.waitForFunction((before) => document.querySelectorAll('[data-testid=message]').length > before, count, { timeout: 30_000 });
  }
  return {
    firstScreenMs,
    scrollMs: performance.now() - scrollStarted,
    pages: pageMs.length,
    shown: await page.locator('[data-testid=message]').count(),
    maxInFlight,
    pageMsMean: pageMs.length ? pageMs.reduce((a, b) => a + b, 0) / pageMs.length : 0,
  };
}

export async function runDashboardScenario(o: DashboardScenarioOptions) {
  const sessions = o.quick ? 1000 : 10_000;
  const messages = o.quick ? 1000 : 5000;
  const scrolls = o.quick ? 5 : 20;
  const rounds = o.quick ? 1 : 3;
  const paintGoal = `the first page of ≥ ${sessions.toLocaleString('en')} sessions painted ≤ ${PAINT_GOAL_MS} ms after navigation start (median of rounds)`;
  const inFlightGoal = 'scrolling up loads one older page at a time (the most page requests in flight in any round)';
  if (!hasChromium) {
    const why = 'Chromium is not installed (/usr/bin/chromium)';
    return {
      measured: {},
      floor: null,
      ratio: null,
      ratioMeaning: 'none: no peer for a browser',
      goals: [
        { name: paintGoal, value: '—', target: `≤ ${PAINT_GOAL_MS} ms`, met: false, skipped: why },
        { name: inFlightGoal, value: '—', target: '= 1', met: false, skipped: why },
      ],
    };
  }
  buildDashboardIfMissing();
  const gql = new Gql(o.url, 4);
  const origin = new URL(o.url).origin;
  const seedStarted = performance.now();
  const bigSession = await seed(gql, sessions, messages);
  gql.close();
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  o.log(`  seeded ${sessions} sessions and one of ${messages} messages through the API in ${seedSeconds.toFixed(1)} s`);
  const browser = await launchChromium({ viewport: { width: 1440, height: 900 } });
  const perRound: { paint: Awaited<ReturnType<typeof paintList>>; scroll: Awaited<ReturnType<typeof scrollTranscript>> }[] = [];
  try {
    // One unmeasured pass: the browser's first start and the service's first reads.
    const warm = await browser.context.newPage();
    await paintList(warm, origin);
    await warm.close();
    for (let r = 0; r < rounds; r++) {
      const listPage = await browser.context.newPage();
      const paint = await paintList(listPage, origin);
      await listPage.close();
      const transcriptPage = await browser.context.newPage();
      const scroll = await scrollTranscript(transcriptPage, origin, bigSession, scrolls);
      await transcriptPage.close();
      perRound.push({ paint, scroll });
      o.log(
        `  dashboard round ${r + 1}: ${paint.rows} rows painted at ${Math.round(paint.paintMs)} ms (HTML ${Math.round(paint.htmlMs)}, script ${Math.round(paint.scriptMs)}, ${paint.apiCalls} API calls done at ${Math.round(paint.apiDoneMs)} ms); ` +
          `transcript first screen ${Math.round(scroll.firstScreenMs)} ms, ${scrolls} scrolls loaded ${scroll.pages} pages (${scroll.shown} shown) in ${Math.round(scroll.scrollMs)} ms, ${Math.round(scroll.pageMsMean)} ms per page, at most ${scroll.maxInFlight} in flight`,
      );
    }
  } finally {
    await browser.close();
  }
  const of = (f: (x: (typeof perRound)[number]) => number) => spread(perRound.map(f));
  const paintMs = of((x) => x.paint.paintMs);
  const maxInFlight = Math.max(...perRound.map((x) => x.scroll.maxInFlight));
  return {
    measured: {
      sessions,
      messages,
      scrolls,
      rounds,
      seedSeconds,
      paintMs,
      htmlMs: of((x) => x.paint.htmlMs),
      scriptMs: of((x) => x.paint.scriptMs),
      apiDoneMs: of((x) => x.paint.apiDoneMs),
      rowsPainted: of((x) => x.paint.rows),
      transcriptFirstScreenMs: of((x) => x.scroll.firstScreenMs),
      olderPagesLoaded: of((x) => x.scroll.pages),
      olderPageMs: of((x) => x.scroll.pageMsMean),
      maxInFlight,
    },
    floor: null,
    ratio: null,
    ratioMeaning: 'none: no peer for a browser',
    goals: [
      { name: paintGoal, value: Math.round(paintMs.median), target: `≤ ${PAINT_GOAL_MS} ms`, met: paintMs.median <= PAINT_GOAL_MS },
      { name: inFlightGoal, value: maxInFlight, target: '= 1', met: maxInFlight === 1 },
    ],
    notes: [
      `each round opens the list on a fresh page, then the ${messages.toLocaleString('en')}-message session and scrolls its transcript to the top ${scrolls} times; one unmeasured pass first`,
    ],
  };
}
