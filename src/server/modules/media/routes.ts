import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';

/** Serves stored uploads. Keys are content-addressed or unique, so they cache for a day. */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
  const object = await c.get('deps').storage.get(key);
  if (!object) return c.text('Not found', 404);
  const etag = `"${object.size.toString(16)}-${object.modifiedAt.getTime().toString(16)}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
  return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    // Uploaded SVG must never run script when opened directly.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
