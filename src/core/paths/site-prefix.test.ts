import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getFirstSegment,
  getSiteIdFromPath,
  getSiteSlugFromPath,
  isAccountTypePath,
  isDataPath,
  isEditPath,
  isSiteSegment,
  isSystemPath,
  isSystemRoute,
  isTemplatePath,
  stripEditSuffix,
  stripSitePrefix,
  toSiteSlug,
} from './site-prefix.ts';

describe('site prefix detection', () => {
  it('finds the first segment', () => {
    expect(getFirstSegment('/site-abc/x')).toBe('site-abc');
    expect(getFirstSegment('site-abc')).toBe('site-abc');
    expect(getFirstSegment('/about?x=1#y')).toBe('about');
    expect(getFirstSegment('/')).toBe('');
    expect(getFirstSegment('')).toBe('');
    expect(getFirstSegment(7 as unknown as string)).toBe('');
  });

  it('recognises site segments by the site- prefix', () => {
    expect(isSiteSegment('site-abc')).toBe(true);
    expect(isSiteSegment('site-')).toBe(false);
    expect(isSiteSegment('sites')).toBe(false);
    expect(isSiteSegment('Site-abc')).toBe(false);
    expect(isSiteSegment('shop-abc', 'shop-')).toBe(true);
    expect(isSiteSegment(undefined as unknown as string)).toBe(false);
  });

  it('reads the site slug and id from a path', () => {
    expect(getSiteSlugFromPath('/site-abc/x')).toBe('site-abc');
    expect(getSiteIdFromPath('/site-abc/x')).toBe('abc');
    expect(getSiteIdFromPath('/site-abc')).toBe('abc');
    expect(getSiteIdFromPath('/about')).toBeNull();
    expect(getSiteSlugFromPath('/about')).toBeNull();
    expect(toSiteSlug('abc')).toBe('site-abc');
  });

  it('strips the site slug', () => {
    expect(stripSitePrefix('/site-abc/about')).toBe('/about');
    expect(stripSitePrefix('/site-abc')).toBe('/');
    expect(stripSitePrefix('/site-abc?x=1')).toBe('/?x=1');
    expect(stripSitePrefix('/site-abc/a/b#top')).toBe('/a/b#top');
    expect(stripSitePrefix('/about')).toBe('/about');
    expect(stripSitePrefix('/')).toBe('/');
    expect(stripSitePrefix(null as unknown as string)).toBe('');
  });

  it('detects and strips the /edit suffix', () => {
    expect(isEditPath('/about/edit')).toBe(true);
    expect(isEditPath('/site-abc/about/edit?x')).toBe(true);
    expect(isEditPath('/edit')).toBe(true);
    expect(isEditPath('/editor')).toBe(false);
    expect(isEditPath(1 as unknown as string)).toBe(false);
    expect(stripEditSuffix('/about/edit')).toBe('/about');
    expect(stripEditSuffix('/edit')).toBe('/');
    expect(stripEditSuffix('/about/edit?x=1')).toBe('/about?x=1');
    expect(stripEditSuffix('/about')).toBe('/about');
    expect(stripEditSuffix(1 as unknown as string)).toBe('');
  });

  it('detects account-type pages after any site slug (spec 3 §2)', () => {
    for (const path of ['/auth/login', '/account/profile', '/billing/subscriptions/pricing', '/dashboard', '/site-abc/account/x']) {
      expect(isAccountTypePath(path)).toBe(true);
    }
    for (const path of ['/about', '/site-abc/about', '/authors', '/']) expect(isAccountTypePath(path)).toBe(false);
  });

  it('detects the manage area, system routes, templates and data paths', () => {
    expect(isSystemPath('/manage')).toBe(true);
    expect(isSystemPath('/manage/pages')).toBe(true);
    expect(isSystemPath('/dashboard/site-abc/manage/pages')).toBe(true);
    expect(isSystemPath('/dashboard/sites')).toBe(false);
    expect(isSystemPath('/management')).toBe(false);
    expect(isSystemRoute('/about/edit')).toBe(true);
    expect(isSystemRoute('/manage')).toBe(true);
    expect(isSystemRoute('/about')).toBe(false);
    expect(isTemplatePath('/dynamic-content/all/products')).toBe(true);
    expect(isTemplatePath('/site-abc/dynamic-content/view/products')).toBe(true);
    expect(isTemplatePath('/dynamic-content')).toBe(false);
    expect(isTemplatePath('/about')).toBe(false);
    expect(isDataPath('/data/site-abc/products/1')).toBe(true);
    expect(isDataPath('/database')).toBe(false);
  });

  it('stripping is idempotent for paths without nested site slugs, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const once = stripSitePrefix(path);
        expect(typeof once).toBe('string');
        if (getSiteSlugFromPath(once) === null) expect(stripSitePrefix(once)).toBe(once);
      }),
    );
  });
});
