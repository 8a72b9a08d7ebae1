// What visitors' pages with islands cost in JavaScript. Prints figures; not a test.
// Run: npx tsx bench/visitor-js.ts (after `npm run build`, or it builds like `npm start`).
//
//   1. visitor JS per page, gzipped here (zlib level 9): the scripts and module preloads the HTML
//      names plus their static imports, read from the fetched files; then what the page loads
//      dynamically at run time (Swiper after a carousel hydrates), seen by Chromium;
//   2. main-thread time of hydrating the menus page in Chromium (median of runs, from a trace);
//   3. Lighthouse (mobile) on the page with every island and on the menus page.
//
// The app is `npm start` on its own port and data directory with the demo seed; the bench signs in
// as the demo admin and publishes its pages (bench/lib/island-bench-pages.ts) through /api/editor;
// the product page (f) is the seed's, its id read from GET /api/products.
// Settings: BENCH_PORT (3472), BENCH_HYDRATION_RUNS (9), BENCH_CPU_SLOWDOWN (1,4), LIGHTHOUSE_RUNS (3;
// 0 skips Lighthouse), LIGHTHOUSE_REPORT_DIR (unset; a directory: each run's whole report as JSON),
// CHROME_PATH (/usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { closeHttpAgent, httpGet } from './lib/http-get.ts';
import { BENCH_PAGES, BENCH_PRODUCT_SLUG, productBenchPage, type BenchPage } from './lib/island-bench-pages.ts';
import { auditPage, CHROME_PATH, CHROMIUM_ARGS, launchChromeForLighthouse, type AuditResult } from './lib/lighthouse-audit.ts';
import { loadInChromium } from './lib/load-in-chromium.ts';
import { hydrationTimeFromTrace, TRACE_CATEGORIES, type HydrationTime } from './lib/main-thread-time.ts';
import { median, round } from './lib/stats.ts';
import { startApp } from './lib/start-app.ts';
import { measureAsset, staticScriptsOf, type ScriptFile } from './lib/visitor-scripts.ts';

const settings = {
  port: Number(process.env.BENCH_PORT ?? 3472),
  hydrationRuns: Number(process.env.BENCH_HYDRATION_RUNS ?? 9),
  cpuSlowdowns: (process.env.BENCH_CPU_SLOWDOWN ?? '1,4').split(',').map(Number),
  lighthouseRuns: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  lighthouseReportDir: process.env.LIGHTHOUSE_REPORT_DIR,
};
const TARGETS = { lighthousePerformance: 98, lighthouseAccessibility: 100 };
const ADMIN = { email: 'admin@sitewright.local', password: 'Bench-Visitor-Js-1!' };

