// bench/page-serving.ts on two builds side by side, in turns: today's sources and a baseline commit
// (bench/lib/against.ts), the baseline built in its worktree first; today's must be built (npm run build).
// Prints figures; not a test.
// Run: npx tsx bench/page-serving-against.ts <baseline commit> [rounds] [--today-env BENCH_EDITOR_FEATURES=1]
//
// BENCH_EDITOR_FEATURES=1 (issue 27) serves today's page with its header and footer as reusable
// sections and per-breakpoint values on its blocks, against a baseline that has neither.
// Compared: the uncached render's p50 and p95 (ms), and the cached throughput ratio (app ÷ node:http).
import { benchAgainst } from './lib/against.ts';

const UNCACHED = /^uncached render p50\s+([\d.]+) ms\s+\(p95 ([\d.]+) ms\)/m;
const CACHED = /^cached throughput ratio\s+([\d.]+)/m;

await benchAgainst('bench/page-serving-against.ts', {
  script: 'bench/page-serving.ts',
  valueNames: ['p50', 'p95'],
  buildBaseline: true,
  figuresOf: (output) => {
    const figures = new Map<string, number[]>();
    const uncached = UNCACHED.exec(output);
    if (uncached) figures.set('uncached render (ms)', [Number(uncached[1]), Number(uncached[2])]);
    const cached = CACHED.exec(output);
    // One value, shown in both columns.
    if (cached) figures.set('cached ratio', [Number(cached[1]), Number(cached[1])]);
    return figures;
  },
});
