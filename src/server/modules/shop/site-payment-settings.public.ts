import { eq } from 'drizzle-orm';
import {
  PAYMENT_SECRET_FIELDS,
  PAYMENT_SETTINGS_LABELS,
  PAYMENT_SETTINGS_FORBIDDEN,
  PAYMENT_SETTINGS_INVALID,
  readPaymentSettingsChange,
  secretStateOf,
  STRIPE_KEYS_MIXED,
  stripeKeyMode,
  stripeKeysMixed,
  UNREADABLE_SECRET,
  type PaymentSecretField,
  type PaymentSettingsView,
  type SecretState,
} from '#core/shop/payment-settings.ts';
import type { Db } from '#server/db/client.ts';
import { site, sitePaymentSettings } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError, type ValidationErrors } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditSite, siteRoleOf } from '#server/shared/access/site-access.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { SecretBoxError, type SecretBox } from '#server/shared/secrets/secret-box.ts';

type Deps = Pick<AppDeps, 'database' | 'secrets'>;
type SaveDeps = Deps & Partial<Pick<AppDeps, 'invalidatePages'>>;
type Row = typeof sitePaymentSettings.$inferSelect;

/** The column of each sealed secret (one list: the API and the rotation read it). */
export const SEALED_COLUMNS = {
  stripeSecretKey: 'stripeSecretKeySealed',
  stripeWebhookSecret: 'stripeWebhookSecretSealed',
  paypalSecret: 'paypalSecretSealed',
} as const satisfies Record<PaymentSecretField, keyof Row>;

/** The additional authenticated data of a site's secret: a sealed value copied to another site or field does not open. */
export const paymentSecretContext = (siteId: string, field: PaymentSecretField) => `site-payment:${siteId}:${field}`;

/**
 * The site of `uniqueId` when the caller is one of its owners. Payment accounts are the owner's
 * alone (issue 25): editors get 403; callers who are no member of it (platform admins who are
 * not its owners included) get 404 or 403 as the site's other owner-only settings do.
 */
export async function ownedSiteId(db: Db, actor: Actor, uniqueId: string): Promise<string> {
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  if (!row || !(await canEditSite(db, actor, row.id))) throw new HttpError(404, 'Site not found');
  if ((await siteRoleOf(db, actor, row.id)) !== 'owner') throw new HttpError(403, PAYMENT_SETTINGS_FORBIDDEN);
  return row.id;
}

export async function rowOf(db: Db, siteId: string): Promise<Row | null> {
  const [row] = await db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId)).limit(1);
  return row ?? null;
}

/** A stored secret opened, null when unset; 'unreadable' when it does not open under this server's keys. */
export function openSecret(box: SecretBox, row: Row | null, siteId: string, field: PaymentSecretField): string | null | 'unreadable' {
  const sealed = row?.[SEALED_COLUMNS[field]] ?? null;
  if (sealed === null) return null;
  try {
    return box.open(sealed, paymentSecretContext(siteId, field));
  } catch {
    return 'unreadable';
  }
}

