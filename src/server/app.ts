import path from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { publicUrl } from './env.ts';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { warnOfUncachedHost } from './render/uncached-host-warning.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import { resolveClientIp } from './http/client-ip.ts';
import { refuseCrossSiteWrites } from './http/cross-site-writes.ts';
import { HttpError, jsonError } from './http/errors.ts';
import { answerHeadAsGet } from './http/head-as-get.ts';
import { UPLOADS_MAX_WAITING, admitUploads } from './http/upload-admission.ts';
import { guardJsonBodies } from './http/json-body-guard.ts';
import { rejectMalformedUrl } from './http/malformed-url.ts';
import { guardFormBodies } from './http/form-body-guard.ts';
import { MEDIA_RESOURCE_POLICY, securityHeaders } from './http/security-headers.ts';
import { trailingSlashRedirect } from './http/trailing-slash.ts';
import { createNonce, CSP_HEADER, pagePolicy } from './http/content-security-policy.ts';
import { CLIENT_IP_HEADER } from './modules/auth/auth.public.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { adminSecondFactorGate } from './modules/auth/admin-second-factor-gate.ts';
import { signedInUser } from './modules/auth/signed-in-user.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { sitesRoutes, systemSitesRoutes } from './modules/sites/routes.ts';
import { shopRulesRoutes } from './modules/shop-rules/routes.ts';
import { sectionsRoutes } from './modules/sections/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { checkImageUrlRoutes } from './modules/media/check-image-url-routes.ts';
import { mediaApiRoutes, systemImagesRoutes } from './modules/media/api-routes.ts';
import { systemIconsRoutes } from './modules/icons/routes.ts';
import { systemColorsRoutes } from './modules/colors/routes.ts';
import { collectionsRoutes } from './modules/collections/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { productAdminRoutes } from './modules/products/admin-routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { accountReviewRoutes } from './modules/reviews/shopper-reviews.ts';
import { accountAddressRoutes } from './modules/addresses/routes.ts';
import { cartCheckoutRoutes, checkoutRoutes, webhookRoutes } from './modules/checkout/routes.ts';
import { accountOrderRoutes, invoiceLinkRoutes, orderRoutes } from './modules/orders/routes.ts';
import { shopOverviewRoutes } from './modules/shop/shop-overview.ts';
import { SUBMISSION_BODY_LIMIT_BYTES, VALIDATION_UPLOAD_PATH, dataRoutes, formRoutes } from './modules/data/routes.ts';
import { MEDIA_UPLOAD_PATH, mediaUploadBodyLimit } from './modules/media/upload-media.public.ts';
import { MARKDOWN_IMAGE_BODY_LIMIT_BYTES, markdownImageRoutes } from './modules/media/markdown-image-routes.ts';
import { MARKDOWN_IMAGE_PATH } from '#core/media/markdown-image.ts';
import { pageCacheMiddleware } from './render/cache-middleware.ts';
import { editorRoutes, pageHistoryRoutes, revalidateRoutes } from './modules/pages/routes.ts';
import { seoRoutes } from './modules/pages/seo-routes.ts';
import { altchaRoutes, turnstileRoutes } from './modules/challenge/routes.ts';
import { sendEmailsRoutes } from './modules/forms/send-emails-routes.ts';
import { outboxRoutes } from './modules/mail/outbox-routes.ts';
import { observeSources, recordAppRequest } from './observability/metrics.ts';
import { requestIdFrom } from './observability/request-id.ts';
import { METRICS_PATH, metricsHandler } from './observability/routes.ts';

