import { Hono, type MiddlewareHandler } from 'hono';
import { LOGIN, siteSettings, withCallback } from '#core/paths/routes.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { createSite } from './create-site.ts';
import { getDefaultPages } from './get-default-pages.ts';
import { listSitesForActor } from './queries.public.ts';
import { verifySiteDomain } from './verify-site-domain.ts';
import { readSitePaymentSettings, saveSitePaymentSettings } from '#server/modules/shop/site-payment-settings.public.ts';
import { testSitePaymentConnection } from '#server/modules/shop/site-payment-connection.public.ts';
import { disconnectStripeConnect, readStripeConnect, refreshStripeConnectLink, returnFromStripeConnect, startStripeConnectOnboarding } from '#server/modules/shop/stripe-connect.public.ts';

const signInFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) return c.redirect(withCallback(LOGIN, siteSettings(encodeURIComponent(c.req.param('uniqueId') ?? ''))), 303);
  await next();
};

export const sitesRoutes = new Hono<AppEnv>()
  // Stripe's return_url and refresh_url: the owner's browser comes back here from Stripe's hosted
  // onboarding, a page navigation, so a session that ended meanwhile leads to the sign-in and on to the
  // site's settings (whose Stripe Connect panel continues from there), not to a JSON 401.
  .get('/:uniqueId/payment-settings/stripe-connect/return', signInFirst, async (c) => {
    return c.redirect(await returnFromStripeConnect(c.get('deps'), c.get('user')!, c.req.param('uniqueId')), 303);
  })
  .get('/:uniqueId/payment-settings/stripe-connect/refresh', signInFirst, async (c) => {
    return c.redirect(await refreshStripeConnectLink(c.get('deps'), c.get('user')!, c.req.param('uniqueId')), 303);
  })
  .use(requireUser)
  .get('/', async (c) => {
    const sites = await listSitesForActor(c.get('deps').database.db, c.get('user')!);
    return c.json({ data: sites, pagination: { total: sites.length } });
  })
  // A site's own payment accounts (issue 25; decision 057), its owners only: secrets are never answered, only their last four characters.
  .get('/:uniqueId/payment-settings', async (c) => {
    return c.json({ settings: await readSitePaymentSettings(c.get('deps'), c.get('user')!, c.req.param('uniqueId')), error: null });
  })
  .put('/:uniqueId/payment-settings', async (c) => {
    const settings = await saveSitePaymentSettings(c.get('deps'), c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c));
    return c.json({ settings, error: null });
  })
  // Test connection: one call to the provider with the stored keys; 200 with the verdict, a refused key included.
  .post('/:uniqueId/payment-settings/test', async (c) => {
    const result = await testSitePaymentConnection(c.get('deps'), c.get('user')!, c.req.param('uniqueId'), await readJsonObject(c));
    return c.json({ result, error: null });
  })
  // Stripe Connect (decision 063), owners only: the site's connected account, its onboarding and its disconnect.
  .get('/:uniqueId/payment-settings/stripe-connect', async (c) => {
    return c.json({ connect: await readStripeConnect(c.get('deps'), c.get('user')!, c.req.param('uniqueId')), error: null });
  })
  .post('/:uniqueId/payment-settings/stripe-connect/onboarding', async (c) => {
    const { url } = await startStripeConnectOnboarding(c.get('deps'), c.get('user')!, c.req.param('uniqueId'));
    return c.json({ url, error: null });
  })
  .delete('/:uniqueId/payment-settings/stripe-connect', async (c) => {
    return c.json({ connect: await disconnectStripeConnect(c.get('deps'), c.get('user')!, c.req.param('uniqueId')), error: null });
  });

/** The spec's sites collection (spec 2-management §7): create a site, then fetch its default pages to publish. */
export const systemSitesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const created = await createSite(c.get('deps'), c.get('user'), await readJsonObject(c));
    return c.json({ site: created, error: null }, 201);
  })
  .get('/:uniqueId/default-pages', async (c) => {
    return c.json({ data: await getDefaultPages(c.get('deps'), c.get('user'), c.req.param('uniqueId')), error: null });
  })
  // The site settings screen's Verify (decision 037): 200 once the custom domain is proved, 400 saying what was not found.
  .post('/:uniqueId/verify-domain', async (c) => {
    const verified = await verifySiteDomain(c.get('deps'), c.get('user')!, c.req.param('uniqueId'));
    return c.json({ verified: true, ...verified, error: null });
  });
