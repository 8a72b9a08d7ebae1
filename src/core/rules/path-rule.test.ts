import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePath } from './path-rule.ts';
import { validateValue } from './validate-value.ts';

describe('path rule', () => {
  it.each(['/homepage', '/about-us/our_team', '/site-abc/contact', '/404', '/dynamic-content/all/products', '/manage/pages', '/database', '/site-abc/my-data'])(
    'accepts %s',
    (path) => {
      expect(validatePath(path)).toBeNull();
    },
  );

  it.each([
    ['', 'Path cannot be empty.'],
    ['   ', 'Path cannot be empty.'],
    [undefined, 'Path cannot be empty.'],
    [null, 'Path cannot be empty.'],
    ['about', 'Path must start with a slash.'],
    [' /about', 'Path must start with a slash.'],
    ['./about', 'Path must start with a slash.'],
    ['/', "Path cannot be '/'. Please use '/homepage' for the homepage."],
    ['/site-abc', "Path cannot be '/'. Please use '/homepage' for the homepage."],
    ['//about', 'Path cannot start with multiple slashes.'],
    ['///', 'Path cannot start with multiple slashes.'],
    ['/about//us', 'Path cannot contain consecutive slashes.'],
    ['/about/', 'Path cannot end with a slash.'],
    ['/about us', 'Path cannot contain spaces.'],
    ['/about\tus', 'Path cannot contain spaces.'],
    ['/about/../admin', "Path cannot contain relative segments ('.' or '..')."],
    ['/./about', "Path cannot contain relative segments ('.' or '..')."],
    ['/about.html', 'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.'],
    ['/café', 'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.'],
    ['/a?b=1', 'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.'],
    ['/data', "Path cannot be '/data' or start with '/data/'. The data area is reserved."],
    ['/data/products', "Path cannot be '/data' or start with '/data/'. The data area is reserved."],
    ['/DATA/x', "Path cannot be '/data' or start with '/data/'. The data area is reserved."],
    ['/site-abc/data/x', "Path cannot be '/data' or start with '/data/'. The data area is reserved."],
  ])('%j => %s', (path, message) => {
    expect(validatePath(path)).toBe(message);
  });

  it('exempts the revalidate-all path, also inside a site', () => {
    expect(validatePath('/revalidate-all-site-pages')).toBeNull();
    expect(validatePath('/site-abc/revalidate-all-site-pages')).toBeNull();
    expect(validatePath('/site-a_b-9/revalidate-all-site-pages')).toBeNull();
    // Only a real site slug makes it the special path.
    expect(validatePath('/site-/revalidate-all-site-pages')).toBeNull();
    expect(validatePath('/site-a.b/revalidate-all-site-pages')).toBe(
      'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.',
    );
    expect(validatePath('/x/site-a/revalidate-all-site-pages')).toBeNull();
  });

  it('rejects non-text values', () => {
    expect(validatePath(42)).toBe('Path must be a string.');
    expect(validatePath({ path: '/a' })).toBe('Path must be a string.');
  });

  it('is the `path` rule of the engine', () => {
    expect(validateValue('/about/', 'path')).toBe('Path cannot end with a slash.');
    expect(validateValue('', 'path')).toBeNull();
    expect(validateValue('', 'required|path')).toBe('this field is required');
  });

  it('never throws on any text or value', () => {
    fc.assert(fc.property(fc.string(), (path) => {
      validatePath(path);
    }));
    fc.assert(fc.property(fc.anything(), (value) => {
      validatePath(value);
    }));
  });

  it('only accepts paths made of a leading slash and letters, digits, dashes, underscores and slashes', () => {
    const pathish = fc
      .array(fc.constantFrom('/', 'a', 'Z', '0', '-', '_', '.', ' ', 'site-', 'data', 'é', '?'), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathish), (path) => {
        if (validatePath(path) === null) expect(path).toMatch(/^\/[A-Za-z0-9_\-/]+$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts every well-formed path outside the reserved areas', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/).filter((s) => s.toLowerCase() !== 'data' && !s.startsWith('site-'));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(validatePath(`/${segments.join('/')}`)).toBeNull();
      }),
    );
  });
});
