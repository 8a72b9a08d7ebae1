// What people read about their account: sign-up, confirming the address, signing in, a new password
// (designed: the spec names the screens, /login, /signup and /update-password, not their words).

/** Account mail one address may receive per hour (confirmation links, reset links, sign-up notes). */
export const ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR = 5;

// Sign-up: a new address and one that already has an account get the same answer (no enumeration).
export const SIGN_UP_CHECK_MAIL_TITLE = 'Check your mail';
export const signUpCheckMailMessage = (email: string) =>
  `We sent a message to ${email}. Follow the link in it to confirm the address; it signs you in.`;

// Signing in before the address is confirmed.
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Confirm your email address first: follow the link we mailed you, or have a new one sent.';
export const RESEND_LINK_LABEL = 'Resend the link';
export const RESEND_LINK_SENT = `If this address has an account waiting for confirmation, a new link is on its way. One address gets at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} such messages an hour.`;
export const VERIFY_LINK_INVALID = 'This confirmation link is invalid or has expired. Sign in to have a new one sent.';

// The sign-in screen speaks to whoever came: a builder (the platform's dashboard, editor, manage
// area) or a shopper sent from a site's pages (issue 23; the shop is read on the server).
export const SIGN_IN_SUBTITLE_BUILDER = 'Welcome back. Sign in to manage your sites.';
export const signInSubtitle = (shopName: string | null) => (shopName === null ? SIGN_IN_SUBTITLE_BUILDER : `Sign in to your account at ${shopName}.`);
/** Sign-up names the shop a shopper came from; a builder's sign-up needs no subtitle. */
export const signUpSubtitle = (shopName: string | null) => (shopName === null ? undefined : `Create your account at ${shopName}.`);

// Password reset by mail.
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
export const FORGOT_PASSWORD_TITLE = 'Reset your password';
export const FORGOT_PASSWORD_SUBTITLE = 'Enter the address of your account and we mail you a link to set a new password.';
export const RESET_LINK_REQUESTED = `If an account uses this address, a link to set a new password is on its way; it works for one hour. One address gets at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} such messages an hour.`;
export const RESET_LINK_INVALID = 'This password link is invalid, used or expired. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your new password is set and every other session has ended. Sign in with it.';

// The mails (plain text; subjects fixed, never a visitor's words).
export const VERIFICATION_MAIL_SUBJECT = 'Confirm your email address for Sitewright';
export const verificationMailText = (name: string, url: string) =>
  `Hello ${name},\n\nconfirm that this address is yours and sign in to Sitewright:\n\n${url}\n\nThe link works for one hour. If you did not create an account, ignore this message.\n`;
export const EXISTING_ACCOUNT_MAIL_SUBJECT = 'Someone tried to sign up to Sitewright with your address';
export const existingAccountMailText = (loginUrl: string, resetUrl: string) =>
  `Someone tried to create a Sitewright account with this address, which already has one.\n\nIf it was you, sign in at ${loginUrl}, or set a new password at ${resetUrl}.\nIf it was not you, nothing changed and you can ignore this message.\n`;
export const RESET_MAIL_SUBJECT = 'Set a new Sitewright password';
export const resetMailText = (name: string, url: string) =>
  `Hello ${name},\n\nsomeone (hopefully you) asked to set a new password for your Sitewright account. Follow this link to choose it:\n\n${url}\n\nThe link works once, for one hour; setting the password signs you out everywhere else. If you did not ask for it, ignore this message.\n`;
