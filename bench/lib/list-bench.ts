// What the list benches (product-list, product-admin) share: timing a series of list calls after a
// warm-up, reading a query plan, and printing the figures of both databases as one table.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { timedListCall } from './timed-list-call.ts';
import { percentile, round } from './stats.ts';

export interface ListFigures {
  p50: number;
  p95: number;
  p99: number;
  meanTotal: number;
  plan: string;
}

type Request = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * `warmup` unmeasured calls, then `requests` measured ones, each to the URL `urlFor` gives; then the
 * plan of `explained` (a query shaped as the API's). `readTotal`: the list's total in its answer.
 */
export async function timeListCalls(options: {
  request: Request;
  init?: RequestInit;
  warmup: number;
  requests: number;
  urlFor: () => string;
  db: Db;
  explained: SQL;
  readTotal?: (body: unknown) => number;
}): Promise<ListFigures> {
  const timings: number[] = [];
  let totals = 0;
  for (let n = 0; n < options.warmup + options.requests; n++) {
    const { ms, total } = await timedListCall(options.request, options.urlFor(), options.init, options.readTotal);
    if (n >= options.warmup) {
      timings.push(ms);
      totals += total;
    }
  }
  const result = (await options.db.execute(sql`explain ${options.explained}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    meanTotal: totals / timings.length,
    plan: result.rows.map((row) => row['QUERY PLAN']).join('\n'),
  };
}

/** The table of both databases' figures, then each plan and whether it scans the table. */
export function printListFigures(title: string, planTitle: string, results: Iterable<[string, ListFigures | string]>): void {
  const rows = [...results];
  console.log(`\n${title}\n`);
  console.log('database     p50 ms   p95 ms   p99 ms   mean total');
  for (const [label, figures] of rows) {
    if (typeof figures === 'string') {
      console.log(`${label.padEnd(12)} ${figures}`);
      continue;
    }
    console.log(`${label.padEnd(12)} ${String(round(figures.p50)).padStart(6)}   ${String(round(figures.p95)).padStart(6)}   ${String(round(figures.p99)).padStart(6)}   ${String(Math.round(figures.meanTotal)).padStart(10)}`);
  }
  for (const [label, figures] of rows) {
    if (typeof figures === 'string') continue;
    console.log(`\n${label} plan of ${planTitle}${/Seq Scan on document\b/.test(figures.plan) ? ' (scans the table)' : ' (no table scan)'}:\n${figures.plan}`);
  }
}
