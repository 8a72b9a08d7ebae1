import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenFormField, brokenJsonField, isBrokenText, mayHoldBrokenJsonText } from './text-integrity.ts';

describe('text integrity', () => {
  it('finds NUL and unpaired surrogates, never a paired one', () => {
    for (const bad of ['\0', 'a\u0000b', '\ud800', 'a\udc00', '\ud800a', '\udbff\udbff\udc00'.slice(0, 2), '\udc00\ud800']) expect(isBrokenText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'plain', '\u{1F642}', 'é', '\ufffd', '\\u0000', 'a\ud83d\ude00b']) expect(isBrokenText(good), JSON.stringify(good)).toBe(false);
  });

  it('names the path of the first broken key or value, at any depth', () => {
    expect(brokenJsonField({ items: [{ name: 'ok' }, { name: 'ok' }, { name: 'a\u0000' }] })).toBe('items[2].name');
    expect(brokenJsonField({ a: { 'b\ud800': 1 } })).toBe('a["b\\ud800"]');
    expect(brokenJsonField({ 'odd key': ['x', '\udc00'] })).toBe('["odd key"][1]');
    expect(brokenJsonField('\0')).toBe('');
    expect(brokenJsonField({ a: [1, true, null, { b: '\u{1F642}' }] })).toBeNull();
  });

  it('flags for parsing every JSON text whose strings decode to broken text', () => {
    let broken = 0;
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: fc.constantFrom('a', 'é', '"', '\\', '\0', '\ud800', '\udbff', '\udc00', '\u{1F642}') }), (value) => {
        const text = JSON.stringify(value);
        if (brokenJsonField(value) !== null) {
          broken++;
          expect(mayHoldBrokenJsonText(text)).toBe(true);
          expect(brokenJsonField(JSON.parse(text))).toBe(brokenJsonField(value));
        }
      }),
      { seed: 7, numRuns: 500 },
    );
    expect(broken).toBeGreaterThan(50);
    expect(mayHoldBrokenJsonText(JSON.stringify({ a: '\ud800' }))).toBe(true);
    expect(mayHoldBrokenJsonText(JSON.stringify({ [`k\u0000`]: 1 }))).toBe(true);
    expect(mayHoldBrokenJsonText(JSON.stringify({ a: 'plain \u{1F642}' }))).toBe(false);
  });

  it('names the form field whose name, value or file name is broken', () => {
    const form = new FormData();
    form.append('title', 'fine');
    form.append('file', new File(['x'], 'a\u0000.png'));
    expect(brokenFormField(form.entries())).toBe('file');
    expect(brokenFormField(new URLSearchParams('a=1&b=x%00y'))).toBe('b');
    expect(brokenFormField(new URLSearchParams('a=1&n%00=1'))).toBe('n\u0000');
    expect(brokenFormField(new URLSearchParams('a=%ED%A0%80'))).toBeNull();
  });
});
