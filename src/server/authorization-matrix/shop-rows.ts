import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cart, document, review, shopOrder, shopRefund, sitePaymentSettings, wishlist } from '#server/db/schema.ts';
import { signedCreditNoteLink, signedInvoiceLink } from '#server/modules/orders/invoices.ts';
import { providerRefund } from '#server/modules/orders/refunds.public.ts';
import { transitionOrder } from '#server/modules/orders/transition-order.public.ts';
import { acmeId, ANYONE, type Cell, defineCase, NOBODY, type Row, sendJson, SIGNED_IN, SIGNED_IN_REFUSED, SITE_MEMBERS, solvedAltchaToken, t } from './matrix-kit.ts';
import { insertListFor, insertMatrixOrder, insertMatrixRecord, insertMatrixReview, listItemIds, orderStatus, recordExists, reviewRow } from './record-fixtures.ts';

/** A GET as the cell's caller. */
const getAs = (cell: Cell, url: string) => t.request(url, { cookie: cell.actor?.cookie, ip: cell.ip });

/** An acme invoice order of 10.00, paid (so numbered) through the one transition that pays orders. */
async function paidMatrixOrder(): Promise<string> {
  const { id } = await insertMatrixOrder('invoice');
  await t.deps.database.db.update(shopOrder).set({ subtotalCents: 1000, totalCents: 1000 }).where(eq(shopOrder.id, id));
  await transitionOrder(t.deps, id, 'paid', { source: 'owner' });
  return id;
}

