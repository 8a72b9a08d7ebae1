import { resolveAuthSecret } from '#server/auth-secret.ts';
import type { Db } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { resealSitePaymentSecrets } from '#server/modules/shop/site-payment-settings.public.ts';
import { reseal, SecretBoxError, secretKeysOf } from '#server/shared/secrets/secret-box.ts';

export const ROTATION_NEEDS_TWO_KEYS =
  'Nothing to rotate from: set SECRETS_KEY to the new key, and SECRETS_KEY_PREVIOUS to the old one unless the old one was derived from the auth secret (SECRETS_KEY was unset).';

export interface RotationReport {
  /** Values sealed under the previous key, now under the current one. */
  resealed: number;
  /** Values already under the current key (a second run re-seals nothing). */
  unchanged: number;
  from: string;
  to: string;
}

/**
 * `npm run secrets:rotate` (decision 057): every stored secret sealed under the previous key
 * (SECRETS_KEY_PREVIOUS, else the auth-secret-derived key) is re-sealed under the current one
 * (SECRETS_KEY), all in one transaction. A value that opens under neither key rolls everything
 * back and throws SecretBoxError naming its site and field.
 */
export async function rotateSecrets(db: Db, env: Pick<Env, 'AUTH_SECRET' | 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS'>): Promise<RotationReport> {
  const { current, previous } = secretKeysOf(env, await resolveAuthSecret(db, env.AUTH_SECRET));
  if (!previous) throw new SecretBoxError(ROTATION_NEEDS_TWO_KEYS);
  const counts = await db.transaction((tx) => resealSitePaymentSecrets(tx, (sealed, context) => reseal(sealed, context, { to: current, from: previous })));
  return { ...counts, from: previous.source, to: current.source };
}
