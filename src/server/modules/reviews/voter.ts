import { createHmac, randomBytes } from 'node:crypto';
import type { AppDeps } from '#server/http/app-env.ts';

// Who votes on a review (decision 024): a signed-in user by their id; anyone else by their client
// address, keyed with the auth secret so review_vote never holds an address in a form anyone can
// reverse by hashing every IPv4 address. Without a readable secret (never in the app, which
// always passes one to Better Auth), a per-process key: votes then dedupe until a restart.
const processKey = randomBytes(32).toString('hex');

function voterKey(deps: Pick<AppDeps, 'auth'>): string {
  const secret = (deps.auth.options as { secret?: unknown }).secret;
  return typeof secret === 'string' && secret !== '' ? secret : processKey;
}

export function voterOf(deps: Pick<AppDeps, 'auth'>, user: { id: string } | null, clientIp: string): string {
  if (user) return `user:${user.id}`;
  return `ip:${createHmac('sha256', voterKey(deps)).update(`sitewright/review-voter|${clientIp}`).digest('hex')}`;
}
