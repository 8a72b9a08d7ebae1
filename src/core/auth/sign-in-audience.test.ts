import { describe, expect, it } from 'vitest';
import { signInSubtitle } from './messages.ts';
import { isBuilderReturnPath, shopSiteIdOfReturnPath } from './sign-in-audience.ts';

describe('shopSiteIdOfReturnPath', () => {
  it("reads the site of a shopper's return path: a page, the cart, a record of the data area", () => {
    expect(shopSiteIdOfReturnPath('/site-abc123')).toBe('abc123');
    expect(shopSiteIdOfReturnPath('/site-abc123/shop?category=lamps#top')).toBe('abc123');
    expect(shopSiteIdOfReturnPath('/site-abc123/account/orders')).toBe('abc123');
    expect(shopSiteIdOfReturnPath('/data/site-abc123/products/p1')).toBe('abc123');
  });

  it("names no shop for a builder's return path, or a path without a site", () => {
    for (const path of ['/dashboard', '/dashboard/sites/site-abc123', '/site-abc123/about/edit', '/site-abc123/edit', '/manage/pages', '/site-abc123/dynamic-content/view/posts', '/', '/shop']) {
      expect(shopSiteIdOfReturnPath(path), path).toBeNull();
    }
    expect(isBuilderReturnPath('/dashboard/site-abc123/manage/images')).toBe(true);
    expect(isBuilderReturnPath('/cart')).toBe(false);
  });
});

describe('signInSubtitle', () => {
  it('speaks to builders about their sites and to shoppers about the shop they came from', () => {
    expect(signInSubtitle(null)).toBe('Welcome back. Sign in to manage your sites.');
    expect(signInSubtitle('Oak & Ash')).toBe('Sign in to your account at Oak & Ash.');
  });
});
