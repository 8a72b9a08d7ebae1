import { describe, expect, it } from 'vitest';
import { isBuyerMailKind, readTrackingUrl, TRACKING_URL_MAX } from './buyer-mails.ts';

describe('readTrackingUrl', () => {
  it('keeps an https link, trimmed; blank is none', () => {
    expect(readTrackingUrl(' https://www.dhl.de/track?id=JD1 ')).toBe('https://www.dhl.de/track?id=JD1');
    expect(readTrackingUrl('')).toBeNull();
    expect(readTrackingUrl('   ')).toBeNull();
    expect(readTrackingUrl(undefined)).toBeNull();
    expect(readTrackingUrl(null)).toBeNull();
  });

  it('refuses anything but an https link of bounded length', () => {
    for (const bad of ['http://dhl.de/x', 'javascript:alert(1)', 'data:text/html,x', 'dhl.de/x', '//dhl.de/x', 'https://user:pw@dhl.de/', 'https://dhl.de/a b', `https://dhl.de/${'a'.repeat(TRACKING_URL_MAX)}`, 42, {}]) {
      expect(readTrackingUrl(bad), String(bad)).toBeUndefined();
    }
  });

  it('knows the five kinds', () => {
    expect(['placed', 'paid', 'shipped', 'refunded', 'cancelled'].every(isBuyerMailKind)).toBe(true);
    expect(isBuyerMailKind('invoice')).toBe(false);
  });
});
