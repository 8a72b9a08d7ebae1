// Lighthouse (12.8) on the seeded demo homepage, with Debian's Chromium. Prints the category
// scores and the main metrics; it is a measurement, not a test.
// Starts `npm start` (build when stale) on a fresh data directory, so the demo seed is used.
// Settings: BENCH_PORT (3471), LIGHTHOUSE_PAGES (/site-demo,/site-demo/products,product;
// comma-separated paths, `product` standing for the demo shop's first product page), CHROME_PATH.
import { auditPage, launchChromeForLighthouse } from './lib/lighthouse-audit.ts';
import { startApp } from './lib/start-app.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3471);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/site-demo,/site-demo/products,product').split(',');

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
      const audit = await auditPage(`${app.base}${pagePath}`, chrome.port);
      console.log(`Lighthouse ${audit.version} — ${pagePath} (mobile emulation, simulated throttling)`);
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