function viewOf(box: SecretBox, row: Row | null, siteId: string): PaymentSettingsView {
  const state = (field: PaymentSecretField): SecretState => {
    const value = openSecret(box, row, siteId, field);
    return value === 'unreadable' ? UNREADABLE_SECRET : secretStateOf(value);
  };
  const secretKey = openSecret(box, row, siteId, 'stripeSecretKey');
  const stripeMode = stripeKeyMode(row?.stripePublishableKey) ?? (secretKey === 'unreadable' ? null : stripeKeyMode(secretKey));
  const mode = row?.paypalMode ?? 'sandbox';
  return {
    stripe: { publishableKey: row?.stripePublishableKey ?? null, secretKey: state('stripeSecretKey'), webhookSecret: state('stripeWebhookSecret'), testMode: stripeMode === null ? null : stripeMode === 'test' },
    paypal: { clientId: row?.paypalClientId ?? null, secret: state('paypalSecret'), webhookId: row?.paypalWebhookId ?? null, mode, testMode: mode === 'sandbox' },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET: the site's payment settings as its owner may see them: never a secret, only whether it is set and its last four characters. */
export async function readSitePaymentSettings(deps: Deps, actor: Actor, uniqueId: string): Promise<PaymentSettingsView> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  return viewOf(deps.secrets, await rowOf(db, siteId), siteId);
}

/**
 * PUT: changes the fields the body names (absent: kept; empty: cleared), sealing secrets under
 * the current key. 400 with field errors on a value of the wrong shape or test and live Stripe
 * keys together (the stored key counts when only the other one is sent).
 */
export async function saveSitePaymentSettings(deps: SaveDeps, actor: Actor, uniqueId: string, raw: Readonly<Record<string, unknown>>): Promise<PaymentSettingsView> {
  const { db } = deps.database;
  const siteId = await ownedSiteId(db, actor, uniqueId);
  const read = readPaymentSettingsChange(raw);
  if (!read.change) throw new HttpError(400, PAYMENT_SETTINGS_INVALID, read.errors as ValidationErrors);
  const { values, paypalMode } = read.change;
  const stored = await rowOf(db, siteId);

  const secretKey = values.stripeSecretKey !== undefined ? values.stripeSecretKey : openSecret(deps.secrets, stored, siteId, 'stripeSecretKey');
  const publishableKey = values.stripePublishableKey !== undefined ? values.stripePublishableKey : (stored?.stripePublishableKey ?? null);
  if (secretKey !== 'unreadable' && stripeKeysMixed(secretKey, publishableKey)) {
    const field = values.stripeSecretKey !== undefined ? 'stripeSecretKey' : 'stripePublishableKey';
    throw new HttpError(400, PAYMENT_SETTINGS_INVALID, { [field]: [STRIPE_KEYS_MIXED] });
  }

  const set: Partial<typeof sitePaymentSettings.$inferInsert> = { updatedAt: new Date(), updatedBy: actor.id };
  for (const field of PAYMENT_SECRET_FIELDS) {
    const value = values[field];
    if (value !== undefined) set[SEALED_COLUMNS[field]] = value === null ? null : deps.secrets.seal(value, paymentSecretContext(siteId, field));
  }
  if (values.stripePublishableKey !== undefined) set.stripePublishableKey = values.stripePublishableKey;
  if (values.paypalClientId !== undefined) set.paypalClientId = values.paypalClientId;
  if (values.paypalWebhookId !== undefined) set.paypalWebhookId = values.paypalWebhookId;
  if (paypalMode !== undefined) set.paypalMode = paypalMode;

  const [saved] = await db
    .insert(sitePaymentSettings)
    .values({ siteId, ...set })
    .onConflictDoUpdate({ target: sitePaymentSettings.siteId, set })
    .returning();
  // Its product pages' payment icons follow the methods these keys offer (decision 058).
  await deps.invalidatePages?.({ tags: [scopeTagOf(siteId)] });
  return viewOf(deps.secrets, saved ?? null, siteId);
}

/**
 * Passes every stored payment secret through `reseal` (the rotation, inside its transaction) and
 * writes back those it changed. A value `reseal` cannot open ends it with the site and field named.
 */
export async function resealSitePaymentSecrets(tx: Db, reseal: (sealed: string, context: string) => { value: string; changed: boolean }): Promise<{ resealed: number; unchanged: number }> {
  const rows = await tx
    .select({ row: sitePaymentSettings, uniqueId: site.uniqueId })
    .from(sitePaymentSettings)
    .innerJoin(site, eq(site.id, sitePaymentSettings.siteId))
    .for('update', { of: sitePaymentSettings });
  let resealed = 0;
  let unchanged = 0;
  for (const { row, uniqueId } of rows) {
    const set: Partial<Record<(typeof SEALED_COLUMNS)[PaymentSecretField], string>> = {};
    for (const field of PAYMENT_SECRET_FIELDS) {
      const sealed = row[SEALED_COLUMNS[field]];
      if (sealed === null) continue;
      let result: { value: string; changed: boolean };
      try {
        result = reseal(sealed, paymentSecretContext(row.siteId, field));
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        throw new SecretBoxError(`The ${PAYMENT_SETTINGS_LABELS[field]} of site "${uniqueId}" opens under neither key (${error.message})`);
      }
      if (!result.changed) unchanged += 1;
      else {
        set[SEALED_COLUMNS[field]] = result.value;
        resealed += 1;
      }
    }
    if (Object.keys(set).length > 0) await tx.update(sitePaymentSettings).set(set).where(eq(sitePaymentSettings.siteId, row.siteId));
  }
  return { resealed, unchanged };
}
