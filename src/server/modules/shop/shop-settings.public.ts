import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { SHOP_CLOSED } from '#core/checkout/messages.ts';
import { MAIL_LOGO } from '#core/shop/buyer-mails.ts';
import { DEFAULT_CURRENCY, type SiteCurrency } from '#core/money/currency.ts';
import { EMPTY_LEGAL_DETAILS, readLegalDetails, type ShopLegalDetails } from '#core/shop/legal-details.ts';
import { DEFAULT_SHOP_SETTINGS, readShopSettings, SHOP_CURRENCY_LOCKED, SHOP_SETTINGS_INVALID, type ShopSettings } from '#core/shop/shop-settings.ts';
import type { Db } from '#server/db/client.ts';
import { preparedPerDatabase } from '#server/db/prepared.ts';
import { media, shippingZone, shopOrder, shopSettings, site, taxRate } from '#server/db/schema.ts';
import { HttpError, type ValidationErrors } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { canManageSite } from '#server/shared/access/site-access.ts';

export const SHOP_SETTINGS_FORBIDDEN = 'Only the site owner can change the shop settings';

const settingsColumns = {
  payOnDelivery: shopSettings.payOnDelivery,
  payByInvoice: shopSettings.payByInvoice,
  offlineHoldHours: shopSettings.offlineHoldHours,
  maxUnitsPerCheckout: shopSettings.maxUnitsPerCheckout,
  currency: shopSettings.currency,
};
type SettingsRow = { [K in keyof typeof settingsColumns]: (typeof settingsColumns)[K]['_']['data'] | null };

function settingsFrom(row: SettingsRow | undefined): ShopSettings {
  if (!row || row.currency === null) return { ...DEFAULT_SHOP_SETTINGS };
  return { payOnDelivery: row.payOnDelivery!, payByInvoice: row.payByInvoice!, offlineHoldHours: row.offlineHoldHours!, maxUnitsPerCheckout: row.maxUnitsPerCheckout!, currency: row.currency };
}

/** A site's shop settings; the defaults for a site that never saved any and for products outside any site. */
export async function shopSettingsOf(db: Db, siteId: string | null): Promise<ShopSettings> {
  if (siteId === null) return { ...DEFAULT_SHOP_SETTINGS };
  const [row] = await db.select(settingsColumns).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  return settingsFrom(row);
}

// The checkout's read (every order starts with it): built once per database (drizzle's prepared query).
const checkoutSettingsRead = preparedPerDatabase((db) =>
  db
    .select({
      isActive: site.isActive,
      ...settingsColumns,
      stripeAutomaticTax: shopSettings.stripeAutomaticTax,
      // Whether it has shop rules to read (decision 066): a shop without zones and tax rates prices at its lines' sum, and its checkouts skip that read.
      hasShopRules: sql<boolean>`exists (select 1 from ${shippingZone} where ${shippingZone.siteId} = ${site.id}) or exists (select 1 from ${taxRate} where ${taxRate.siteId} = ${site.id})`,
      // Which rules those are (decision 076): the checkout prices with the rules it cached for this version.
      shopRulesVersion: site.shopRulesVersion,
    })
    .from(site)
    .leftJoin(shopSettings, eq(shopSettings.siteId, site.id))
    .where(eq(site.id, sql.placeholder('siteId')))
    .limit(1)
    .prepare('checkout_shop_settings'),
);

/** What a checkout knows of a shop after its first read. */
export type OpenShopSettings = ShopSettings & {
  /** Whether it has shipping zones or tax rates to read. */
  hasShopRules: boolean;
  /** The version of those rules (bumped by every change of them: decision 076). */
  shopRulesVersion: number;
  stripeAutomaticTax: boolean;
};

/**
 * The settings a checkout starts from, in one read with whether the shop is open (an inactive site,
 * or one that is gone, takes no orders: issue 21 item 9, 409 with SHOP_CLOSED), whether it has
 * shipping zones or tax rates for the checkout to read and their version.
 */
export async function openShopSettingsOf(db: Db, siteId: string | null): Promise<OpenShopSettings> {
  if (siteId === null) return { ...DEFAULT_SHOP_SETTINGS, hasShopRules: false, shopRulesVersion: 0, stripeAutomaticTax: false };
  const [row] = await checkoutSettingsRead(db).execute({ siteId });
  if (row?.isActive !== true) throw new HttpError(409, SHOP_CLOSED);
  return { ...settingsFrom(row), hasShopRules: row.hasShopRules === true, shopRulesVersion: row.shopRulesVersion, stripeAutomaticTax: row.stripeAutomaticTax === true };
}

/** The currency a site's shop sells in (decision 060); US dollars outside any site and before a choice. */
export async function siteCurrencyOf(db: Db, siteId: string | null): Promise<SiteCurrency> {
  if (siteId === null) return DEFAULT_CURRENCY;
  const [row] = await db.select({ currency: shopSettings.currency }).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}

