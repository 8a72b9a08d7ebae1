import { and, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '#core/constants.ts';
import { validateValue } from '#core/rules/validate-value.ts';
import { account, session, user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';

/**
 * Creates an admin account, or makes an existing account an admin with the given password and
 * signs it out everywhere: whoever knew the old password must not stay signed in.
 */
export async function createOrPromoteAdmin(
  deps: Pick<AppDeps, 'auth' | 'database'>,
  input: { email: string; password: string; name: string },
): Promise<'created' | 'promoted'> {
  const emailError = validateValue(input.email, 'required|email');
  if (emailError) throw new Error(`Email: ${emailError}`);
  const passwordError = validateValue(input.password, 'required|password');
  if (passwordError) throw new Error(`Password: ${passwordError}`);

  const { db } = deps.database;
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    const created = await deps.auth.api.signUpEmail({ body: { email, password: input.password, name: input.name } });
    await db.update(user).set({ role: ADMIN_ROLE, emailVerified: true }).where(eq(user.id, created.user.id));
    return 'created';
  }
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(input.password);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: ADMIN_ROLE, updatedAt: new Date() }).where(eq(user.id, existing.id));
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: existing.id,
        providerId: 'credential',
        userId: existing.id,
        password: hash,
      });
    }
    await tx.delete(session).where(eq(session.userId, existing.id));
  });
  return 'promoted';
}
