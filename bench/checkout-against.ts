// bench/checkout.ts on two builds side by side, in turns: today's sources and a baseline commit
// (bench/lib/against.ts). Prints figures; not a test.
// Run: npx tsx bench/checkout-against.ts <baseline commit> [rounds] [--with <commit> ...] [--today-env KEY=VALUE ...]
//
// --today-env BENCH_SHOP_RULES=1 prices today's orders with shipping, tax and a discount code
// (issue 26), against a baseline that has none to price. --with b5dc9b5 gives a pre-issue-25
// baseline the offline orders' structured address, without which its offline orders are all refused.
// Per database and method, the p50 and p95 of each round and the ratio today ÷ baseline of their medians.
import { benchAgainst } from './lib/against.ts';

/** A row of bench/checkout.ts's table: database, method, then p50 / p95 / p99 at the end. */
const ROW = /^(PostgreSQL|PGlite)\s+(offline|card|all)\s.*?\s([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*$/;

await benchAgainst('bench/checkout-against.ts', {
  script: 'bench/checkout.ts',
  valueNames: ['p50', 'p95'],
  figuresOf: (output) => {
    const figures = new Map<string, number[]>();
    for (const line of output.split('\n')) {
      const match = ROW.exec(line);
      if (match) figures.set(`${match[1]} ${match[2]}`, [Number(match[3]), Number(match[4])]);
    }
    return figures;
  },
});
