// Lighthouse (12.8) on the seeded demo homepage, with Debian's Chromium. Prints the category
// scores and the main metrics; it is a measurement, not a test.
// Starts `npm start` (build when stale) on a fresh data directory, so the demo seed is used.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 3471);
const BASE = `http://localhost:${PORT}`;
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/site-demo').split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewright-lighthouse-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: BASE, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function waitForHealth() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not start within 4 minutes');
}

try {
  await waitForHealth();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    for (const pagePath of PAGES) {
      // Once to warm the page cache, as a returning visitor's CDN or our cache would be.
      await fetch(`${BASE}${pagePath}`);
      const result = await lighthouse(`${BASE}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      console.log(`Lighthouse ${result.lhr.lighthouseVersion} — ${pagePath} (mobile emulation, simulated throttling)`);
      console.log(`  performance     ${score('performance')}   (target ≥ 95)`);
      console.log(`  accessibility   ${score('accessibility')}   (target 100)`);
      console.log(`  best practices  ${score('best-practices')}`);
      console.log(`  SEO             ${score('seo')}`);
      for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
        console.log(`  ${audits[id]?.title ?? id}: ${audits[id]?.displayValue ?? 'n/a'}`);
      }
      const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'));
      const a11y = (categories.accessibility?.auditRefs ?? []).map((ref) => audits[ref.id]).filter((a) => a && a.score === 0);
      if (a11y.length > 0) console.log(`  accessibility problems: ${a11y.map((a) => a!.id).join(', ')}`);
      if (failing.length > 0) console.log(`  audits below full marks: ${failing.map((a) => a.id).slice(0, 12).join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