const line = (text = '') => console.log(text);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const app = await startApp({ port: settings.port, name: 'visitor-js', env: { DEMO_ADMIN_EMAIL: ADMIN.email, DEMO_ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' } });
const urlOf = (page: BenchPage) => `${app.base}${page.path}`;
let browser: Browser | undefined;
try {
  await publishPages();
  const pages: readonly BenchPage[] = [...BENCH_PAGES, productBenchPage(await benchProductId())];
  const pageOf = (key: BenchPage['key']) => pages.find((page) => page.key === key)!;
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });

  // --- 1. visitor JS -------------------------------------------------------------------------
  line('== visitor JS (gzip: zlib level 9, computed by the bench from the bytes as served) ==');
  line('static: every <script src> and <link rel="modulepreload"> of the HTML, and what those files import statically');
  line('run time: further JS Chromium fetched while every island hydrated (the page scrolled through), e.g. Swiper');
  line('Target compared with static + run time: all the JS the page downloads to become fully interactive.');
  const jsResults: { page: BenchPage; staticGzip: number; totalGzip: number }[] = [];
  for (const page of pages) jsResults.push(await reportVisitorJs(browser, page));

  // --- 2. hydration main-thread time ----------------------------------------------------------
  const menus = pageOf('a');
  line(`== main-thread time hydrating (a) ${menus.path} in Chromium (fresh context per run: cold cache, no code cache) ==`);
  line('busy = sum of the renderer main thread\'s tasks (trace RunTask) from the runtime starting (performance mark');
  line('"islands:runtime") to the last island commit ("island:<name>" measures): loading and evaluating React DOM and the');
  line('island chunks, then hydrating. hydrate = busy time inside the island measures (hydrateRoot to commit) only.');
  const hydration: { slowdown: number; runs: HydrationTime[] }[] = [];
  for (const slowdown of settings.cpuSlowdowns) hydration.push({ slowdown, runs: await measureHydration(browser, menus, slowdown) });
  for (const { slowdown, runs } of hydration) {
    const figures = (pick: (run: HydrationTime) => number) => `${round(median(runs.map(pick)), 1)} ms (min ${round(Math.min(...runs.map(pick)), 1)}, max ${round(Math.max(...runs.map(pick)), 1)})`;
    line(`CPU ${slowdown}x, median of ${runs.length}: busy ${figures((run) => run.busyMs)}; hydrate ${figures((run) => run.hydrateMs)}; wall ${figures((run) => run.wallMs)}`);
  }
  line(`islands hydrated: ${hydration[0]?.runs[0]?.islands.join(', ') ?? 'none'}`);
  line();
  await browser.close();
  browser = undefined;

  // --- 3. Lighthouse --------------------------------------------------------------------------
  const audits: { page: BenchPage; runs: AuditResult[] }[] = [];
  if (settings.lighthouseRuns > 0) {
    line(`== Lighthouse (mobile emulation, simulated throttling), ${settings.lighthouseRuns} runs per page, median by performance ==`);
    if (settings.lighthouseReportDir) fs.mkdirSync(settings.lighthouseReportDir, { recursive: true });
    const chrome = await launchChromeForLighthouse();
    try {
      for (const page of [pageOf('d'), menus]) {
        const runs: AuditResult[] = [];
        for (let i = 0; i < settings.lighthouseRuns; i++) {
          const reportFile = settings.lighthouseReportDir ? path.join(settings.lighthouseReportDir, `visitor-js-${page.key}-${i + 1}.json`) : undefined;
          runs.push(await auditPage(urlOf(page), chrome.port, reportFile));
        }
        audits.push({ page, runs });
        reportAudits(page, runs);
      }
    } finally {
      await chrome.kill();
    }
  }

  // --- summary --------------------------------------------------------------------------------
  line('== visitor-js summary ==');
  for (const { page, staticGzip, totalGzip } of jsResults) {
    const target = page.targetKb === null ? '(no target)' : `target ≤ ${page.targetKb} KB   ${verdict(totalGzip / 1024 <= page.targetKb)}`;
    line(`(${page.key}) visitor JS gz     ${kb(totalGzip).padStart(6)} KB (static ${kb(staticGzip)} KB)   ${target}   ${page.contents}`);
  }
  for (const { slowdown, runs } of hydration) {
    line(`(a) hydration, CPU ${slowdown}x  busy ${round(median(runs.map((run) => run.busyMs)), 1)} ms, of which hydrate ${round(median(runs.map((run) => run.hydrateMs)), 1)} ms (median of ${runs.length})`);
  }
  for (const { page, runs } of audits) {
    const middle = medianAudit(runs);
    line(
      `(${page.key}) Lighthouse         performance ${middle.scores.performance} (target ≥ ${TARGETS.lighthousePerformance} ${verdict(middle.scores.performance >= TARGETS.lighthousePerformance)}), ` +
        `accessibility ${middle.scores.accessibility} (target ${TARGETS.lighthouseAccessibility} ${verdict(middle.scores.accessibility >= TARGETS.lighthouseAccessibility)}); runs ${runs.map((run) => (run.runtimeError ? 'not measured' : run.scores.performance)).join(', ')}`,
    );
  }
} finally {
  await browser?.close();
  closeHttpAgent();
  await app.stop();
}

async function publishPages() {
  const signIn = await fetch(`${app.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`signing in as the demo admin answered ${signIn.status}: ${(await signIn.text()).slice(0, 300)}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  for (const page of BENCH_PAGES) {
    if (page.data === null) continue;
    // POST /api/editor wants the version the page is at (0: not published yet).
    const current = await fetch(`${app.base}/api/editor${page.path}`, { headers: { origin: app.base, cookie } });
    const { version } = (await current.json()) as { version: number };
    const response = await fetch(`${app.base}/api/editor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.base, cookie },
      body: JSON.stringify({
        baseVersion: version,
        data: page.data,
        path: page.path,
        pathWithNoSite: page.pathWithNoSite,
        title: page.title,
        description: `A page of the visitor-js bench: ${page.contents}.`,
        is_template: false,
        is_system: false,
        published_at: null,
        updated_at: null,
        created_at: null,
      }),
    });
    if (!response.ok) throw new Error(`publishing ${page.path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
}

/** The id of the seeded demo product the product page (f) shows. */
async function benchProductId(): Promise<string> {
  const response = await fetch(`${app.base}/api/products?siteId=demo&limit=50`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const { data } = (await response.json()) as { data: { id: string; slug?: string; name?: string }[] };
  const product = data.find((p) => p.slug === BENCH_PRODUCT_SLUG);
  if (!product) throw new Error(`no demo product '${BENCH_PRODUCT_SLUG}' among ${data.map((p) => p.slug ?? p.name).join(', ')}`);
  return product.id;
}

async function reportVisitorJs(browser: Browser, page: BenchPage): Promise<{ page: BenchPage; staticGzip: number; totalGzip: number }> {
  const url = urlOf(page);
  const response = await httpGet(url);
  if (response.status !== 200) throw new Error(`GET ${page.path} answered ${response.status}`);
  const html = response.body.toString();
  const islandsInHtml = [...html.matchAll(/<sw-island data-island="([^"]+)"/g)].map((match) => match[1]!);
  const { files: staticFiles, inlineScripts } = await staticScriptsOf(html, url);

  const loaded = await loadInChromium(browser, url);
  const staticPaths = new Set(staticFiles.map((file) => file.path));
  const runtimeFiles: ScriptFile[] = [];
  for (const path of loaded.scripts) {
    if (!staticPaths.has(path)) runtimeFiles.push((({ source: _source, ...file }) => file)(await measureAsset(`${app.base}${path}`, 'run time')));
  }
  // The stylesheets the HTML links: render-blocking, parsed before the first paint (decision 055: visitor.css).
  const linkedCss = await Promise.all([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => measureAsset(new URL(match[1]!, url).href, 'script')));
  const runtimeCss = await Promise.all(loaded.styles.filter((path) => !html.includes(`href="${path}"`)).map((path) => measureAsset(`${app.base}${path}`, 'run time')));
  const notFetched = staticFiles.filter((file) => !loaded.scripts.includes(file.path));

  const staticGzip = staticFiles.reduce((sum, file) => sum + file.gzip, 0);
  const totalGzip = staticGzip + runtimeFiles.reduce((sum, file) => sum + file.gzip, 0);
  line();
  line(`(${page.key}) ${page.path}: ${page.contents}`);
  line(`    islands in the HTML: ${islandsInHtml.length > 0 ? islandsInHtml.join(', ') : 'none'}; inline scripts: ${inlineScripts}; hydrated in Chromium: ${loaded.hydrated.join(', ') || 'none'}`);
  const rows = [...staticFiles, ...runtimeFiles];
  if (rows.length > 0) {
    line(`    ${'gz KB'.padStart(7)} ${'raw KB'.padStart(7)}  ${'how'.padEnd(14)} file`);
    for (const file of rows) line(`    ${kb(file.gzip).padStart(7)} ${kb(file.bytes).padStart(7)}  ${file.via.padEnd(14)} ${file.path}`);
  }
  line(`    static:             ${String(staticFiles.length).padStart(2)} files, ${kb(staticGzip)} KB gz (${kb(staticFiles.reduce((sum, file) => sum + file.bytes, 0))} KB raw)`);
  line(`    + run-time imports: ${String(runtimeFiles.length).padStart(2)} files, ${kb(totalGzip - staticGzip)} KB gz`);
  const target = page.targetKb === null ? '(no target: measured for the Lighthouse page)' : `target ≤ ${page.targetKb} KB   ${verdict(totalGzip / 1024 <= page.targetKb)}`;
  line(`    = visitor JS:       ${kb(totalGzip)} KB gz   ${target}`);
  for (const file of linkedCss) line(`    CSS linked by the HTML (not counted above): ${file.path} ${kb(file.gzip)} KB gz (${kb(file.bytes)} KB raw)`);
  if (runtimeCss.length > 0) line(`    not counted: CSS loaded at run time, ${runtimeCss.map((file) => `${file.path} ${kb(file.gzip)} KB gz`).join(', ')}`);
  if (notFetched.length > 0) line(`    note: named or imported but not fetched by Chromium: ${notFetched.map((file) => file.path).join(', ')}`);
  if (loaded.errors.length > 0) line(`    ERRORS in the browser: ${loaded.errors.join(' | ')}`);
  line();
  return { page, staticGzip, totalGzip };
}

async function measureHydration(browser: Browser, benchPage: BenchPage, slowdown: number): Promise<HydrationTime[]> {
  const runs: HydrationTime[] = [];
  // One unmeasured load first, so the server's page cache and disk cache are warm (the browser's is not: new context each run).
  for (let i = 0; i <= settings.hydrationRuns; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (slowdown !== 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(urlOf(benchPage), { waitUntil: 'load' });
    // No polling inside the page while tracing: Playwright's own script would count as main-thread work.
    await new Promise((resolve) => setTimeout(resolve, 1_000 + 500 * slowdown));
    const trace = await browser.stopTracing();
    const expected = await page.evaluate(() => document.querySelectorAll('sw-island').length);
    await context.close();
    const result = hydrationTimeFromTrace(trace);
    if (!result || result.islands.length < expected) throw new Error(`run ${i}: ${result?.islands.length ?? 0} of ${expected} islands reported hydrating within the wait`);
    if (i > 0) runs.push(result);
  }
  return runs;
}

/** The median run by performance, among the runs Lighthouse could measure (the last run when none could). */
function medianAudit(runs: AuditResult[]): AuditResult {
  const measured = runs.filter((run) => run.runtimeError === null).sort((a, b) => a.scores.performance - b.scores.performance);
  return measured[Math.floor((measured.length - 1) / 2)] ?? runs.at(-1)!;
}

function reportAudits(page: BenchPage, runs: AuditResult[]) {
  const middle = medianAudit(runs);
  const scoresOf = (run: AuditResult) => (run.runtimeError ? 'not measured' : `${run.scores.performance}/${run.scores.accessibility}/${run.scores.bestPractices}/${run.scores.seo}`);
  line(`(${page.key}) ${page.path} — Lighthouse ${middle.version}: ${page.contents}`);
  line(`    runs (perf/a11y/best practices/SEO): ${runs.map(scoresOf).join('  ')}`);
  line(`    median run: performance ${middle.scores.performance} (target ≥ ${TARGETS.lighthousePerformance}: ${verdict(middle.scores.performance >= TARGETS.lighthousePerformance)}), accessibility ${middle.scores.accessibility} (target ${TARGETS.lighthouseAccessibility}: ${verdict(middle.scores.accessibility >= TARGETS.lighthouseAccessibility)}), best practices ${middle.scores.bestPractices}, SEO ${middle.scores.seo}`);
  line(`    ${middle.metrics.map((metric) => `${metric.title} ${metric.value}`).join('; ')}`);
  const accessibilityIds = new Set(middle.accessibilityFailures.map((audit) => audit.id));
  const others = middle.belowFullMarks.filter((audit) => !accessibilityIds.has(audit.id));
  if (others.length > 0) line(`    median run below full marks: ${others.map((audit) => `${audit.id}${audit.value ? ` (${audit.value})` : ''}`).join('; ')}`);
  // Accessibility failures and console errors of every run: one flaky failure is still a finding.
  runs.forEach((run, i) => {
    if (run.runtimeError) return line(`    run ${i + 1} not measured (left out of the median): ${run.runtimeError}`);
    const problems = [...run.accessibilityFailures.map((audit) => `accessibility: ${audit.id} (${audit.title})`), ...run.consoleErrors.map((error) => `console: ${error}`)];
    if (problems.length > 0) line(`    run ${i + 1}: ${problems.join('; ')}`);
  });
  line();
}
