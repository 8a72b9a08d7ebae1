import { describe, expect, it } from 'vitest';
import { shopAccountPath, shopLoginPath, shopReturnPath, shopSignupPath } from './shop-account.ts';

describe('shop account paths', () => {
  it('live under the shop base, or at the root of its own domain', () => {
    expect(shopAccountPath('/site-abc')).toBe('/site-abc/account');
    expect(shopAccountPath('')).toBe('/account');
    expect(shopLoginPath('/site-abc', '/site-abc/cart')).toBe('/site-abc/account/login?callbackURL=%2Fsite-abc%2Fcart');
    expect(shopSignupPath('')).toBe('/account/signup');
  });
});

describe('shopReturnPath', () => {
  it('keeps a path inside the same shop', () => {
    expect(shopReturnPath('/site-abc/products?x=1#y', '/site-abc')).toBe('/site-abc/products?x=1#y');
    expect(shopReturnPath('/site-abc', '/site-abc')).toBe('/site-abc');
    expect(shopReturnPath('/products', '')).toBe('/products');
  });

  it('falls back to the shop account page for other hosts, other shops and builder areas', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/site-other/products', '/site-abcd/x', '/dashboard', '/site-abc/dashboard/sites', '/site-abc/about/edit', '/manage/pages', '', null, 42, '/site-abc/account/login', 'javascript:alert(1)']) {
      expect(shopReturnPath(bad, '/site-abc'), String(bad)).toBe('/site-abc/account');
    }
    for (const bad of ['/site-abc/products', '/dashboard', 'https://evil.example', '/account/signup']) {
      expect(shopReturnPath(bad, ''), bad).toBe('/account');
    }
  });
});
