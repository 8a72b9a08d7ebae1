import fc from 'fast-check';
import { expect, it } from 'vitest';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { CONCURRENCY, REQUESTS, running, SEED, send, setUpRawServer, t } from './malformed-requests-kit.ts';
import { describeSpec, problemWith, requestArb } from './malformed-request-arbitraries.ts';

// Generated malformed requests against the real app on a real port: nothing a client sends may
// cost a 5xx, and every API error stays JSON. Seeded, so a failure replays exactly:
// FUZZ_SEED=<seed printed on failure> npx vitest run --project int src/server/malformed-requests.int.test.ts
setUpRawServer();

// Any console.error fails the test (tests/setup): refusing bad requests is not worth a log line.
it(`answers ${REQUESTS} generated malformed requests without a 5xx, API errors as JSON (seed ${SEED})`, async () => {
  const specs = fc.sample(requestArb, { seed: SEED, numRuns: REQUESTS });
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < specs.length) {
        const spec = specs[next++]!;
        try {
          const problem = problemWith(spec, await send(spec));
          if (problem) failures.push(`${problem}\n    ${describeSpec(spec)}`);
        } catch (error) {
          failures.push(`${(error as Error).message}\n    ${describeSpec(spec)}`);
        }
      }
    }),
  );
  expect(failures, `seed ${SEED}: ${failures.length} of ${specs.length} failed`).toEqual([]);

  const health = await fetch(`http://127.0.0.1:${running.port}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
}, 120_000);

it('never answers a malformed path from the page cache, nor stores one there', async () => {
  // Stored by the first request (again, if a generated request revalidated it); the node-level
  // fast path answers the second before Hono (no request id).
  await send({ method: 'GET', target: '/site-demo/about', headers: {} });
  const hit = await send({ method: 'GET', target: '/site-demo/about', headers: {} });
  expect(hit.headers['x-cache']).toBe('HIT');
  expect(hit.headers['x-request-id']).toBeUndefined();
  const host = new URL(TEST_ORIGIN).host;
  for (const target of ['/site-demo/about%E0%A4%A', '/site-demo/about%zz', '/site-demo/%E0%A4%A', '/site-demo/about%0a']) {
    for (let i = 0; i < 2; i++) {
      const answer = await send({ method: 'GET', target, headers: {} });
      expect(answer.status, target).toBe(400);
      expect(answer.headers['x-request-id'], target).toBeDefined();
    }
    expect(t.deps.pageCache!.get(`${host}${target}`), target).toBeUndefined();
  }
});
