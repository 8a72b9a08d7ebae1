import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLink } from './build-link.ts';

const SITE = 'site-abc';

describe('buildLink (spec 1 §2)', () => {
  it.each([
    ['/about', '/site-abc/about'],
    ['/about?x=1#top', '/site-abc/about?x=1#top'],
    ['about', '/site-abc/about'],
    ['/', '/site-abc'],
    ['/manage', '/dashboard/site-abc/manage'],
    ['/manage/pages?q=1', '/dashboard/site-abc/manage/pages?q=1'],
    ['/data', '/data/site-abc'],
    ['/data/products/1', '/data/site-abc/products/1'],
    ['/data?page=2', '/data/site-abc?page=2'],
    ['/database', '/site-abc/database'],
    ['/accounts', '/site-abc/accounts'],
    ['  /about  ', '/site-abc/about'],
  ])('inside a site, %s => %s', (href, built) => {
    expect(buildLink(href, SITE)).toBe(built);
  });

  it.each([
    '/account/profile',
    '/auth/login',
    '/dashboard',
    '/dashboard/sites/site-abc',
    '/site-abc/about',
    '/site-xyz/about',
    '/view-draft',
    '/view-draft?path=/about',
    '/api/auth/signin',
    '/data/site-abc/products/1',
    '/data/site-xyz',
    '/dashboard/site-abc/manage',
  ])('leaves %s alone', (href) => {
    expect(buildLink(href, SITE)).toBe(href);
  });

  it.each([
    'https://example.com/a',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:a@b.co',
    'tel:+123',
    '//cdn.example.com/x.js',
    '#section',
    '?page=2',
    './relative',
    '../up',
    '',
  ])('leaves external and relative link %s alone', (href) => {
    expect(buildLink(href, SITE)).toBe(href);
  });

  it('normalises account-type links written without a leading slash', () => {
    expect(buildLink('account/profile', SITE)).toBe('/account/profile');
  });

  it('changes nothing outside a site or with an unusable slug', () => {
    for (const slug of [undefined, null, '', 'abc', 'site-', 'site-a/b', 'site-a b']) {
      expect(buildLink('/manage', slug)).toBe('/manage');
    }
  });

  it('never throws on non-text input', () => {
    expect(buildLink(undefined as unknown as string, SITE)).toBe('');
    expect(buildLink('/x', 5 as unknown as string)).toBe('/x');
  });

  it('supports another site prefix', () => {
    expect(buildLink('/about', 'shop-1', 'shop-')).toBe('/shop-1/about');
  });

  const slugs = fc.constantFrom('site-abc', 'site-x1', 'site-9_z', 'site-abc-def');
  const segment = fc.constantFrom(
    '',
    'data',
    'manage',
    'dashboard',
    'account',
    'auth',
    'api',
    'view-draft',
    'site-abc',
    'site-other',
    'site-',
    'about',
    'edit',
    '.',
    '..',
    ' ',
    'x?y',
    '#h',
  );
  const pathLike = fc
    .tuple(fc.constantFrom('/', '', '//', ' /'), fc.array(segment, { maxLength: 5 }), fc.constantFrom('', '?a=1', '#h', '/'))
    .map(([lead, parts, tail]) => `${lead}${parts.join('/')}${tail}`);

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathLike), slugs, (href, slug) => {
        const once = buildLink(href, slug);
        expect(buildLink(once, slug)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and always returns text, whatever it gets', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (href, slug) => {
        expect(typeof buildLink(href as string, slug as string)).toBe('string');
      }),
    );
  });

  // fast-check's web URLs are slow to generate: on a loaded 2-core machine the default 5 s is too short.
  it('leaves external urls alone', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), slugs, (url, slug) => {
        expect(buildLink(url, slug)).toBe(url);
      }),
    );
    fc.assert(
      fc.property(fc.emailAddress(), slugs, (email, slug) => {
        expect(buildLink(`mailto:${email}`, slug)).toBe(`mailto:${email}`);
      }),
    );
  });

  it('leaves account, auth, dashboard and site- links alone', () => {
    const rest = fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), { maxLength: 4 });
    fc.assert(
      fc.property(fc.constantFrom('account', 'auth', 'dashboard', 'site-abc', 'site-zz9'), rest, slugs, (first, parts, slug) => {
        const href = `/${[first, ...parts].join('/')}`;
        expect(buildLink(href, slug)).toBe(href);
      }),
    );
  });

  it('puts every other site path under the site, keeping query and hash', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter(
      (w) => !['data', 'manage', 'dashboard', 'account', 'auth', 'api', 'view-draft'].includes(w) && !w.startsWith('site-'),
    );
    fc.assert(
      fc.property(word, fc.constantFrom('', '?q=1', '#x'), slugs, (first, suffix, slug) => {
        expect(buildLink(`/${first}/page${suffix}`, slug)).toBe(`/${slug}/${first}/page${suffix}`);
      }),
    );
  });
});
