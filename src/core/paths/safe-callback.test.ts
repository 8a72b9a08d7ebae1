import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './safe-callback.ts';

describe('safeCallbackPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeCallbackPath('/dashboard/sites?x=1')).toBe('/dashboard/sites?x=1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'dashboard', '', '/a\nb', 42, null])(
    'refuses %j and falls back to the dashboard',
    (value) => {
      expect(safeCallbackPath(value)).toBe('/dashboard');
    },
  );

  it('never yields anything that leaves the site', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const result = safeCallbackPath(s);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'http://app.local').origin).toBe('http://app.local');
      }),
    );
  });
});
