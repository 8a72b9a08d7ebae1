import { and, eq, notExists } from 'drizzle-orm';
import { variantLabel } from '#core/checkout/order.ts';
import { DASHBOARD_LOCALE, formatMoney } from '#core/money/currency.ts';
import { MAIL_UNNAMED_SHOP } from '#core/mail/messages.ts';
import { siteOrders, siteReviews } from '#core/paths/routes.ts';
import {
  isOwnerNotificationKind,
  newOrderOwnerIntro,
  newOrderOwnerSubject,
  newReviewOwnerIntro,
  newReviewOwnerSubject,
  OWNER_MAIL_OPT_OUT_HINT,
  OWNER_NOTIFICATION_KINDS,
  OWNER_NOTIFICATION_SETTINGS,
  ownerMailLink,
  type OwnerNotificationKind,
} from '#core/shop/owner-notifications.ts';
import type { Db } from '#server/db/client.ts';
import { ownerNotificationOptOut, site, siteMember, user } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { inertText } from '#server/providers/mail/inert-text.ts';
import type { OrderRow } from '#server/modules/orders/transition-order.public.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { siteRoleOf } from '#server/shared/access/site-access.ts';

export type OwnerNotificationPrefs = Record<OwnerNotificationKind, boolean>;
type MailDeps = Pick<AppDeps, 'database' | 'mailer' | 'logger' | 'env'>;

