// SPEC §12: a caller that keeps being answered RATE_LIMITED without waiting as told is refused
// at the door — 429 before its body is read, parsed or costed — until enough of its refusals
// are forgiven (RATE_LIMITED_BURST, RATE_LIMITED_DRAIN_PER_SECOND). Other identities are not
// affected, and a caller that waits the Retry-After it is given comes in again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, hs256Token, postGraphQL, TEST_SECRET } from '../helpers/auth.js';
import { RawHttpConnection } from '../helpers/raw-requests.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const PER_IDENTITY = 16_384;
const BURST = 3;
/** More than the identity has left while its stalled body holds most of its share: 429 RATE_LIMITED, unread. */
const OVERSIZED = { pad: 'x'.repeat(PER_IDENTITY / 2) };

for (const backend of transportBackends()) {
  describe(`refused at the door after repeated RATE_LIMITED (${backend})`, () => {
    let server: TestServer;
    let stalled: RawHttpConnection | null = null;
    beforeAll(async () => {
      server = await startServer({
        backend,
        config: {
          auth: { jwtSecret: TEST_SECRET },
          transport: {
            maxInflightBodyBytesPerIdentity: PER_IDENTITY,
            minBodyBytesPerSecond: 0,
            rateLimitedBurst: BURST,
            rateLimitedDrainPerSecond: 1,
          },
        },
      });
    });
    afterAll(async () => {
      stalled?.destroy();
      await server?.stop();
    });

    it('past the burst a request is refused unread (even one that does not parse); another identity is served; waiting as told lets it in', async () => {
      const hammer = bearer(await hs256Token({ sub: 'hammer' }));
      const other = bearer(await hs256Token({ sub: 'other' }));
      // The hammer's first body stalls after 12 KiB: it holds most of the identity's share.
      stalled = await RawHttpConnection.open(Number(new URL(server.url).port));
      stalled.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAuthorization: ${hammer.authorization}\r\nContent-Length: ${PER_IDENTITY}\r\n\r\n{"query":"${'y'.repeat(12_288)}`,
      );
      // Until the stalled bytes have arrived the large requests fit; then each is refused (429).
      // Refusals are asked for back to back; a request that still fit is followed by a pause.
      const refusals: (string | undefined)[] = [];
      await vi.waitFor(
        async () => {
          for (;;) {
            const answer = await postGraphQL(server.url, '{ __typename }', OVERSIZED, hammer);
            if (answer.status !== 429) break;
            refusals.push(answer.body.errors?.[0]?.extensions?.code);
            if (refusals.length === BURST + 2) return;
          }
          throw new Error(`${refusals.length} of ${BURST + 2} refusals (429)`);
        },
        { timeout: 10_000, interval: 20 },
      );
      // One more than needed: some are forgiven while this loop runs.
      expect(refusals).toEqual(Array(BURST + 2).fill('RATE_LIMITED'));

      // A small, valid request of the same identity: refused before it is read.
      const door = await postGraphQL(server.url, '{ __typename }', {}, hammer);
      expect(door.status).toBe(429);
      expect(door.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const retryAfterMs = Number(door.body.errors?.[0]?.extensions?.retryAfterMs);
      expect(retryAfterMs).toBeGreaterThan(0);
      // A document that does not parse is not parsed either: the same refusal, not a syntax error.
      const unparsed = await postGraphQL(server.url, '{ this does not parse', {}, hammer);
      expect(unparsed.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

      const served = await postGraphQL(server.url, '{ __typename }', {}, other);
      expect(served.status).toBe(200);
      expect(served.body.data).toEqual({ __typename: 'Query' });

      stalled.destroy();
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
      const back = await postGraphQL(server.url, '{ __typename }', {}, hammer);
      expect(back.status).toBe(200);
      expect(back.body.data).toEqual({ __typename: 'Query' });
    });
  });
}
