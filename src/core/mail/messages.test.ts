import { describe, expect, it } from 'vitest';
import { contactMailIntro, contactMailSubject } from './messages.ts';

describe('contact mail strings', () => {
  it("name the site the message came from", () => {
    expect(contactMailSubject('Harbour Bakery')).toBe('New message from Harbour Bakery');
    expect(contactMailIntro('Harbour Bakery')).toBe('Someone sent this message through a contact form on Harbour Bakery.');
  });
});
