import { eq } from 'drizzle-orm';
import { session as sessionTable } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { SessionUser } from './auth.public.ts';

/**
 * The user a request's session cookie signs in, or null. An account whose address nobody proved
 * counts as signed out everywhere: its session (one from before verification existed) is ended
 * here, so Better Auth's own endpoints (passkeys, two-factor) refuse it too, not only our routes.
 */
export async function signedInUser(deps: Pick<AppDeps, 'auth' | 'database'>, headers: Headers): Promise<SessionUser | null> {
  const found = await deps.auth.api.getSession({ headers }).catch(() => null);
  if (!found) return null;
  if (found.user.emailVerified) return found.user;
  await deps.database.db.delete(sessionTable).where(eq(sessionTable.id, found.session.id));
  return null;
}
