import { Hono } from 'hono';
import { MEDIA_IMAGE_WIDTHS as IMAGE_WIDTHS } from '#core/media/image-widths.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import type { StoredObject } from '#server/providers/storage/port.ts';
import { MAX_IMAGE_PIXELS } from '#core/media/upload-limits.ts';
import { imageWorkOf } from './image-work.ts';
import { loadSharp } from './load-sharp.ts';

const RESIZABLE = new Set(['image/webp', 'image/png', 'image/jpeg', 'image/avif']);
const VARIANTS_PREFIX = '_variants';
/**
 * Width variants wait in the image work queue like uploads, but many more may wait: a page's
 * first view asks for all its images at once, and a variant is cheap (JPEG and WebP shrink as
 * they are decoded) and made only once.
 */
const VARIANTS_MAX_WAITING = 100;

/**
 * Serves stored uploads, and resized WebP variants (`?w=640`) made with sharp on first request
 * and kept in storage beside the original.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
  if (key.startsWith(`${VARIANTS_PREFIX}/`)) return c.text('Not found', 404);
  const { storage } = c.get('deps');
  const widthParam = c.req.query('w');
  let object: StoredObject | null;
  if (widthParam !== undefined) {
    const width = Number(widthParam);
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return c.text(`Unsupported width; use one of ${IMAGE_WIDTHS.join(', ')}`, 400);
    const variantKey = `${VARIANTS_PREFIX}/w${width}/${key}.webp`;
    object = await storage.get(variantKey);
    if (!object) {
      // The original is read inside the job: a waiting request holds no image.
      object = await imageWorkOf(c.get('deps')).run(
        async () => {
          const original = await storage.get(key);
          if (!original || !RESIZABLE.has(original.contentType)) return original;
          const sharp = await loadSharp();
          const body = await sharp(original.body, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
          await storage.put(variantKey, body, 'image/webp');
          return { body, contentType: 'image/webp', size: body.length, modifiedAt: new Date() };
        },
        { maxWaiting: VARIANTS_MAX_WAITING },
      );
    }
  } else {
    object = await storage.get(key);
  }
  if (!object) return c.text('Not found', 404);
  const etag = `"${object.size.toString(16)}-${object.modifiedAt.getTime().toString(16)}${widthParam ? `-w${widthParam}` : ''}"`;
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
