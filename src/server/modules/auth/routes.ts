import { Hono } from 'hono';
import { ACCOUNT_LOGOUT, LOGIN } from '#core/paths/routes.ts';
import { safeCallbackPath } from '#core/paths/safe-callback.ts';
import type { AppEnv } from '#server/http/app-env.ts';

/**
 * The spec's provider endpoints (/api/auth/signin, /api/auth/signout) in front of Better Auth's
 * own routes, which answer everything else under /api/auth.
 */
export const authRoutes = new Hono<AppEnv>()
  .get('/signin', (c) => {
    const callback = safeCallbackPath(c.req.query('callbackURL') ?? c.req.query('callbackUrl'));
    return c.redirect(`${LOGIN}?callbackURL=${encodeURIComponent(callback)}`, 302);
  })
  // A link may point here; signing out on a GET would let any page sign our users out, so a GET
  // leads to the confirmation page, whose form posts back here.
  .get('/signout', (c) => c.redirect(ACCOUNT_LOGOUT, 302))
  .post('/signout', async (c) => {
    const { auth } = c.get('deps');
    const response = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json');
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    if (!response.ok) {
      headers.set('content-type', 'application/json');
      const body = await response.json().catch(() => ({}));
      return new Response(JSON.stringify({ error: (body as { message?: string }).message ?? 'Sign-out failed' }), {
        status: response.status,
        headers,
      });
    }
    if (wantsJson) {
      headers.set('content-type', 'application/json');
      return new Response(JSON.stringify({ success: true }), { status: 200, headers });
    }
    headers.set('location', LOGIN);
    return new Response(null, { status: 303, headers });
  })
  .on(['GET', 'POST'], '/*', (c) => c.get('deps').auth.handler(c.req.raw));
