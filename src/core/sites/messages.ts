// Site settings messages (designed: the spec leaves custom domains' conflicts open).
import { shortShopName } from '#core/mail/messages.ts';

export const SITE_DOMAIN_TAKEN = 'This domain is already used by another site.';
export const SITE_DOMAIN_PLATFORM = "This is the platform's own address. Use a domain of your own.";
export const SITE_DOMAIN_LOCAL = 'Use a domain name, not localhost or an IP address.';

// Site creation (spec 2-management §8; the field messages for language and type are designed).
export const SITE_CREATED = 'Site created successfully';
export const SITE_CREATE_FAILED = 'Failed to create site';
export const SITE_LANGUAGE_UNKNOWN = 'Choose one of the listed languages';
export const SITE_TYPE_UNKNOWN = 'Choose one of the listed site types';
export const SITE_IMAGE_INVALID = 'Use an image URL starting with https://, http:// or /media/';

// Site members (designed: the spec shows no roles).
/** How long an invitation's mailed link works. */
export const INVITATION_VALID_DAYS = 7;
export const MEMBERS_OWNER_ONLY = 'Only the site owner can add or remove members.';
export const MEMBER_ALREADY = 'This person is already a member of this site.';
export const MEMBER_ALREADY_INVITED = 'This address is already invited.';
export const MEMBER_NOT_FOUND = 'This person is no longer a member of this site.';
export const INVITATION_NOT_FOUND = 'This invitation no longer exists.';
export const MEMBER_LAST_OWNER = "This is the site's only owner, so they cannot be removed.";
export const memberInvitedMessage = (email: string) =>
  `${email} is invited: they become an editor when they follow the link mailed to them, signed in with this address (the link works for ${INVITATION_VALID_DAYS} days).`;
/** Under the add-editor field: every address gets the mailed link, whether or not it has an account here. */
export const MEMBER_ADD_HINT = `We mail the address a link: whoever follows it, signed in with a confirmed account with that address, becomes an editor (the link works for ${INVITATION_VALID_DAYS} days).`;
/** A pending invitation's line in the members list: the same on the server and in the browser (fixed locale and zone, day precision). */
export function invitationStatusLabel(expiresAt: Date, now = Date.now()): string {
  if (expiresAt.getTime() <= now) return 'Editor · link expired: resend it';
  return `Editor · link works until ${expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}
export const invitationResentMessage = (email: string) => `A new invitation link went to ${email}; the old one no longer works.`;
export const memberRemovedMessage = (email: string) => `${email} can no longer edit this site.`;
export const invitationCancelledMessage = (email: string) => `The invitation for ${email} is cancelled.`;

// Site creation progress and the default pages' publish results (spec 2-management §4, §8).
export const SITE_CREATING = 'Creating site...';
export const SITE_PAGES_PUBLISHING = 'Publishing default pages';
export const SITE_PAGES_PUBLISH_FAILED = 'Failed to publish site pages';
export const preparingPageMessage = (path: string) => `Fetching the template of ${path}…`;
export const publishingPageMessage = (path: string) => `Publishing ${path}…`;
export const pagesPublishedMessage = (count: number) => `Successfully published ${count} pages`;
export const pagesPublishedWithErrorsMessage = (published: number, errors: number) => `Published ${published} pages with ${errors} errors`;
export const pagesAllFailedMessage = (count: number) => `Failed to publish all ${count} pages`;

/** The result toast after publishing `total` pages of which `failed` failed: all succeeded, some errors, or all failed. */
export function publishResultMessage(total: number, failed: number): { ok: boolean; message: string } {
  if (failed === 0) return { ok: true, message: pagesPublishedMessage(total) };
  if (failed >= total) return { ok: false, message: pagesAllFailedMessage(total) };
  return { ok: false, message: pagesPublishedWithErrorsMessage(total - failed, failed) };
}

/** The mail an invited address gets (the mail port: sent with SMTP, otherwise kept in the outbox). */
export const invitationMailSubject = (siteTitle: string) => `You are invited to edit ${shortShopName(siteTitle)}`;
export const invitationMailText = (siteTitle: string, inviter: string, acceptUrl: string) =>
  `${inviter} invited you to edit the site ${siteTitle} on Sitewright.\n\nFollow this link, then sign in or create your account with this address, to join:\n\n${acceptUrl}\n\nThe link works once, for ${INVITATION_VALID_DAYS} days.\n`;

// Custom domain proofs (designed: issue 21, decision 037).
export const SITE_DOMAIN_HINT = 'Once you prove the domain is yours, requests for it serve the site at the root.';
export const DOMAIN_PENDING_HINT = 'This domain does not show your site yet: prove that it is yours with one of these, then choose Verify.';
export const DOMAIN_VERIFIED_HINT = 'Verified: this domain shows your site.';
export const DOMAIN_LEGACY_HINT = 'This domain was set before domains needed proof. It shows your site, but another site that proves it takes it over: verify it to keep it.';
export const DOMAIN_TXT_PROOF = 'A DNS TXT record';
export const DOMAIN_FILE_PROOF = 'Or a file on the domain';
export const DOMAIN_VERIFY = 'Verify';
export const DOMAIN_NONE_TO_VERIFY = 'This site has no custom domain to verify. Save one first.';
export const DOMAIN_TAKEN_BY_PROOF = 'Another site has already proved this domain is theirs.';
export const domainVerifiedMessage = (domain: string) => `${domain} is verified and now shows this site.`;
export const DOMAIN_PROOF_BLOCKED_ADDRESS = 'the domain points to a private or local address, which the server does not contact';
export const DOMAIN_PROOF_NO_ANSWER = 'the domain did not answer';
export const DOMAIN_PROOF_WRONG_BODY = 'the file does not contain exactly the token';
export const domainProofStatusProblem = (status: number) => `the file answered with status ${status}`;
export const DOMAIN_PROOF_REDIRECT_REFUSED = 'it redirects somewhere the server does not go';
export const domainNotProvedMessage = (domain: string, txtName: string, fileUrl: string, fileProblem: string) =>
  `${domain} is not verified yet: no TXT record at ${txtName} carries the token, and ${fileUrl} could not be used (${fileProblem}). DNS changes can take a while to appear; try again later.`;
export const DOMAIN_CHANGED_WHILE_VERIFYING = 'The domain changed while it was being verified. Check it and verify again.';
export const domainVerifyRateLimitedMessage = (seconds: number) => `Too many verification attempts. Try again in ${seconds} s.`;

// Taking an invitation up (its mailed link, /auth/invitation?token=…).
export const INVITATION_TITLE = 'Site invitation';
export const INVITATION_LINK_INVALID = 'This invitation link does not work: it was used already, cancelled, replaced by a newer one, or is incomplete. Ask the site owner for a new one.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask the site owner to send it again.';
export const INVITATION_WRONG_ACCOUNT = 'This invitation was sent to another email address. Sign out, then sign in (or create an account) with the address it was sent to.';
export const INVITATION_UNVERIFIED = 'Confirm your email address first (follow the link we mailed you), then open the invitation again.';
export const INVITATION_SIGN_IN_FIRST = 'Sign in, or create an account, with the address the invitation was sent to; you come back here to join.';
export const invitationJoinPrompt = (siteTitle: string) => `You are invited to edit ${siteTitle}.`;
export const invitationJoinButton = (siteTitle: string) => `Join ${siteTitle}`;
export const invitationAcceptedMessage = (siteTitle: string) => `You can now edit ${siteTitle}.`;
