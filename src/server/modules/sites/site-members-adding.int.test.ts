import { and, eq, sql } from 'drizzle-orm';
import { mailRecipientLimited } from '#core/mail/messages.ts';
import { describe, expect, it } from 'vitest';
import { INVITATION_EXPIRED, INVITATION_LINK_INVALID, INVITATION_UNVERIFIED, INVITATION_WRONG_ACCOUNT, invitationCancelledMessage, invitationMailSubject, invitationResentMessage, MEMBER_ALREADY, MEMBER_ALREADY_INVITED, memberInvitedMessage } from '#core/sites/messages.ts';
import { emailOutbox, site, siteInvitation, user } from '#server/db/schema.ts';
import { TEST_ORIGIN, TEST_PASSWORD } from '#server/testing/test-app.ts';
import { linkIn, mailsTo } from '#server/testing/account-mail.ts';
import { acceptSiteInvitation } from './accept-site-invitation.ts';
import { hashInvitationToken } from './invitation-token.ts';
import { accept, colleague, createSite, invitations, invitationToken, json, otherOwner, owner, post, publishStatus, roleOf, settingsPage, setUpMembersSite, siteId, siteUid, t, unescape } from './site-members-kit.ts';

setUpMembersSite();

describe('adding editors', () => {
  it('invites an existing confirmed account like any address: it becomes an editor only by following the mailed link', async () => {
    expect(await publishStatus(colleague, 'before')).toBe(403);
    const added = await post(owner, { intent: 'add-member', email: '  Colleague@Members.test ' });
    expect(added.status).toBe(200);
    expect(added.html).toContain(memberInvitedMessage('colleague@members.test'));
    // Not a member yet (before, a confirmed account was made an editor at once, with no mail and no consent).
    expect(await roleOf(colleague.userId)).toBeNull();
    expect(await publishStatus(colleague, 'invited')).toBe(403);
    expect(await invitations()).toEqual(['colleague@members.test']);
    const joined = await accept(colleague, await invitationToken('colleague@members.test'));
    expect(joined.status).toBe(302);
    expect(await roleOf(colleague.userId)).toBe('editor');
    expect(await invitations()).toEqual([]);
    expect(await publishStatus(colleague, 'after')).toBe(200);
    // The editor can be removed; the only owner is offered no remove button.
    const page = await settingsPage(owner);
    expect(page.html).toContain('aria-label="Remove colleague@members.test"');
    expect(page.html).not.toContain('aria-label="Remove owner@members.test"');
  });

  it('answers a confirmed account, an unconfirmed one and an unknown address byte for byte alike, and mails each the link', async () => {
    await t.signUp('known@members.test');
    expect((await json('', '/api/auth/sign-up/email', { email: 'unsure@members.test', password: TEST_PASSWORD, name: 'Unsure' })).status).toBe(200);
    /** Adds the address, then cancels the invitation so the next add meets the same page. */
    async function addAndCancel(address: string, path: string) {
      const response = await t.request(`${TEST_ORIGIN}/dashboard/sites/site-${siteUid}/${path}`, { method: 'POST', cookie: owner.cookie, body: new URLSearchParams({ intent: 'add-member', email: address }) });
      const body = unescape(await response.text());
      const [row] = await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, address));
      await post(owner, { intent: 'cancel-invitation', invitationId: row!.id });
      // The page lists the new invitation, whose id and times differ from add to add, as does each response's CSP nonce.
      const same = body
        .replaceAll(address, 'ADDRESS')
        .replaceAll(row!.id, 'INVITATION-ID')
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, 'TIME')
        .replace(/nonce="[^"]+"/g, 'nonce="NONCE"');
      return `${response.status} ${same}`;
    }
    const answers: { page: string; data: string }[] = [];
    for (const address of ['known@members.test', 'unsure@members.test', 'nobody@members.test']) {
      // The whole page (a form posted before hydration) and the action's own answer (posted after it).
      answers.push({ page: await addAndCancel(address, 'settings'), data: await addAndCancel(address, 'settings.data') });
      expect(await mailsTo(t.deps.database.db, address, invitationMailSubject('Members Site'))).toHaveLength(2);
    }
    expect(answers[0]!.page).toMatch(/^200 /);
    expect(answers[0]!.page).toContain(memberInvitedMessage('ADDRESS'));
    expect(answers[0]!.data).toContain(memberInvitedMessage('ADDRESS'));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await invitations()).toEqual([]);
  });

  it('refuses a bad address and a second add of a member, with the message under the field', async () => {
    const bad = await post(owner, { intent: 'add-member', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/<p id="[^"]*error"[^>]*>Invalid email format<\/p>/);
    const again = await post(owner, { intent: 'add-member', email: 'colleague@members.test' });
    expect(again.status).toBe(400);
    expect(again.html).toContain(MEMBER_ALREADY);
  });

  it('invites an unknown address, which becomes an editor only by following the mailed link, signed in with that address', async () => {
    const invited = await post(owner, { intent: 'add-member', email: 'Newcomer@Members.test' });
    expect(invited.status).toBe(200);
    expect(invited.html).toContain(memberInvitedMessage('newcomer@members.test'));
    expect(await invitations()).toEqual(['newcomer@members.test']);
    // The address is told how to take it up: kept in the outbox, as no SMTP server is configured here.
    const mails = await t.deps.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.siteId, siteId), sql`${emailOutbox.toAddresses} ? 'newcomer@members.test'`));
    expect(mails.map(({ toAddresses, subject, status, kind }) => ({ toAddresses, subject, status, kind }))).toEqual([
      { toAddresses: ['newcomer@members.test'], subject: invitationMailSubject('Members Site'), status: 'stored', kind: 'invitation' },
    ]);
    const link = linkIn(mails[0]!.textBody);
    expect(link).toMatch(/^http:\/\/localhost:3000\/auth\/invitation\?token=[\w-]{43}$/);
    // Only the token's hash is kept.
    const token = new URL(link).searchParams.get('token')!;
    const [stored] = await t.deps.database.db.select().from(siteInvitation).where(eq(siteInvitation.email, 'newcomer@members.test'));
    expect(stored!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    const twice = await post(owner, { intent: 'add-member', email: 'newcomer@members.test' });
    expect(twice.status).toBe(400);
    expect(twice.html).toContain(MEMBER_ALREADY_INVITED);
    expect((await settingsPage(owner)).html).toContain('newcomer@members.test');

    // Signing up with the address is not enough (before, it made the account an editor at once).
    const newcomer = await t.signUp('newcomer@members.test');
    expect(await roleOf(newcomer.userId)).toBeNull();
    expect(await publishStatus(newcomer, 'newcomer')).toBe(403);
    // The link's page offers the account it was sent to a Join button; its form joins.
    const page = await t.request(link, { cookie: newcomer.cookie });
    expect(unescape(await page.text())).toContain('Join Members Site');
    const joined = await accept(newcomer, token);
    expect(joined.status).toBe(302);
    expect(joined.location).toBe(`/dashboard/sites/site-${siteUid}`);
    expect(await roleOf(newcomer.userId)).toBe('editor');
    expect(await invitations()).toEqual([]);
    expect(await publishStatus(newcomer, 'newcomer')).toBe(200);
    // Single use.
    const again = await accept(newcomer, token);
    expect(again.status).toBe(404);
    expect(again.html).toContain(INVITATION_LINK_INVALID);
  });

  it('refuses the link to another account, to anyone signed out, once expired, and to a made-up token', async () => {
    await post(owner, { intent: 'add-member', email: 'invitee@members.test' });
    const token = await invitationToken('invitee@members.test');
    const stranger = await t.signUp('stranger@members.test');
    const wrong = await accept(stranger, token);
    expect(wrong.status).toBe(403);
    expect(wrong.html).toContain(INVITATION_WRONG_ACCOUNT);
    expect(await roleOf(stranger.userId)).toBeNull();
    const page = unescape(await (await t.request(`${TEST_ORIGIN}/auth/invitation?token=${token}`, { cookie: stranger.cookie })).text());
    expect(page).toContain(INVITATION_WRONG_ACCOUNT);
    // The page never shows the invited address (the link may have been forwarded).
    expect(page).not.toContain('invitee@members.test');
    const signedOut = await t.request(`${TEST_ORIGIN}/auth/invitation?token=${token}`, { method: 'POST', body: new URLSearchParams({ token }) });
    expect(signedOut.status).toBe(401);

    await t.deps.database.db.update(siteInvitation).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(siteInvitation.email, 'invitee@members.test'));
    const invitee = await t.signUp('invitee@members.test');
    const expired = await accept(invitee, token);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(INVITATION_EXPIRED);
    expect(unescape(await (await t.request(`${TEST_ORIGIN}/auth/invitation?token=${token}`, { cookie: invitee.cookie })).text())).toContain(INVITATION_EXPIRED);
    expect(await roleOf(invitee.userId)).toBeNull();

    // Resending gives a new link for 7 more days; the old one stops working.
    const [row] = await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, 'invitee@members.test'));
    const resent = await post(owner, { intent: 'resend-invitation', invitationId: row!.id });
    expect(resent.status).toBe(200);
    expect(resent.html).toContain(invitationResentMessage('invitee@members.test'));
    const fresh = await invitationToken('invitee@members.test');
    expect(fresh).not.toBe(token);
    expect((await accept(invitee, token)).status).toBe(404);
    expect((await accept(invitee, 'A'.repeat(43))).status).toBe(404);
    expect((await accept(invitee, fresh)).status).toBe(302);
    expect(await roleOf(invitee.userId)).toBe('editor');
  });

  it('invites, rather than adds, an account that never confirmed its address; an unconfirmed account cannot join', async () => {
    // Signed up, never followed the confirmation link.
    const signUp = await json('', '/api/auth/sign-up/email', { email: 'unconfirmed@members.test', password: TEST_PASSWORD, name: 'Unconfirmed' });
    expect(signUp.status).toBe(200);
    const [account] = await t.deps.database.db.select().from(user).where(eq(user.email, 'unconfirmed@members.test'));
    const added = await post(owner, { intent: 'add-member', email: 'unconfirmed@members.test' });
    expect(added.html).toContain(memberInvitedMessage('unconfirmed@members.test'));
    expect(await roleOf(account!.id)).toBeNull();
    const token = await invitationToken('unconfirmed@members.test');
    await expect(acceptSiteInvitation(t.deps.database.db, { id: account!.id, email: account!.email, emailVerified: false }, token)).rejects.toThrow(INVITATION_UNVERIFIED);
    expect(await roleOf(account!.id)).toBeNull();
    await post(owner, { intent: 'cancel-invitation', invitationId: (await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, 'unconfirmed@members.test')))[0]!.id });
  });

  it('cancels an invitation', async () => {
    await post(owner, { intent: 'add-member', email: 'maybe@members.test' });
    const [row] = await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, 'maybe@members.test'));
    const cancelled = await post(owner, { intent: 'cancel-invitation', invitationId: row!.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain(invitationCancelledMessage('maybe@members.test'));
    expect(await invitations()).toEqual([]);
    const maybe = await t.signUp('maybe@members.test');
    expect(await roleOf(maybe.userId)).toBeNull();
  });

  it("never turns the owner's words into a link, and holds back the sixth invitation one address gets within the hour", async () => {
    const sneaky = await createSite(otherOwner, 'Pay now at evil.example.com');
    const address = 'flooded@members.test';
    expect((await post(otherOwner, { intent: 'add-member', email: address }, sneaky)).status).toBe(200);
    const [row] = await t.deps.database.db.select({ id: siteInvitation.id }).from(siteInvitation).where(eq(siteInvitation.email, address));
    for (let i = 0; i < 5; i++) expect((await post(otherOwner, { intent: 'resend-invitation', invitationId: row!.id }, sneaky)).status).toBe(200);
    const mails = await t.deps.database.db.select({ subject: emailOutbox.subject, text: emailOutbox.textBody, status: emailOutbox.status, error: emailOutbox.error }).from(emailOutbox).where(sql`${emailOutbox.toAddresses} ? ${address}`);
    expect(mails).toHaveLength(6);
    for (const mail of mails) {
      expect(mail.subject).not.toContain('evil.example.com');
      expect(mail.text).not.toContain('evil.example.com');
      expect(mail.subject.replaceAll('\u200C', '')).toContain('evil.example.com');
    }
    expect(mails.filter((m) => m.status === 'failed')).toEqual([expect.objectContaining({ error: mailRecipientLimited(address) })]);
    await t.deps.database.db.delete(site).where(eq(site.uniqueId, sneaky));
  });
});