/** A site's legal details for its invoices (decision 062); none for a site that never saved them and outside any site. */
export async function shopLegalDetailsOf(db: Db, siteId: string | null): Promise<ShopLegalDetails> {
  if (siteId === null) return { ...EMPTY_LEGAL_DETAILS };
  const [row] = await db.select({ legalName: shopSettings.legalName, legalAddress: shopSettings.legalAddress, taxNumber: shopSettings.taxNumber }).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1);
  return row ?? { ...EMPTY_LEGAL_DETAILS };
}

/**
 * An image the buyer's mails may show as the shop's logo (decision 064): one of the site's own, not an
 * SVG (mail clients show none). The site is its id, or its id column when joined (the mails' shop read).
 */
export const mailLogoImage = (siteId: string | typeof site.id) => and(eq(media.siteId, siteId), eq(media.kind, 'image'), ne(media.mime, 'image/svg+xml'));

/** How many of the site's images the logo's choice lists (the newest). */
export const MAIL_LOGO_CHOICES_MAX = 200;

export interface MailLogoChoice {
  id: string;
  name: string;
  url: string;
}

/** The logo chosen for the buyer's mails (its media id; null for none) and the site's images to choose from. */
export async function shopMailLogoOf(db: Db, siteId: string): Promise<{ selected: string | null; choices: MailLogoChoice[] }> {
  const [[row], choices] = await Promise.all([
    db.select({ id: shopSettings.mailLogoMediaId }).from(shopSettings).where(eq(shopSettings.siteId, siteId)).limit(1),
    db.select({ id: media.id, name: media.name, url: media.url }).from(media).where(mailLogoImage(siteId)).orderBy(desc(media.createdAt)).limit(MAIL_LOGO_CHOICES_MAX),
  ]);
  return { selected: row?.id ?? null, choices };
}

/**
 * The logo a save asks for: undefined when the key is not sent (kept), null for none, or the id of
 * an image of this very site. Anything else (another site's image, a platform image, a video, a URL)
 * is a 400 with a field error: the mails show only what the site owns.
 */
async function readMailLogo(db: Db, siteId: string, value: unknown): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const refused = new HttpError(400, SHOP_SETTINGS_INVALID, { mailLogoId: [MAIL_LOGO.invalid] });
  if (typeof value !== 'string' || !isUuid(value)) throw refused;
  const [image] = await db.select({ id: media.id }).from(media).where(and(eq(media.id, value), mailLogoImage(siteId))).limit(1);
  if (!image) throw refused;
  return image.id;
}

/**
 * Owners and admins change a site's shop settings (decision 034); editors and strangers may not.
 * 400 with field errors on bad values; 409 when the currency would change while the site has
 * orders (decision 060). The site's cached pages are dropped through
 * `invalidatePages`: its product pages show the payment methods these settings allow (issue 23).
 */
export async function saveShopSettings(db: Db, actor: Actor, uniqueId: string, raw: Readonly<Record<string, unknown>>, invalidatePages?: AppDeps['invalidatePages']): Promise<ShopSettings> {
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId)).limit(1);
  if (!row) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, SHOP_SETTINGS_FORBIDDEN);
  const current = await siteCurrencyOf(db, row.id);
  const read = readShopSettings(raw, current);
  // The legal details (decision 062) are saved with them; a key not sent keeps its value.
  const legal = readLegalDetails(raw);
  if (!read.settings || Object.keys(legal.errors).length > 0) throw new HttpError(400, SHOP_SETTINGS_INVALID, { ...read.errors, ...legal.errors } as ValidationErrors);
  const sentLegal = Object.fromEntries(Object.entries(legal.details).filter(([key]) => raw[key] !== undefined));
  // The buyer's mails' logo (decision 064), kept when not sent.
  const mailLogoMediaId = await readMailLogo(db, row.id, raw.mailLogoId);
  const values = { ...read.settings, ...sentLegal, ...(mailLogoMediaId !== undefined ? { mailLogoMediaId } : {}), updatedAt: new Date() };
  const currency = read.settings.currency;
  await db.transaction(async (tx) => {
    if (currency !== current) {
      // The settings row is locked first, so two owners' changes are one after the other.
      await tx.select({ siteId: shopSettings.siteId }).from(shopSettings).where(eq(shopSettings.siteId, row.id)).for('update');
      const [order] = await tx.select({ id: shopOrder.id }).from(shopOrder).where(eq(shopOrder.siteId, row.id)).limit(1);
      if (order) throw new HttpError(409, SHOP_CURRENCY_LOCKED, { currency: [SHOP_CURRENCY_LOCKED] });
    }
    await tx
      .insert(shopSettings)
      .values({ siteId: row.id, ...values })
      .onConflictDoUpdate({ target: shopSettings.siteId, set: values });
  });
  await invalidatePages?.({ tags: [scopeTagOf(row.id)] });
  return read.settings;
}