export const SHOP_ROWS: Row[] = [
  // ---- Storefront lists (src/server/modules/cart/routes.ts): each user only ever their own ----
  {
    route: 'POST /api/cart',
    cases: [
      defineCase({
        name: "saves the caller's own cart (a product of acme, at ?siteId=acme)",
        expect: SIGNED_IN,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/cart?siteId=acme', { items: [{ id, quantity: 1 }] }),
        verify: async (cell, id, { allowed }) => {
          if (cell.actor) expect(await listItemIds(cart, cell.actor.userId)).toEqual(allowed ? [id] : []);
        },
      }),
    ],
  },
  {
    route: 'DELETE /api/cart',
    cases: [
      defineCase({
        name: "clears the caller's own cart, never another user's",
        expect: SIGNED_IN,
        arrange: async (cell) => {
          const id = await insertMatrixRecord(null);
          const others = await insertListFor(cart, id);
          if (cell.actor) await insertListFor(cart, id, cell.actor.userId);
          return { id, others };
        },
        act: (cell) => sendJson(cell, '/api/cart?siteId=acme', {}, 'DELETE'),
        verify: async (cell, { id, others }, { allowed }) => {
          if (cell.actor) expect(await listItemIds(cart, cell.actor.userId)).toEqual(allowed ? [] : [id]);
          expect(await listItemIds(cart, others)).toEqual([id]);
        },
      }),
    ],
  },
  // ---- Storefront lists (src/server/modules/wishlist/routes.ts): each user only ever their own ----
  {
    route: 'POST /api/wishlist',
    cases: [
      defineCase({
        name: "saves the caller's own wishlist (a product of acme, at ?siteId=acme)",
        expect: SIGNED_IN,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/wishlist?siteId=acme', { items: [{ id }] }),
        verify: async (cell, id, { allowed }) => {
          if (cell.actor) expect(await listItemIds(wishlist, cell.actor.userId)).toEqual(allowed ? [id] : []);
        },
      }),
    ],
  },
  {
    route: 'DELETE /api/wishlist',
    cases: [
      defineCase({
        name: "clears the caller's own wishlist, never another user's",
        expect: SIGNED_IN,
        arrange: async (cell) => {
          const id = await insertMatrixRecord(null);
          const others = await insertListFor(wishlist, id);
          if (cell.actor) await insertListFor(wishlist, id, cell.actor.userId);
          return { id, others };
        },
        act: (cell) => sendJson(cell, '/api/wishlist?siteId=acme', {}, 'DELETE'),
        verify: async (cell, { id, others }, { allowed }) => {
          if (cell.actor) expect(await listItemIds(wishlist, cell.actor.userId)).toEqual(allowed ? [] : [id]);
          expect(await listItemIds(wishlist, others)).toEqual([id]);
        },
      }),
    ],
  },
  // ---- Reviews (src/server/modules/reviews/routes.ts): visitors write, vote and report; members moderate ----
  {
    route: 'POST /api/reviews/submit',
    cases: [
      defineCase({
        name: 'submits a review of an acme product, pending approval (anyone, with a solved challenge)',
        expect: ANYONE,
        arrange: async () => ({ productId: await insertMatrixRecord(null), token: await solvedAltchaToken() }),
        act: (cell, { productId, token }: { productId: string; token: string }) =>
          sendJson(cell, '/api/reviews/submit', {
            product_id: productId,
            rating: 5,
            reviewer_name: 'Matrix',
            review_title: `Review ${cell.id}`,
            review_text: 'A review long enough to be valid.',
            would_recommend: 'yes',
            turnstileToken: token,
          }),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select({ status: review.status, siteId: review.siteId }).from(review).where(eq(review.reviewTitle, `Review ${cell.id}`));
          expect(rows).toEqual(allowed ? [{ status: 'pending', siteId: acmeId }] : []);
        },
      }),
    ],
  },
  {
    route: 'POST /api/reviews/actions',
    cases: [
      defineCase({
        name: 'votes an approved review helpful (anyone, once per voter)',
        expect: ANYONE,
        arrange: () => insertMatrixReview('approved'),
        act: (cell, id: string) => sendJson(cell, '/api/reviews/actions', { reviewId: id, action: 'helpful' }),
        verify: async (_c, id: string, { allowed }) => expect((await reviewRow(id))?.helpfulVotes).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'POST /api/reviews/moderation/:id',
    cases: [
      defineCase({
        name: 'approves a pending review of an acme product',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixReview('pending'),
        act: (cell, id: string) => sendJson(cell, `/api/reviews/moderation/${id}`, { action: 'approve' }),
        verify: async (_c, id: string, { allowed }) => expect((await reviewRow(id))?.status).toBe(allowed ? 'approved' : 'pending'),
      }),
    ],
  },
  // ---- Checkout and orders (src/server/modules/checkout/routes.ts, src/server/modules/orders/routes.ts) ----
  {
    route: 'POST /api/cart/offline-checkout',
    cases: [
      defineCase({
        name: "places an order paid on delivery (anyone; a signed-in buyer's order is theirs)",
        expect: ANYONE,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) =>
          sendJson(cell, '/api/cart/offline-checkout', { items: [{ productId: id, quantity: 1 }], siteId: 'acme', method: 'delivery', customer: { name: 'Matrix', email: `${cell.id}@matrix.test`, address: { line1: '1 Matrix Road', city: 'Matrix', postalCode: '10001', country: 'US' }, phone: '+1 212 555 0100' } }),
        verify: async (cell, _id, { allowed }) => {
          const rows = await t.deps.database.db.select({ userId: shopOrder.userId, siteId: shopOrder.siteId }).from(shopOrder).where(eq(shopOrder.email, `${cell.id}@matrix.test`));
          expect(rows).toEqual(allowed ? [{ userId: cell.actor?.userId ?? null, siteId: acmeId }] : []);
        },
      }),
    ],
  },
  {
    // The drawer's price check (decision 066): anyone's, and it changes nothing (no stock, no order).
    route: 'POST /api/checkout/quote',
    cases: [
      defineCase({
        name: 'prices a cart of acme by its rules, taking nothing',
        expect: ANYONE,
        arrange: async () => {
          const id = await insertMatrixRecord(null);
          await t.deps.database.db.update(document).set({ data: { title: 'Matrix', price: 7, stock: 3 } }).where(eq(document.id, id));
          return id;
        },
        act: (cell, id: string) => sendJson(cell, '/api/checkout/quote', { items: [{ productId: id, quantity: 2 }], siteId: 'acme', customer: { country: 'US' }, shippingRateId: null, discountCode: null }),
        verify: async (_c, id: string, { allowed, body }) => {
          if (allowed) expect(JSON.parse(body)).toMatchObject({ subtotalCents: 1400, totalCents: 1400, problems: {} });
          const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
          expect((row!.data as { stock: number }).stock).toBe(3);
        },
      }),
    ],
  },
  // The matrix app has no Stripe or PayPal account: those methods are not offered to anyone (the
  // payment tests run them against the local fakes).
  {
    route: 'POST /api/cart/stripe-checkout',
    cases: [defineCase({ name: 'starts a card checkout (no card account configured)', expect: NOBODY(400), act: (cell) => sendJson(cell, '/api/cart/stripe-checkout', { items: [], siteId: 'acme' }) })],
  },
  {
    route: 'POST /api/cart/paypal-checkout',
    cases: [defineCase({ name: 'starts a PayPal checkout (no PayPal account configured)', expect: NOBODY(400), act: (cell) => sendJson(cell, '/api/cart/paypal-checkout', { items: [], siteId: 'acme' }) })],
  },
  {
    route: 'POST /api/cart/paypal-capture',
    // The order's own PayPal app captures it (decision 058): an order nobody placed is not found first.
    cases: [defineCase({ name: 'captures a PayPal order that does not exist', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/cart/paypal-capture', { orderID: 'X', sessionToken: 'Y' }) })],
  },
  {
    route: 'POST /api/webhooks/stripe',
    cases: [defineCase({ name: 'delivers a Stripe event (no card account configured)', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/stripe', { id: 'evt_1' }) })],
  },
  {
    route: 'POST /api/webhooks/paypal',
    cases: [defineCase({ name: 'delivers a PayPal event (no PayPal account configured)', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/paypal', { id: 'WH-1' }) })],
  },
  {
    route: 'POST /api/webhooks/paypal/:siteId',
    cases: [defineCase({ name: "delivers a PayPal event to a shop's address (no PayPal account configured)", expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/paypal/acme', { id: 'WH-1' }) })],
  },
  {
    // Stripe Connect's endpoint (decision 063): not run by the matrix app (no STRIPE_CONNECT_CLIENT_ID), so 404 for anyone.
    route: 'POST /api/webhooks/stripe/connect',
    cases: [defineCase({ name: 'delivers a Stripe Connect event (Connect not enabled)', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/stripe/connect', { id: 'evt_1' }) })],
  },
  {
    // A site's own Stripe account (decision 058): acme has no keys of its own, so nobody reaches it.
    route: 'POST /api/webhooks/stripe/:siteId',
    cases: [defineCase({ name: "delivers a Stripe event to acme's own address (acme has no card keys)", expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/webhooks/stripe/acme', { id: 'evt_1' }) })],
  },
  {
    route: 'POST /api/checkout/cancel',
    cases: [
      defineCase({
        name: "cancels a pending PayPal order by its buyer's token (whoever holds it)",
        expect: ANYONE,
        arrange: () => insertMatrixOrder('paypal'),
        act: (cell, order: { id: string; token: string }) => sendJson(cell, '/api/checkout/cancel', { token: order.token }),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => expect(await orderStatus(order.id)).toBe(allowed ? 'cancelled' : 'pending'),
      }),
    ],
  },
  // ---- The owner's Products screen (src/server/modules/products/admin-routes.ts): current site members ----
  {
    route: 'POST /api/products/admin/bulk',
    cases: [
      defineCase({
        name: 'deactivates an acme product',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/products/admin/bulk', { siteId: 'acme', action: 'deactivate', ids: [id] }),
        verify: async (_c, id: string, { allowed }) => {
          const [row] = await t.deps.database.db.select({ status: sql<string | null>`${document.data}->>'status'` }).from(document).where(eq(document.id, id));
          expect(row?.status ?? null).toBe(allowed ? 'inactive' : null);
        },
      }),
      defineCase({
        name: 'deletes an acme product',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendJson(cell, '/api/products/admin/bulk', { siteId: 'acme', action: 'delete', ids: [id] }),
        verify: async (_c, id: string, { allowed }) => expect(await recordExists(id)).toBe(!allowed),
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/status',
    cases: [
      defineCase({
        name: 'marks an acme order paid',
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: () => insertMatrixOrder('invoice'),
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/status`, { status: 'paid' }),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => expect(await orderStatus(order.id)).toBe(allowed ? 'paid' : 'pending'),
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/note',
    cases: [
      defineCase({
        name: 'writes the private note of an acme order',
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: () => insertMatrixOrder('invoice'),
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/note`, { note: `note ${cell.id}` }),
        verify: async (cell, order: { id: string; token: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ note: shopOrder.privateNote }).from(shopOrder).where(eq(shopOrder.id, order.id));
          expect(row?.note).toBe(allowed ? `note ${cell.id}` : null);
        },
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/restock',
    cases: [
      defineCase({
        name: 'puts a refunded acme order’s items back in stock',
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: async () => {
          const order = await insertMatrixOrder('invoice');
          await t.deps.database.db.update(shopOrder).set({ status: 'refunded', stockHeld: true }).where(eq(shopOrder.id, order.id));
          return order;
        },
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/restock`, {}),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ stockHeld: shopOrder.stockHeld }).from(shopOrder).where(eq(shopOrder.id, order.id));
          expect(row?.stockHeld).toBe(!allowed);
        },
      }),
    ],
  },
  {
    route: 'POST /api/orders/:id/refund',
    cases: [
      defineCase({
        name: 'refunds part of a paid acme invoice order (recorded): its owners only',
        expect: { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 403 },
        arrange: async () => {
          const order = await insertMatrixOrder('invoice');
          await t.deps.database.db.update(shopOrder).set({ status: 'paid', subtotalCents: 1000, totalCents: 1000 }).where(eq(shopOrder.id, order.id));
          return order;
        },
        act: (cell, order: { id: string; token: string }) => sendJson(cell, `/api/orders/${order.id}/refund`, { amountCents: 400 }),
        verify: async (_c, order: { id: string; token: string }, { allowed }) => {
          const [row] = await t.deps.database.db.select({ refundedCents: shopOrder.refundedCents, status: shopOrder.status }).from(shopOrder).where(eq(shopOrder.id, order.id));
          expect(row).toEqual(allowed ? { refundedCents: 400, status: 'partially_refunded' } : { refundedCents: 0, status: 'paid' });
        },
      }),
    ],
  },
  // ---- Invoices and credit notes (src/server/modules/orders/routes.ts; decision 062): downloads, listed as the mutating routes are ----
  {
    route: 'GET /api/orders/:id/invoice.pdf',
    cases: [
      defineCase({
        name: "downloads a paid acme order's invoice: the site's members (another site's: 404, as the order itself)",
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: paidMatrixOrder,
        act: (cell, id: string) => getAs(cell, `/api/orders/${id}/invoice.pdf`),
        verify: async (_c, _id, { allowed, response }) => expect(response.headers.get('content-type')).toBe(allowed ? 'application/pdf' : 'application/json'),
      }),
    ],
  },
  // ---- The buyer mails' preview (src/server/modules/orders/routes.ts; decision 064) ----
  {
    route: 'GET /api/orders/mail-preview',
    cases: [
      defineCase({
        name: "previews acme's paid mail: the site's members (anyone else: 404, as an unknown site)",
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: async () => null,
        act: (cell) => getAs(cell, '/api/orders/mail-preview?siteId=acme&kind=paid'),
        verify: async (_c, _s, { allowed, body }) => {
          const mail = (JSON.parse(body) as { mail?: { subject: string } }).mail;
          expect(mail?.subject.includes('Acme') ?? false).toBe(allowed);
        },
      }),
    ],
  },
  {
    route: 'GET /api/orders/:id/refunds/:refundId/credit-note.pdf',
    cases: [
      defineCase({
        name: "downloads the credit note of an acme order's refund: the site's members",
        expect: { ...SITE_MEMBERS, nonMember: 404, otherSiteEditor: 404 },
        arrange: async () => {
          const id = await paidMatrixOrder();
          const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, id));
          await t.deps.database.db.transaction((tx) => providerRefund(tx, order!, 300, 'stripe'));
          const [refund] = await t.deps.database.db.select({ id: shopRefund.id }).from(shopRefund).where(eq(shopRefund.orderId, id));
          return { id, refundId: refund!.id };
        },
        act: (cell, { id, refundId }: { id: string; refundId: string }) => getAs(cell, `/api/orders/${id}/refunds/${refundId}/credit-note.pdf`),
        verify: async (_c, _s, { allowed, response }) => expect(response.headers.get('content-type')).toBe(allowed ? 'application/pdf' : 'application/json'),
      }),
    ],
  },
  {
    route: 'GET /api/account/orders/:id/invoice.pdf',
    cases: [
      defineCase({
        name: "downloads the caller's own order's invoice",
        expect: SIGNED_IN,
        arrange: async (cell) => {
          const id = await paidMatrixOrder();
          if (cell.actor) await t.deps.database.db.update(shopOrder).set({ userId: cell.actor.userId }).where(eq(shopOrder.id, id));
          return id;
        },
        act: (cell, id: string) => getAs(cell, `/api/account/orders/${id}/invoice.pdf`),
      }),
      defineCase({
        name: "never another buyer's (404 alike for everyone, the site's owners included)",
        expect: SIGNED_IN_REFUSED(404),
        arrange: paidMatrixOrder,
        act: (cell, id: string) => getAs(cell, `/api/account/orders/${id}/invoice.pdf`),
      }),
    ],
  },
  {
    route: 'GET /api/invoices/:file',
    cases: [
      defineCase({
        name: 'downloads an invoice with the signed link of the confirmation mail, signed in or not',
        expect: ANYONE,
        arrange: paidMatrixOrder,
        act: (cell, id: string) => getAs(cell, signedInvoiceLink(t.deps, id)),
      }),
      defineCase({
        name: 'refuses a link whose signature is not the server’s',
        expect: NOBODY(403),
        arrange: paidMatrixOrder,
        act: (cell, id: string) => getAs(cell, signedInvoiceLink(t.deps, id).replace(/sig=[^&]+/, 'sig=forged')),
      }),
    ],
  },
  {
    route: 'GET /api/invoices/:orderId/credit-notes/:file',
    cases: [
      defineCase({
        name: 'downloads a credit note with the signed link of the refund mail, signed in or not; a link for another refund is refused',
        expect: ANYONE,
        arrange: async () => {
          const id = await paidMatrixOrder();
          const [order] = await t.deps.database.db.select().from(shopOrder).where(eq(shopOrder.id, id));
          const move = await t.deps.database.db.transaction((tx) => providerRefund(tx, order!, 300, 'stripe'));
          return { id, refundId: move!.refundId };
        },
        act: (cell, { id, refundId }: { id: string; refundId: string }) => getAs(cell, signedCreditNoteLink(t.deps, id, refundId)),
        verify: async (cell, { id }: { id: string; refundId: string }, { response }) => {
          expect(response.headers.get('content-type')).toBe('application/pdf');
          // The link is for that refund alone: the order's other documents are not opened by it.
          const signed = new URL(signedCreditNoteLink(t.deps, id, crypto.randomUUID()), 'http://x');
          expect((await getAs(cell, `${signed.pathname}${signed.search}`)).status).toBe(404);
        },
      }),
    ],
  },
  // ---- A site's own payment accounts (src/server/modules/sites/routes.ts; decision 057): its owners only, admins included in the refusal ----
  {
    route: 'PUT /api/sites/:uniqueId/payment-settings',
    cases: [
      defineCase({
        name: "saves acme's payment keys, the secret sealed",
        expect: { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 403 },
        arrange: () => t.deps.database.db.delete(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acmeId)),
        act: (cell) => sendJson(cell, '/api/sites/acme/payment-settings', { stripeSecretKey: `sk_test_${cell.id}matrix`, paypalClientId: `client-${cell.id}` }, 'PUT'),
        verify: async (cell, _s, { allowed }) => {
          const rows = await t.deps.database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acmeId));
          expect(rows.map((row) => row.paypalClientId)).toEqual(allowed ? [`client-${cell.id}`] : []);
          if (allowed) expect(rows[0]!.stripeSecretKeySealed).toMatch(/^v1\./);
        },
      }),
    ],
  },
  {
    // The matrix app reaches no provider: with no keys saved, the owner is told to save them (409) before any call.
    route: 'POST /api/sites/:uniqueId/payment-settings/test',
    cases: [
      defineCase({
        name: "tests acme's Stripe connection (no keys saved)",
        expect: { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 409, admin: 403 },
        arrange: () => t.deps.database.db.delete(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acmeId)),
        act: (cell) => sendJson(cell, '/api/sites/acme/payment-settings/test', { provider: 'stripe' }),
      }),
    ],
  },
  // ---- Stripe Connect (src/server/modules/sites/routes.ts; decision 063): the site's owners only, admins included in the refusal ----
  {
    // The matrix app does not run Connect: the owner is told so (409) before Stripe is asked.
    route: 'POST /api/sites/:uniqueId/payment-settings/stripe-connect/onboarding',
    cases: [
      defineCase({
        name: "starts acme's Stripe onboarding (Connect not enabled)",
        expect: { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 409, admin: 403 },
        act: (cell) => sendJson(cell, '/api/sites/acme/payment-settings/stripe-connect/onboarding', {}),
      }),
    ],
  },
  {
    // Stripe's return_url: records what Stripe says of the account (a change of state), so it is listed though a GET.
    route: 'GET /api/sites/:uniqueId/payment-settings/stripe-connect/return',
    cases: [
      defineCase({
        name: "comes back from acme's Stripe onboarding (Connect not enabled)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 409, admin: 403 },
        act: (cell) => getAs(cell, '/api/sites/acme/payment-settings/stripe-connect/return'),
      }),
    ],
  },
  {
    route: 'GET /api/sites/:uniqueId/payment-settings/stripe-connect/refresh',
    cases: [
      defineCase({
        name: "asks a fresh onboarding link for acme (Connect not enabled)",
        expect: { anonymous: 'to-login', nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 409, admin: 403 },
        act: (cell) => getAs(cell, '/api/sites/acme/payment-settings/stripe-connect/refresh'),
      }),
    ],
  },
  {
    route: 'DELETE /api/sites/:uniqueId/payment-settings/stripe-connect',
    cases: [
      defineCase({
        name: "disconnects acme's connected Stripe account",
        expect: { anonymous: 401, nonMember: 404, otherSiteEditor: 404, editor: 403, owner: 'ok', admin: 403 },
        arrange: async () => {
          await t.deps.database.db.delete(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acmeId));
          await t.deps.database.db.insert(sitePaymentSettings).values({ siteId: acmeId, stripeAccountId: 'acct_matrix', stripeAccountConnected: true, stripeAccountChargesEnabled: true });
        },
        act: (cell) => sendJson(cell, '/api/sites/acme/payment-settings/stripe-connect', {}, 'DELETE'),
        verify: async (_cell, _s, { allowed }) => {
          const [row] = await t.deps.database.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, acmeId));
          expect(row).toMatchObject({ stripeAccountId: 'acct_matrix', stripeAccountConnected: !allowed });
        },
      }),
    ],
  },
];
