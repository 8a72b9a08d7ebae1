import { expect, test } from '@playwright/test';
import { createSite, deleteSite, expectNoSeriousAxeViolations, login, mailLink, signUpConfirmed } from './fixtures.ts';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  PASSWORD_RESET_DONE,
  RESEND_LINK_SENT,
  RESET_LINK_REQUESTED,
  RESET_MAIL_SUBJECT,
  SIGN_UP_CHECK_MAIL_TITLE,
  VERIFICATION_MAIL_SUBJECT,
} from '../../src/core/auth/messages.ts';
import { invitationMailSubject, INVITATION_SIGN_IN_FIRST, memberInvitedMessage } from '../../src/core/sites/messages.ts';

// Proved addresses, invitations and password reset, end to end in Chromium; mail read from the outbox.

const PASSWORD = 'Str0ng-enough!';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an invited address joins the site by the mailed link, after signing up and confirming the address', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await login(page);
  const title = `Invite site ${unique()}`;
  const siteId = await createSite(page, title, 'Made by the invitation test.');
  try {
    const email = `invitee-${unique()}@example.com`;
    await page.goto(`/dashboard/sites/site-${siteId}/settings`);
    await page.getByLabel("Editor's email address").fill(email);
    await page.getByRole('button', { name: 'Add editor' }).click();
    await expect(page.getByRole('status')).toHaveText(memberInvitedMessage(email));
    await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(email);
    await expect(page.getByRole('button', { name: `Resend the invitation for ${email}` })).toBeVisible();
    // The members section with a pending invitation, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invitee, in a browser of their own, follows the mailed link.
    const inviteLink = await mailLink(email, invitationMailSubject(title));
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.setViewportSize({ width: 390, height: 844 });
    await invitee.goto(inviteLink);
    await expect(invitee.getByText(INVITATION_SIGN_IN_FIRST)).toBeVisible();
    await expectNoSeriousAxeViolations(invitee);
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await invitee.getByLabel('Name').fill('Invited Editor');
    await invitee.getByLabel('Email').fill(email);
    await invitee.getByLabel('Password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee.getByRole('heading', { name: SIGN_UP_CHECK_MAIL_TITLE })).toBeVisible();
    await expectNoSeriousAxeViolations(invitee);
    // Signing up alone made no editor.
    await expect(page.getByRole('list', { name: 'Members' })).not.toContainText(email);

    // The confirmation link signs them in and leads back to the invitation.
    await invitee.goto(await mailLink(email, VERIFICATION_MAIL_SUBJECT));
    await expect(invitee).toHaveURL(/\/auth\/invitation\?token=/);
    const join = invitee.getByRole('button', { name: `Join ${title}` });
    await join.focus();
    await invitee.keyboard.press('Enter');
    await expect(invitee).toHaveURL(`/dashboard/sites/site-${siteId}`);
    expect(await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The owner sees an editor, no pending invitation; the link does not work twice.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Members' })).toContainText(`${email} · Editor`);
    await expect(page.getByText('No pending invitations.')).toBeVisible();
    await invitee.goto(inviteLink);
    await expect(invitee.getByRole('alert')).toContainText('does not work');
    await context.close();
  } finally {
    await deleteSite(page, siteId);
  }
});

test('a forgotten password is reset by the mailed link, which ends the other sessions', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `forgetful-${unique()}@example.com`;
  // Signed in on one device…
  await signUpConfirmed(page, { name: 'Forgetful', email, password: PASSWORD });
  await page.goto('/dashboard/sites');
  await expect(page).toHaveURL('/dashboard/sites');

  // …and on another, asking for a new password.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/auth/login');
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other).toHaveURL('/auth/forgot-password');
  await expectNoSeriousAxeViolations(other);
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Send the link' }).click();
  await expect(other.getByRole('status')).toHaveText(RESET_LINK_REQUESTED);

  await other.goto(await mailLink(email, RESET_MAIL_SUBJECT));
  await expect(other.getByLabel('Current password')).toHaveCount(0);
  await other.getByLabel('New password').fill('N3w-password!');
  await other.getByRole('button', { name: 'Update password' }).click();
  await expect(other.getByRole('status')).toHaveText(PASSWORD_RESET_DONE);
  await expectNoSeriousAxeViolations(other);

  // The first device is signed out; the old password no longer works, the new one does.
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  await page.goto('/dashboard/sites');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await login(page, { email, password: 'N3w-password!' });
  await context.close();
});

test('an account that has not confirmed its address is told so on sign-in and can have the link sent again', async ({ page }) => {
  const email = `unconfirmed-${unique()}@example.com`;
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/api/auth/sign-up/email', { headers: { origin: baseURL }, data: { name: 'Unconfirmed', email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const first = await mailLink(email, VERIFICATION_MAIL_SUBJECT);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(EMAIL_NOT_VERIFIED_MESSAGE);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByRole('status')).toHaveText(RESEND_LINK_SENT);
  const second = await mailLink(email, VERIFICATION_MAIL_SUBJECT, { newerThan: first });
  await page.goto(second);
  await expect(page).toHaveURL('/dashboard');
});
