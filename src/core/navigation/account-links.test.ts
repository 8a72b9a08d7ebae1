import { describe, expect, it } from 'vitest';
import { accountLinks, shopAccountLink } from './account-links.ts';

describe('accountLinks (spec 3 §2)', () => {
  it('leads to /account/* on account-type pages, with or without a site slug', () => {
    for (const path of ['/account/orders', '/auth/x', '/site-abc/billing/plans', '/dashboard']) {
      const links = accountLinks(path);
      expect(links.profile).toBe('/account/profile');
      expect(links.logout).toBe('/account/logout');
      expect(links.login).toBe(`/auth/login?callbackURL=${encodeURIComponent(path)}`);
    }
  });

  it('uses the auth provider endpoints elsewhere, coming back to the page after sign-in', () => {
    expect(accountLinks('/site-abc/shop?c=1')).toEqual({
      login: '/api/auth/signin?callbackURL=%2Fsite-abc%2Fshop%3Fc%3D1',
      profile: '/account/profile',
      logout: '/api/auth/signout',
    });
    expect(accountLinks('/accounting').logout).toBe('/api/auth/signout');
  });

  it('never puts a foreign address into the callback', () => {
    expect(accountLinks('//evil.example/x').login).toBe('/api/auth/signin?callbackURL=%2F');
  });
});

describe("shopAccountLink (issue 24 item 5)", () => {
  it("leads to the shop's own account page: under /site-{id} on the platform, at the root on its domain", () => {
    expect(shopAccountLink('/site-abc/shop?c=1', 'site-abc')).toBe('/site-abc/account');
    expect(shopAccountLink('/data/site-abc/products/1', 'site-abc')).toBe('/site-abc/account');
    expect(shopAccountLink('/products', 'site-abc')).toBe('/account');
  });

  it('is null off a shop', () => {
    expect(shopAccountLink('/about', null)).toBeNull();
    expect(shopAccountLink('/about', 'site-')).toBeNull();
    expect(shopAccountLink('/about', 'demo')).toBeNull();
  });
});
