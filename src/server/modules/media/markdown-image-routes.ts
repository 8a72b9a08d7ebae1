import { Hono } from 'hono';
import { MARKDOWN_IMAGE_FIELD, MARKDOWN_IMAGE_ONE_FILE, markdownImageResult, markdownImageText } from '#core/media/markdown-image.ts';
import { MAX_IMAGE_BYTES, MAX_MEDIA_ALT_LENGTH } from '#core/media/upload-limits.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import { readUploadForm } from './upload-form.ts';
import { MULTIPART_OVERHEAD_BYTES, uploadMedia } from './upload-media.public.ts';

/** One image and the site field: what the route's body limit must let through. */
export const MARKDOWN_IMAGE_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES;

/**
 * POST /api/media/markdown-image (multipart): `image` (exactly one file) and `siteId` (the
 * site's id or unique id; none = platform media, admins only). The markdown editor's upload
 * (spec 2 §7): the same checks, re-encoding and storage as POST /api/media/upload, answered as
 * `{ data: { image: { url, alt, title } }, error: null }` with alt and title taken from the
 * original file name (spec 2 §3). The new item is in the media library like any upload.
 */
export const markdownImageRoutes = new Hono<AppEnv>().post('/markdown-image', async (c) => {
  const upload = await readUploadForm(c, MARKDOWN_IMAGE_ONE_FILE);
  if (upload instanceof Response) return upload;
  const { user, form, siteId } = upload;
  const parts = form.getAll(MARKDOWN_IMAGE_FIELD);
  const file = parts[0];
  if (parts.length !== 1 || typeof file === 'string' || file === undefined) return jsonError(c, 400, MARKDOWN_IMAGE_ONE_FILE);
  const [stored] = await uploadMedia(c.get('deps'), { siteId, ownerId: user.id, kind: 'image', files: [file], alts: [markdownImageText(file.name).slice(0, MAX_MEDIA_ALT_LENGTH)] });
  return c.json({ data: { image: markdownImageResult(stored!.url, file.name) }, error: null }, 201);
});
