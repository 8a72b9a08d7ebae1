// Lighthouse (12.8) on the seeded demo homepage, with Debian's Chromium. Prints the category
// scores and the main metrics; it is a measurement, not a test.
// Starts `npm start` (build when stale) on a fresh data directory, so the demo seed is used.
// Settings: BENCH_PORT (3471), LIGHTHOUSE_PAGES (/site-demo,/site-demo/products,product;
// comma-separated paths, `product` standing for the demo shop's first product page), LIGHTHOUSE_RUNS
// (1; runs per page, the median run by performance is printed in full), LIGHTHOUSE_REPORT_DIR (unset;
// a directory: each run's whole report as JSON), CHROME_PATH.
import path from 'node:path';
import { auditPage, launchChromeForLighthouse, type AuditResult } from './lib/lighthouse-audit.ts';
import { startApp } from './lib/start-app.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3471);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/site-demo,/site-demo/products,product').split(',');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/** `product`: the page of the demo shop's first product (issue #10's Lighthouse target), found through the shop's own API. */
async function resolvePath(base: string, pagePath: string): Promise<string> {
  if (pagePath !== 'product') return pagePath;
  const answer = (await (await fetch(`${base}/api/products?siteId=demo&limit=1`)).json()) as { data?: { _id?: string; id?: string }[] };
  const id = answer.data?.[0]?._id ?? answer.data?.[0]?.id;
  if (!id) throw new Error('the demo shop lists no product');
  return `/data/site-demo/products/${id}`;
}

const app = await startApp({ port: PORT, name: 'lighthouse' });
try {
  const chrome = await launchChromeForLighthouse();
  try {
    for (const asked of PAGES) {
      const pagePath = await resolvePath(app.base, asked);
      // Once to warm the page cache, as a returning visitor's CDN or our cache would be.
      await fetch(`${app.base}${pagePath}`);
      const audits: AuditResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const reportFile = REPORT_DIR ? path.join(REPORT_DIR, `lighthouse-${pagePath.replaceAll('/', '_')}-${run + 1}.json`) : undefined;
        audits.push(await auditPage(`${app.base}${pagePath}`, chrome.port, reportFile));
      }
      const byPerformance = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
      const audit = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
      const tbt = (a: AuditResult) => a.metrics.find((m) => m.id === 'total-blocking-time')?.value ?? 'n/a';
      console.log(`Lighthouse ${audit.version} — ${pagePath} (mobile emulation, simulated throttling)`);
      if (RUNS > 1) console.log(`  runs (performance, TBT): ${audits.map((a) => `${a.scores.performance} (${tbt(a)})`).join(', ')}; the median run:`);
      if (audit.runtimeError) console.log(`  not measured: ${audit.runtimeError}`);
      console.log(`  performance     ${audit.scores.performance}   (target ≥ 95)`);
      console.log(`  accessibility   ${audit.scores.accessibility}   (target 100)`);
      console.log(`  best practices  ${audit.scores.bestPractices}`);
      console.log(`  SEO             ${audit.scores.seo}`);
      for (const metric of audit.metrics) console.log(`  ${metric.title}: ${metric.value}`);
      if (audit.accessibilityFailures.length > 0) console.log(`  accessibility problems: ${audit.accessibilityFailures.map((a) => a.id).join(', ')}`);
      if (audit.belowFullMarks.length > 0) console.log(`  audits below full marks: ${audit.belowFullMarks.map((a) => a.id).slice(0, 12).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await app.stop();
}
