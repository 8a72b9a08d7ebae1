import { describe, expect, it } from 'vitest';
import { looksAutomated } from './bot-checks.ts';
import { recipientsOf } from './form-bindings.public.ts';
import { nestingDepth, parseSubmissionData } from './read-submission.ts';

describe('nestingDepth', () => {
  it('counts objects and lists as levels, and stops counting past the limit', () => {
    expect(nestingDepth('x', 5)).toBe(0);
    expect(nestingDepth({ a: 1 }, 5)).toBe(1);
    expect(nestingDepth({ a: [{ b: 1 }] }, 5)).toBe(3);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    // Never walks the whole value: just past the limit is enough to refuse it.
    expect(nestingDepth(deep, 5)).toBe(7);
  });
});

describe('parseSubmissionData', () => {
  it('accepts a bounded object and an absent part', () => {
    expect(parseSubmissionData(null)).toEqual({});
    expect(parseSubmissionData('{"a":{"b":{"c":{"d":[1]}}}}')).toEqual({ a: { b: { c: { d: [1] } } } });
  });

  it.each([
    ['not JSON', '{', 'The data part must be a JSON object.'],
    ['a list', '[]', 'The data part must be a JSON object.'],
    ['101 fields', JSON.stringify(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, i]))), 'The data has more than 100 fields.'],
    ['6 levels', '{"a":{"b":{"c":{"d":{"e":{}}}}}}', 'The data nests deeper than 5 levels.'],
  ])('refuses %s', (_name, raw, message) => {
    expect(() => parseSubmissionData(raw)).toThrow(message);
  });
});

describe('looksAutomated', () => {
  const now = 1_000_000;
  it('passes a form shown at least 500 ms ago with an empty honeypot', () => {
    expect(looksAutomated({ _form_start_time: now - 500, _hp_website: '' }, now)).toBe(false);
    expect(looksAutomated({ _form_start_time: String(now - 2_000) }, now)).toBe(false);
  });

  it('flags a filled honeypot, a form sent too soon, and one that says no time', () => {
    expect(looksAutomated({ _form_start_time: now - 5_000, _hp_website: 'spam' }, now)).toBe(true);
    expect(looksAutomated({ _form_start_time: now - 499 }, now)).toBe(true);
    expect(looksAutomated({}, now)).toBe(true);
    expect(looksAutomated({ _form_start_time: 'soon' }, now)).toBe(true);
  });
});

describe('recipientsOf', () => {
  it('keeps plausible addresses once, at most 20', () => {
    expect(recipientsOf('a@x.org, nonsense; b@y.org a@x.org')).toEqual(['a@x.org', 'b@y.org']);
    expect(recipientsOf(undefined)).toEqual([]);
    expect(recipientsOf(Array.from({ length: 30 }, (_, i) => `p${i}@x.org`).join(','))).toHaveLength(20);
  });
});
