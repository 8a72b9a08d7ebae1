import { afterAll, beforeAll, expect } from 'vitest';
import { page, site } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';


export let t: TestApp;
export const plainPage = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'H-1', text: 'Counted page' } }] };

// One sample line of the text format: name{labels} value.
export const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/;

export async function scrape(app: Pick<TestApp, 'request'> = t, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.request('/metrics', { headers });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of the sample with exactly these labels (0 when absent). */
export function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '{}').slice(1, -1).split(',').filter(Boolean).sort().join(',');
    if (have === wanted) return Number(match[3]);
  }
  return 0;
}

/** One app per test file, with a published page to count. */
export function setUpMetricsApp() {
  beforeAll(async () => {
    t = await createTestApp({}, { pages: true });
    const { db } = t.deps.database;
    const [shop] = await db.insert(site).values({ uniqueId: 'metrics', title: 'Metrics' }).returning();
    await db.insert(page).values({ siteId: shop!.id, kind: 'page', path: '/site-metrics/counted', pathWithNoSite: '/counted', title: 'Counted', data: plainPage, publishedAt: new Date() });
  });
  afterAll(async () => {
    await t?.close();
  });
}
