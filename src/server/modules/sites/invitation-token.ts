import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '#core/sites/messages.ts';

/** Only the hash is stored: a copy of the database (a backup) cannot be used to join a site. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 random bits), its hash and when it stops working. */
export function newInvitationToken(now = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token), expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000) };
}
