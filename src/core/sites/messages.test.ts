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
