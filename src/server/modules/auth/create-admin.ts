import { and, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '#core/constants.ts';
import { validateValue } from '#core/rules/validate-value.ts';
import { account, session, user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';

/**
 * Creates an admin account, or makes an existing account an admin with the given password and
 * signs it out everywhere: whoever knew the old password must not stay signed in. Either way the
 * address counts as confirmed: the operator running this vouches for it, and no mail is sent.
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
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(input.password);
  if (!existing) {
    // Not the sign-up endpoint: it would mail a confirmation link to an address that needs none.
    const created = await ctx.internalAdapter.createUser({ email, name: input.name, emailVerified: true, role: ADMIN_ROLE }, { method: 'email-password' });
    await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: 'credential', accountId: created.id, password: hash });
    return 'created';
  }
  await db.transaction(async (tx) => {
    await tx.update(user).set({ role: ADMIN_ROLE, emailVerified: true, updatedAt: new Date() }).where(eq(user.id, existing.id));
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
