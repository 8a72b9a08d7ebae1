import { describe, expect, it } from 'vitest';
import { mailRecipientKey } from './recipient-limit.ts';

describe('mailRecipientKey', () => {
  it('counts every spelling of one inbox as that inbox', () => {
    const victim = mailRecipientKey('victim@example.com');
    for (const address of [' Victim@EXAMPLE.com ', 'victim+1@example.com', 'victim+2@example.com', 'VICTIM+a+b@example.com', 'victim@example.com.'])
      expect(mailRecipientKey(address), address).toBe(victim);
    const gmail = mailRecipientKey('janedoe@gmail.com');
    for (const address of ['jane.doe@gmail.com', 'J.a.n.e.D.o.e+shop@gmail.com', 'jane.doe@googlemail.com', 'janedoe+x@GoogleMail.com'])
      expect(mailRecipientKey(address), address).toBe(gmail);
  });

  it('keeps different inboxes apart', () => {
    // Dots matter outside Gmail; a + that starts the local part is the name itself.
    expect(mailRecipientKey('jane.doe@example.com')).not.toBe(mailRecipientKey('janedoe@example.com'));
    expect(mailRecipientKey('+1@example.com')).not.toBe(mailRecipientKey('+2@example.com'));
    expect(mailRecipientKey('victim@example.com')).not.toBe(mailRecipientKey('victim@example.org'));
    expect(mailRecipientKey('victim@gmail.com')).not.toBe(mailRecipientKey('victim@mail.gmail.com'));
  });
});
