// Site settings messages (designed: the spec leaves custom domains' conflicts open).

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
export const MEMBERS_OWNER_ONLY = 'Only the site owner can add or remove members.';
export const MEMBER_ALREADY = 'This person is already a member of this site.';
export const MEMBER_ALREADY_INVITED = 'This address is already invited.';
export const MEMBER_NOT_FOUND = 'This person is no longer a member of this site.';
export const INVITATION_NOT_FOUND = 'This invitation no longer exists.';
export const MEMBER_LAST_OWNER = "This is the site's only owner, so they cannot be removed.";
export const memberAddedMessage = (email: string) => `${email} can now edit this site.`;
export const memberInvitedMessage = (email: string) => `${email} has no account yet: they become an editor when they sign up with this address.`;
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
export const invitationMailSubject = (siteTitle: string) => `You are invited to edit ${siteTitle}`;
export const invitationMailText = (siteTitle: string, inviter: string, signUpUrl: string) =>
  `${inviter} invited you to edit the site ${siteTitle} on Sitewright.\n\nCreate your account with this address at ${signUpUrl} and the site is yours to edit.\n`;
