import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jsonBodyProblem,
  JSON_TOO_DEEP_MESSAGE,
  JSON_TOO_MANY_ENTRIES_MESSAGE,
  MAX_JSON_DEPTH,
  MAX_JSON_ENTRIES,
} from './json-body-guard.ts';

/** Depth and keys + elements of a parsed value, the slow and obvious way. */
function measure(value: unknown, depth = 0): { depth: number; entries: number } {
  if (typeof value !== 'object' || value === null) return { depth, entries: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  let deepest = depth + 1;
  let entries = children.length;
  for (const child of children) {
    const inner = measure(child, depth + 1);
    deepest = Math.max(deepest, inner.depth);
    entries += inner.entries;
  }
  return { depth: deepest, entries };
}

describe('jsonBodyProblem', () => {
  it('refuses nesting one level past the limit, in arrays and objects alike', () => {
    expect(jsonBodyProblem('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonBodyProblem('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonBodyProblem(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('refuses more keys and elements than the limit', () => {
    const elements = (n: number) => `[${Array.from({ length: n }, () => '0').join(',')}]`;
    expect(jsonBodyProblem(elements(MAX_JSON_ENTRIES))).toBeNull();
    expect(jsonBodyProblem(elements(MAX_JSON_ENTRIES + 1))).toBe(JSON_TOO_MANY_ENTRIES_MESSAGE);
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":{}`).join(',')}}`;
    expect(jsonBodyProblem(keys(MAX_JSON_ENTRIES))).toBeNull();
    expect(jsonBodyProblem(keys(MAX_JSON_ENTRIES + 1))).toBe(JSON_TOO_MANY_ENTRIES_MESSAGE);
  });

  it('does not count brackets, commas or quotes inside strings', () => {
    const tricky = JSON.stringify({ text: '[[[[{{{{,,,,\\"]]]}}}', quote: '"', slash: '\\', nested: ['\\\\"[', { a: '\\u0000 is text here' }] });
    expect(jsonBodyProblem(`${'['.repeat(MAX_JSON_DEPTH - 3)}${tricky}${']'.repeat(MAX_JSON_DEPTH - 3)}`)).toBeNull();
  });

  it('counts the depth and the keys and elements of any JSON value exactly', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.boolean(), (value, indent) => {
        const text = JSON.stringify(value, null, indent ? 2 : undefined);
        const { depth, entries } = measure(value);
        const nested = (levels: number) => '['.repeat(levels) + text + ']'.repeat(levels);
        expect(jsonBodyProblem(nested(MAX_JSON_DEPTH - depth))).toBeNull();
        expect(jsonBodyProblem(nested(MAX_JSON_DEPTH - depth + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
        // The value as the last element of a list: the list's elements, plus the value's own.
        const listed = (zeros: number) => `[${'0,'.repeat(zeros)}${text}]`;
        expect(jsonBodyProblem(listed(MAX_JSON_ENTRIES - 1 - entries))).toBeNull();
        expect(jsonBodyProblem(listed(MAX_JSON_ENTRIES - entries))).toBe(JSON_TOO_MANY_ENTRIES_MESSAGE);
      }),
      { seed: 42, numRuns: 200 },
    );
    // 200 bodies of up to MAX_JSON_ENTRIES elements each: seconds of work under coverage on a busy machine.
  }, 30_000);
});
