import { describe, expect, it } from 'vitest';
import { MAIL_SUBJECT_NAME_MAX, contactMailIntro, contactMailSubject, orderConfirmationSubject, shortShopName } from './messages.ts';

describe('contact mail strings', () => {
  it("name the site the message came from", () => {
    expect(contactMailSubject('Harbour Bakery')).toBe('New message from Harbour Bakery');
    expect(contactMailIntro('Harbour Bakery')).toBe('Someone sent this message through a contact form on Harbour Bakery.');
  });
});

describe('mail subjects', () => {
  it(`cut the shop's name to ${MAIL_SUBJECT_NAME_MAX} characters, the last an ellipsis, on one line`, () => {
    const long = 'Harbour Bakery & Sons '.repeat(10);
    const cut = shortShopName(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(MAIL_SUBJECT_NAME_MAX);
    expect(cut).toMatch(/^Harbour Bakery & Sons Harbour Bakery &…$/);
    expect(shortShopName('A\r\nB\tC')).toBe('A B C');
    expect(shortShopName('x'.repeat(MAIL_SUBJECT_NAME_MAX))).toBe('x'.repeat(MAIL_SUBJECT_NAME_MAX));
    // Whole code points: an emoji is never split.
    expect(Array.from(shortShopName('🙂'.repeat(100))).at(-2)).toBe('🙂');
    expect(orderConfirmationSubject('SW-1', 'y'.repeat(200))).toBe(`Your order SW-1 at ${'y'.repeat(MAIL_SUBJECT_NAME_MAX - 1)}…`);
    expect(contactMailSubject('z'.repeat(200))).toBe(`New message from ${'z'.repeat(MAIL_SUBJECT_NAME_MAX - 1)}…`);
  });
});
