import { describe, expect, it } from 'vitest';
import { publishResultMessage } from './messages.ts';

describe('publishResultMessage (spec 2-management §8)', () => {
  it('names all succeeded, some errors and all failed', () => {
    expect(publishResultMessage(2, 0)).toEqual({ ok: true, message: 'Successfully published 2 pages' });
    expect(publishResultMessage(3, 1)).toEqual({ ok: false, message: 'Published 2 pages with 1 errors' });
    expect(publishResultMessage(2, 2)).toEqual({ ok: false, message: 'Failed to publish all 2 pages' });
  });
});

describe('invitation mail', () => {
  it('names the site, who invited, the link to follow and how long it works', async () => {
    const { invitationMailSubject, invitationMailText } = await import('./messages.ts');
    expect(invitationMailSubject('Acme')).toBe('You are invited to edit Acme');
    const text = invitationMailText('Acme', 'Ada', 'https://example.test/auth/invitation?token=abc');
    expect(text).toContain('Ada invited you to edit the site Acme');
    expect(text).toContain('https://example.test/auth/invitation?token=abc');
    expect(text).toContain('works once, for 7 days');
  });
});

describe('invitationStatusLabel', () => {
  it('names the day the link stops working, or that it has', async () => {
    const { invitationStatusLabel } = await import('./messages.ts');
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(invitationStatusLabel(new Date('2026-12-03T12:00:00Z'), now)).toBe('Editor · link works until 3 Dec 2026');
    expect(invitationStatusLabel(new Date('2026-11-26T11:59:59Z'), now)).toBe('Editor · link expired: resend it');
  });
});
