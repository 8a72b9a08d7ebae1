// Lighthouse (12.8) in Debian's Chromium: mobile emulation and simulated throttling, Lighthouse's
// defaults. One audit of one URL, reduced to what the benches print.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags the e2e suite gives Chromium too (playwright.config.ts). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface AuditResult {
  version: string;
  /** Set when Lighthouse could not measure the page (its scores are then 0 and mean nothing). */
  runtimeError: string | null;
  /** Category scores, 0–100. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse displays them. */
  metrics: { id: string; title: string; value: string }[];
  /** Accessibility audits that failed (any failure costs the 100). */
  accessibilityFailures: { id: string; title: string }[];
  /** Scored audits and opportunities below full marks, with what Lighthouse says about each. */
  belowFullMarks: { id: string; title: string; value: string }[];
  /** What the errors-in-console audit saw (a failed request, an exception, a CSP report). */
  consoleErrors: string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export async function launchChromeForLighthouse() {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
}

/** `reportFile`: where to write Lighthouse's whole JSON result too, for reading the audits' details. */
export async function auditPage(url: string, chromePort: number, reportFile?: string): Promise<AuditResult> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    version: result.lhr.lighthouseVersion,
    runtimeError: result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : null,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: METRICS.map((id) => ({ id, title: audits[id]?.title ?? id, value: audits[id]?.displayValue ?? 'n/a' })),
    accessibilityFailures: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score === 0)
      .map((audit) => ({ id: audit!.id, title: audit!.title })),
    belowFullMarks: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
      .map((audit) => ({ id: audit.id, title: audit.title, value: audit.displayValue ?? '' })),
    consoleErrors: ((audits['errors-in-console']?.details as { items?: { source?: string; description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? []).map(
      (item) => `${item.source ?? 'console'}: ${item.description ?? ''}${item.sourceLocation?.url ? ` (${item.sourceLocation.url})` : ''}`,
    ),
  };
}