/** Which owner mails `userId` gets for a site: every kind unless they turned it off. */
export async function ownerNotificationPrefs(db: Db, siteId: string, userId: string): Promise<OwnerNotificationPrefs> {
  const off = await db.select({ kind: ownerNotificationOptOut.kind }).from(ownerNotificationOptOut).where(and(eq(ownerNotificationOptOut.siteId, siteId), eq(ownerNotificationOptOut.userId, userId)));
  const offKinds = new Set(off.map((row) => row.kind));
  return Object.fromEntries(OWNER_NOTIFICATION_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as OwnerNotificationPrefs;
}

/** The settings screen's reading: the caller's choices when they are an owner of the site now, else null (no section). */
export async function ownerNotificationPrefsFor(db: Db, actor: Actor, siteId: string): Promise<OwnerNotificationPrefs | null> {
  return (await siteRoleOf(db, actor, siteId)) === 'owner' ? ownerNotificationPrefs(db, siteId, actor.id) : null;
}

/**
 * An owner's own choice of owner mails for a site (checked boxes on); 403 for anyone who is not an
 * owner of the site now (editors and admins get no owner mail, so have nothing to choose).
 */
export async function saveOwnerNotificationPrefs(db: Db, actor: Actor, siteId: string, raw: Readonly<Record<string, unknown>>): Promise<OwnerNotificationPrefs> {
  if ((await siteRoleOf(db, actor, siteId)) !== 'owner') throw new HttpError(403, OWNER_NOTIFICATION_SETTINGS.ownerOnly);
  const prefs = Object.fromEntries(OWNER_NOTIFICATION_KINDS.map((kind) => [kind, raw[kind] === 'on' || raw[kind] === true])) as OwnerNotificationPrefs;
  await db.transaction(async (tx) => {
    await tx.delete(ownerNotificationOptOut).where(and(eq(ownerNotificationOptOut.siteId, siteId), eq(ownerNotificationOptOut.userId, actor.id)));
    const off = OWNER_NOTIFICATION_KINDS.filter((kind) => !prefs[kind] && isOwnerNotificationKind(kind));
    if (off.length > 0) await tx.insert(ownerNotificationOptOut).values(off.map((kind) => ({ siteId, userId: actor.id, kind })));
  });
  return prefs;
}

/**
 * The site (its title and unique id) and the addresses of its current owners who did not turn
 * `kind` off, in one read (an order's confirmation makes it on the checkout's path); null when the
 * site is gone.
 */
async function ownerAudience(db: Db, siteId: string, kind: OwnerNotificationKind): Promise<{ title: string; uniqueId: string; recipients: string[] } | null> {
  const optedOut = db
    .select({ kind: ownerNotificationOptOut.kind })
    .from(ownerNotificationOptOut)
    .where(and(eq(ownerNotificationOptOut.siteId, siteId), eq(ownerNotificationOptOut.userId, siteMember.userId), eq(ownerNotificationOptOut.kind, kind)));
  const rows = await db
    .select({ title: site.title, uniqueId: site.uniqueId, email: user.email })
    .from(site)
    .leftJoin(siteMember, and(eq(siteMember.siteId, site.id), eq(siteMember.role, 'owner'), notExists(optedOut)))
    .leftJoin(user, eq(user.id, siteMember.userId))
    .where(eq(site.id, siteId));
  const [first] = rows;
  if (!first) return null;
  const recipients = rows.map((row) => row.email).filter((email): email is string => email !== null);
  return { title: first.title?.trim() || MAIL_UNNAMED_SHOP, uniqueId: first.uniqueId, recipients };
}

/** One mail per owner (owners do not see each other's addresses); failures are logged and kept in the outbox, never thrown. */
async function mailOwners(deps: MailDeps, siteId: string, kind: OwnerNotificationKind, recipients: readonly string[], mail: { subject: string; text: string }): Promise<void> {
  try {
    for (const to of recipients) {
      const entry = await deps.mailer.send({ siteId, kind: 'system', to: [to], subject: mail.subject, text: mail.text });
      if (entry.status === 'failed') deps.logger.warn({ siteId, kind, error: entry.error }, 'owner notification not sent');
    }
  } catch (error) {
    deps.logger.warn({ err: error, siteId, kind }, 'owner notification not sent');
  }
}

/** The new-order mail to the site's owners, at the moment the buyer's confirmation goes (once per order). The buyer's words stay inert. */
export async function notifyOwnersOfOrder(
  deps: MailDeps,
  order: Pick<OrderRow, 'siteId' | 'reference' | 'lines' | 'totalCents' | 'currency' | 'customer'>,
): Promise<void> {
  if (!order.siteId) return;
  const shop = await ownerAudience(deps.database.db, order.siteId, 'new_order').catch((error: unknown) => deps.logger.warn({ err: error }, 'owner notification not sent'));
  if (!shop || shop.recipients.length === 0) return;
  const title = inertText(shop.title);
  const lines = order.lines.map((line) => {
    const variant = variantLabel(line);
    return `- ${line.quantity} × ${inertText(line.name)}${variant ? ` (${inertText(variant)})` : ''}: ${formatMoney(line.lineCents, order.currency, DASHBOARD_LOCALE)}`;
  });
  const text = [
    newOrderOwnerIntro(title),
    '',
    `${order.reference}${order.customer ? `, ${inertText(order.customer.name)}` : ''}`,
    ...lines,
    `${formatMoney(order.totalCents, order.currency, DASHBOARD_LOCALE)} ${order.currency}`,
    '',
    ownerMailLink('Orders', `${publicUrl(deps.env)}${siteOrders(shop.uniqueId)}`),
    '',
    OWNER_MAIL_OPT_OUT_HINT,
  ].join('\n');
  await mailOwners(deps, order.siteId, 'new_order', shop.recipients, { subject: inertText(newOrderOwnerSubject(order.reference, shop.title)), text });
}

/** The new-review mail to the site's owners when a review waits for moderation. */
export async function notifyOwnersOfReview(deps: MailDeps, siteId: string | null, review: { productName: string; rating: number; title: string }): Promise<void> {
  if (!siteId) return;
  const shop = await ownerAudience(deps.database.db, siteId, 'new_review').catch((error: unknown) => deps.logger.warn({ err: error }, 'owner notification not sent'));
  if (!shop || shop.recipients.length === 0) return;
  const text = [
    newReviewOwnerIntro(inertText(shop.title), inertText(review.productName), review.rating),
    `“${inertText(review.title)}”`,
    '',
    ownerMailLink('Reviews', `${publicUrl(deps.env)}${siteReviews(shop.uniqueId)}`),
    '',
    OWNER_MAIL_OPT_OUT_HINT,
  ].join('\n');
  await mailOwners(deps, siteId, 'new_review', shop.recipients, { subject: inertText(newReviewOwnerSubject(shop.title)), text });
}
