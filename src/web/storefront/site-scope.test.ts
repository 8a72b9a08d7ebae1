import { describe, expect, it } from 'vitest';
import { siteIdFromLocation, siteIdOfPath, siteIdOfSlug } from './site-scope.ts';

describe('site scope', () => {
  it('reads the unique id of a site slug', () => {
    expect(siteIdOfSlug('site-shop')).toBe('shop');
    expect(siteIdOfSlug('site-')).toBeNull();
    expect(siteIdOfSlug('shop')).toBeNull();
    expect(siteIdOfSlug(null)).toBeNull();
  });

  it('reads the site a path names', () => {
    expect(siteIdOfPath('/site-shop/products')).toBe('shop');
    expect(siteIdOfPath('/data/site-shop/products/1')).toBe('shop');
    expect(siteIdOfPath('/data/products/1')).toBeNull();
    expect(siteIdOfPath('/')).toBeNull();
  });

  it('has no site on the server', () => {
    expect(siteIdFromLocation()).toBeNull();
  });
});
