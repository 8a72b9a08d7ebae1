// The site settings route's server side (routes/dashboard/site-settings.tsx): route modules reach
// server code only through *.server.ts files (decision 044).

import { data, type AppLoadContext } from 'react-router';
import { publicUrl } from '#server/env.ts';
import { HttpError } from '#server/http/errors.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { saveShopSettings, shopLegalDetailsOf, shopMailLogoOf, shopSettingsOf } from '#server/modules/shop/shop-settings.public.ts';
import { platformPaymentsOf } from '#server/modules/shop/platform-payments.public.ts';
import { ADMIN_ROLE } from '#core/constants.ts';
import { ownerNotificationPrefsFor, saveOwnerNotificationPrefs } from '#server/modules/shop/owner-notifications.public.ts';
import { siteDomainStatus } from '#server/modules/sites/site-domain-status.ts';
import { updateSiteSettings } from '#server/modules/sites/update-site-settings.ts';
import { verifySiteDomain } from '#server/modules/sites/verify-site-domain.ts';
import type { DomainActionData } from './domain-verification.tsx';
import { loadSiteForUser } from './load-site.server.ts';
import { SAVE_SHOP_INTENT, type ShopActionData } from './shop-settings-section.tsx';
import { SAVE_NOTIFICATIONS_INTENT, type NotificationsActionData } from './owner-notifications-section.tsx';
import { loadSiteMembers, membersAction } from './site-members.server.ts';

/** The settings screen's data: the site, its shop (owners only), its domain and its members. */
export async function loadSiteSettings(request: Request, context: AppLoadContext, siteSlug: string) {
  const { site, user } = await loadSiteForUser(request, context, siteSlug);
  const canEdit = site.role !== 'editor';
  const { db } = context.deps.database;
  // The shop's settings are the owner's alone (decision 034): editors are not sent them.
  const siteId = (await resolveScope(db, site.unique_id)).site?.id ?? null;
  const shop = canEdit ? await shopSettingsOf(db, siteId) : null;
  // The platform's payment accounts for this site: the platform admins' switch (decision 058).
  const platformPayments = user.role === ADMIN_ROLE ? await platformPaymentsOf(db, site.unique_id) : null;
  const shopLegal = canEdit ? await shopLegalDetailsOf(db, siteId) : null;
  // The buyer's mails' logo and the site's images to choose it from (decision 064).
  const mailLogo = canEdit && siteId ? await shopMailLogoOf(db, siteId) : null;
  return {
    mailLogo,
    platformPayments,
    notifications: siteId ? await ownerNotificationPrefsFor(db, user, siteId) : null,
    site,
    canEdit,
    shop,
    shopLegal,
    domain: await siteDomainStatus(db, site.unique_id, canEdit),
    // Where the payment webhooks' absolute URLs start (the app's public origin).
    publicOrigin: publicUrl(context.deps.env),
    ...(await loadSiteMembers(context, site.unique_id)),
  };
}

/** The settings screen's forms: site settings, domain verification, shop settings and members. */
export async function siteSettingsAction(request: Request, context: AppLoadContext, siteSlug: string) {
  const { user, site } = await loadSiteForUser(request, context, siteSlug);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save-settings');
  if (intent === 'verify-domain') return verifyDomainAction(context, user, site.unique_id);
  if (intent === SAVE_SHOP_INTENT) return shopAction(context, user, site.unique_id, form);
  if (intent === SAVE_NOTIFICATIONS_INTENT) return notificationsAction(context, user, site.unique_id, form);
  // The members section's forms (add-member, remove-member, resend-invitation, cancel-invitation).
  if (intent !== 'save-settings') return membersAction(context, user, site.unique_id, intent, form);
  const input = {
    title: String(form.get('title') ?? ''),
    description: String(form.get('description') ?? ''),
    language: String(form.get('language') ?? ''),
    url: String(form.get('url') ?? ''),
    is_active: form.get('is_active') === 'on',
  };
  try {
    await updateSiteSettings(context.deps, user, site.unique_id, input);
    return { intent: 'save-settings' as const, ok: true as const, error: null, validationErrors: null };
  } catch (error) {
    if (error instanceof HttpError) {
      return data(
        { intent: 'save-settings' as const, ok: false as const, error: error.message, validationErrors: error.validationErrors ?? null },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** The custom domain's Verify button (owners and admins; decision 037). */
async function verifyDomainAction(context: AppLoadContext, user: Parameters<typeof verifySiteDomain>[1], uniqueId: string) {
  try {
    const { message } = await verifySiteDomain(context.deps, user, uniqueId);
    return { intent: 'verify-domain' as const, ok: true as const, message, error: null } satisfies DomainActionData;
  } catch (error) {
    if (error instanceof HttpError) {
      return data({ intent: 'verify-domain' as const, ok: false as const, message: null, error: error.message } satisfies DomainActionData, { status: error.status });
    }
    throw error;
  }
}

async function shopAction(context: AppLoadContext, user: Parameters<typeof saveShopSettings>[1], uniqueId: string, form: FormData) {
  try {
    await saveShopSettings(context.deps.database.db, user, uniqueId, Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')), context.deps.invalidatePages);
    return { intent: SAVE_SHOP_INTENT, ok: true, error: null, validationErrors: null } satisfies ShopActionData;
  } catch (error) {
    if (error instanceof HttpError) {
      return data({ intent: SAVE_SHOP_INTENT, ok: false, error: error.message, validationErrors: error.validationErrors ?? null } satisfies ShopActionData, { status: error.status });
    }
    throw error;
  }
}

/** The owner's own Shop notifications choices (decision 053); 403 for anyone who is not an owner now. */
async function notificationsAction(context: AppLoadContext, user: Parameters<typeof saveOwnerNotificationPrefs>[1], uniqueId: string, form: FormData) {
  const { db } = context.deps.database;
  try {
    const siteId = (await resolveScope(db, uniqueId)).site!.id;
    await saveOwnerNotificationPrefs(db, user, siteId, Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
    return { intent: SAVE_NOTIFICATIONS_INTENT, ok: true, error: null } satisfies NotificationsActionData;
  } catch (error) {
    if (error instanceof HttpError) return data({ intent: SAVE_NOTIFICATIONS_INTENT, ok: false, error: error.message } satisfies NotificationsActionData, { status: error.status });
    throw error;
  }
}