/**
 * The whole HTTP surface. Mount order matters: health, auth, the other API routes, media and
 * static assets, then React Router for every page.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // GET /metrics reads this app's page cache and database (one app per process outside tests).
  observeSources({ pageCache: deps.pageCache, database: deps.database, cacheInvalidation: deps.cacheInvalidation });

  app.use(async (c, next) => {
    // A caller's (or proxy's) id is kept when it is safe to log and echo; else a new one.
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    const clientIp = resolveClientIp(c, deps.env.TRUSTED_PROXIES);
    // Only our server may say who the client is.
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientIp);
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('clientIp', clientIp);
    c.set('logger', deps.logger.child({ requestId }));
    c.set('user', null);
    // As the client sent it: answerHeadAsGet turns a HEAD into a GET.
    const method = c.req.method;
    const started = performance.now();
    await next();
    setHeaders(c, [['x-request-id', requestId]]);
    const elapsed = performance.now() - started;
    recordAppRequest(c.req.path, method, c.res.status, c.res.headers.get('x-cache'), elapsed / 1000);
    const ms = Math.round(elapsed * 10) / 10;
    c.get('logger').info({ method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use(answerHeadAsGet);

  const fixedHeaders = Object.entries(securityHeaders(deps.env));
  // Pages rendered by React Router bring their own policy (with their nonce); any other HTML
  // (error pages, redirects' bodies) gets the same policy with no inline script allowed.
  const fallbackPolicy = pagePolicy();
  app.use(async (c, next) => {
    await next();
    setHeaders(c, fixedHeaders);
    if (c.req.path.startsWith('/media/')) setHeaders(c, MEDIA_RESOURCE_POLICY);
    if (!c.res.headers.has(CSP_HEADER) && c.res.headers.get('content-type')?.startsWith('text/html')) setHeaders(c, [[CSP_HEADER, fallbackPolicy]]);
  });

  // Before anything reads the URL: a path that does not decode is a 400, never a 500.
  app.use(rejectMalformedUrl);
  app.use(refuseCrossSiteWrites(publicUrl(deps.env)));

  // Outside /api (not a cached page, no session or CSRF work), before the page cache and React Router.
  app.get(METRICS_PATH, metricsHandler);

  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });

  // Upload bodies are read whole: only so many bytes of them at once, the rest wait unread, before
  // anything reads them (the body limit buffers a body sent without Content-Length; decision 038).
  app.use(
    admitUploads([MEDIA_UPLOAD_PATH, MARKDOWN_IMAGE_PATH, '/api/data/*', VALIDATION_UPLOAD_PATH], {
      maxBytes: deps.env.UPLOAD_BYTES_IN_FLIGHT,
      maxWaiting: UPLOADS_MAX_WAITING,
    }),
  );
  // Bodies are bounded first, then checked for what their readers would choke on.
  // Uploads alone take larger bodies: up to five 4 MB images, or one video; the markdown
  // editor's one image (never less than the standard limit).
  app.use(
    requestBodyLimit(deps.env.BODY_LIMIT_BYTES, {
      [MEDIA_UPLOAD_PATH]: mediaUploadBodyLimit(deps.env.MEDIA_VIDEO_MAX_BYTES),
      [MARKDOWN_IMAGE_PATH]: Math.max(deps.env.BODY_LIMIT_BYTES, MARKDOWN_IMAGE_BODY_LIMIT_BYTES),
      // Form submissions with their files (several images of up to 4.5 MB).
      '/api/data/*': Math.max(deps.env.BODY_LIMIT_BYTES, SUBMISSION_BODY_LIMIT_BYTES),
      [VALIDATION_UPLOAD_PATH]: Math.max(deps.env.BODY_LIMIT_BYTES, SUBMISSION_BODY_LIMIT_BYTES),
    }),
  );
  app.use('/api/*', guardJsonBodies);
  app.use(guardFormBodies);

  // Resolve the session once for every request that may need it.
  app.use(async (c, next) => {
    if (!c.req.path.startsWith('/assets/') && c.req.header('cookie')) {
      c.set('user', await signedInUser(deps, c.req.raw.headers));
    }
    await next();
  });
  // REQUIRE_ADMIN_2FA: before every route and page (decision 032).
  app.use(adminSecondFactorGate);

  app.route('/api/health', healthRoutes);
  app.route('/api/auth', authRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/sites', sitesRoutes);
  // A site's shipping zones, taxes and discount codes (decision 065), beside its payment settings.
  app.route('/api/sites', shopRulesRoutes);
  // A site's reusable sections (decision 071).
  app.route('/api/sites', sectionsRoutes);
  app.route('/api/system_sites', systemSitesRoutes);
  app.route('/api/editor', editorRoutes);
  app.route('/api/page-history', pageHistoryRoutes);
  app.route('/api/revalidate', revalidateRoutes);
  app.route('/api/media', checkImageUrlRoutes);
  app.route('/api/media', mediaApiRoutes);
  app.route('/api/media', markdownImageRoutes);
  app.route('/api/system_images', systemImagesRoutes);
  app.route('/api/system_icons', systemIconsRoutes);
  app.route('/api/system_colors', systemColorsRoutes);
  app.route('/api/collections', collectionsRoutes);
  app.route('/api/altcha', altchaRoutes);
  app.route('/api/turnstile', turnstileRoutes);
  // One record, and the writes, of user data collections (the lists and DELETE are contentRoutes').
  app.route('/api/data', dataRoutes);
  app.route('/api/form', formRoutes);
  app.route('/api/form', sendEmailsRoutes);
  app.route('/api/mail', outboxRoutes);
  // The owner's Products screen (decision 051), before the storefront's list.
  app.route('/api/products/admin', productAdminRoutes);
  app.route('/api/products', productsRoutes);
  // The checkout calls of spec 3 §7 live under /api/cart beside the cart itself.
  app.route('/api/cart', cartCheckoutRoutes);
  app.route('/api/cart', cartRoutes);
  app.route('/api/checkout', checkoutRoutes);
  app.route('/api/webhooks', webhookRoutes);
  app.route('/api/orders', orderRoutes);
  app.route('/api/invoices', invoiceLinkRoutes);
  app.route('/api/shop', shopOverviewRoutes);
  app.route('/api/account', accountOrderRoutes);
  app.route('/api/account', accountReviewRoutes);
  app.route('/api/account', accountAddressRoutes);
  app.route('/api/wishlist', wishlistRoutes);
  app.route('/api/reviews', reviewsRoutes);
  // The content manager's GET lists and DELETEs; after the collection routers above, whose POSTs
  // (and middleware) run first on the same paths.
  app.route('/api', contentRoutes);
  app.all('/api/*', (c) => jsonError(c, 404, `No API route for ${c.req.method} ${c.req.path}`));

  app.use(trailingSlashRedirect);
  app.route('/media', mediaRoutes);
  app.route('/', seoRoutes);

  // Before static files: a page request should not cost a failed file lookup first.
  if (deps.renderPage && deps.pageCache) app.use('*', pageCacheMiddleware(deps.pageCache, { onOtherHost: warnOfUncachedHost(deps.logger) }));

  if (deps.clientAssetsDir) {
    const root = path.relative(process.cwd(), deps.clientAssetsDir) || '.';
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        // Vite puts a content hash in every file name under /assets.
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
      // The build writes .br and .gz beside each compressible file (vite-plugin-precompress-assets.ts).
      serveStatic({ root, precompressed: true }),
    );
    app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  if (deps.renderPage) {
    const render = deps.renderPage;
    app.all('*', (c) =>
      render(c.req.raw, {
        // Loaders, actions and render errors log with this request's id.
        deps: { ...deps, logger: c.get('logger') },
        user: c.get('user'),
        clientIp: c.get('clientIp'),
        requestId: c.get('requestId'),
        cspNonce: createNonce(),
      }),
    );
  }

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return jsonError(c, error.status, error.message, error.validationErrors ? { validationErrors: error.validationErrors } : {});
    }
    c.get('logger')?.error({ err: error }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return jsonError(c, 500, 'Internal server error');
    return c.text('Internal server error', 500);
  });

  app.notFound((c) => (c.req.path.startsWith('/api/') ? jsonError(c, 404, 'Not found') : c.text('Not found', 404)));

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Sets headers on the finished response in place (c.header() would rebuild every response).
 * Responses with immutable headers (Response.redirect) get a copy instead.
 */
function setHeaders(c: Context, headers: readonly (readonly [string, string])[]): void {
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of headers) c.res.headers.set(name, value);
  }
}
