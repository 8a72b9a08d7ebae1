import { describe, expect, it } from 'vitest';
import { resetLinkOf } from './account-mail.ts';

const BASE = 'https://builder.example';
const betterAuthLink = (redirectTo: string) => `${BASE}/api/auth/reset-password/abc?callbackURL=${encodeURIComponent(redirectTo)}`;

describe('resetLinkOf: the reset mail link', () => {
  it("leads a builder straight to the password page with the token", () => {
    expect(resetLinkOf(BASE, 't/1', betterAuthLink('/auth/update-password'))).toBe(`${BASE}/auth/update-password?token=t%2F1`);
    expect(resetLinkOf(BASE, 't1', undefined)).toBe(`${BASE}/auth/update-password?token=t1`);
  });

  it('keeps the shop a shopper asked from, so the page wears its look and leads back', () => {
    const link = new URL(resetLinkOf(BASE, 't1', betterAuthLink('/auth/update-password?callbackURL=%2Fsite-demo%2Faccount')));
    expect(link.pathname).toBe('/auth/update-password');
    expect(link.searchParams.get('callbackURL')).toBe('/site-demo/account');
    expect(link.searchParams.get('token')).toBe('t1');
  });

  it('drops a return path to another host, or a redirect to some other page', () => {
    const offsite = new URL(resetLinkOf(BASE, 't1', betterAuthLink('/auth/update-password?callbackURL=%2F%2Fevil.example')));
    expect(offsite.searchParams.get('callbackURL')).toBeNull();
    expect(resetLinkOf(BASE, 't1', betterAuthLink('https://evil.example/auth/update-password?callbackURL=%2Fx'))).toBe(`${BASE}/auth/update-password?callbackURL=%2Fx&token=t1`);
    expect(resetLinkOf(BASE, 't1', betterAuthLink('/somewhere-else?callbackURL=%2Fsite-demo'))).toBe(`${BASE}/auth/update-password?token=t1`);
    expect(resetLinkOf(BASE, 't1', 'not a url')).toBe(`${BASE}/auth/update-password?token=t1`);
  });
});
