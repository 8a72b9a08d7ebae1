import type { MiddlewareHandler } from 'hono';

/**
 * HEAD is answered as GET would be, minus the body (RFC 9110 §9.3.2), for every route: pages,
 * cached or not, API routes, static files, errors. Hono routes a HEAD to the GET handlers and
 * drops the body, but the request they see still says HEAD, and React Router answers a HEAD with
 * an empty 200 of no type at all. So the request becomes a GET here. When GET would have
 * streamed a rendered answer (a page, JSON) without a length, the body is read to say it (what a
 * HEAD caller usually asks for); a file's body never is (files carry their length, and reading a
 * video to measure it is not worth it).
 */
const RENDERED = /^(text\/|application\/(json|xml|[\w.+-]+\+(json|xml)))/i;

export const answerHeadAsGet: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'HEAD') return next();
  c.req.raw = new Request(c.req.raw, { method: 'GET' });
  await next();
  const response = c.res;
  const headers = new Headers(response.headers);
  if (response.body !== null) {
    if (!headers.has('content-length') && RENDERED.test(headers.get('content-type') ?? '')) {
      headers.set('content-length', String((await response.arrayBuffer()).byteLength));
    } else await response.body.cancel();
  }
  c.res = new Response(null, { status: response.status, statusText: response.statusText, headers });
};
