import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema.ts';

/** Posts a JSON body to the app under test (through fetch or app.request) and answers its response. */
export type PostJson = (pathname: string, body: unknown) => Promise<Response>;

/**
 * A signed-in account for a bench: signed up through the real API, its address confirmed in the
 * database (a sign-up signs in only once its mailed link is followed, decision 031; benches have
 * no mail to read), made admin when asked, then signed in with its password.
 */
export async function benchAccount(db: Db, post: PostJson, account: { email: string; password: string; name: string; admin?: boolean }) {
  const signUp = await post('/api/auth/sign-up/email', { email: account.email, password: account.password, name: account.name });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { user: created } = (await signUp.json()) as { user: { id: string } };
  await db
    .update(user)
    .set({ emailVerified: true, ...(account.admin ? { role: 'admin' } : {}) })
    .where(eq(user.id, created.id));
  const signIn = await post('/api/auth/sign-in/email', { email: account.email, password: account.password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { userId: created.id, cookie };
}
