import { Hono } from 'hono';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_FILES, MAX_IMAGE_BYTES, MAX_IMAGE_FILES, MAX_VIDEO_FILES, UPLOAD_DOCUMENT_MIMES, UPLOAD_IMAGE_MIMES, UPLOAD_VIDEO_MIMES, type MediaKind } from '#core/media/upload-limits.ts';
import { UPLOAD_NOT_MULTIPART, UPLOAD_UNKNOWN_KIND } from '#core/media/upload-messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError, readJsonObject } from '#server/http/errors.ts';
import { requireUser } from '#server/http/require-user.ts';
import { deleteMediaItem, readMediaEdits, recordSystemImage, updateMediaItem } from './media-items.public.ts';
import { readUploadForm } from './upload-form.ts';
import { uploadMedia } from './upload-media.public.ts';

const KINDS: readonly MediaKind[] = ['image', 'document', 'video'];

/**
 * POST /api/media/upload (multipart): `files` (one or more), `kind` (image by default, document,
 * video), `siteId` (the site's id or unique id; none = platform media, admins only), `alt` once
 * per file in file order. Answers { files: [...] }.
 * GET /api/media/limits: what one upload may carry, per kind (the video size is configured on the
 * server, so the upload panel reads it here rather than guessing).
 * PATCH /api/media/:id (JSON name, description, alt) and DELETE /api/media/:id.
 */
export const mediaApiRoutes = new Hono<AppEnv>()
  .post('/upload', async (c) => {
    const upload = await readUploadForm(c, UPLOAD_NOT_MULTIPART);
    if (upload instanceof Response) return upload;
    const { user, form, siteId } = upload;
    const kindField = form.get('kind') ?? 'image';
    if (!KINDS.includes(kindField as MediaKind)) return jsonError(c, 400, UPLOAD_UNKNOWN_KIND);
    const files = form.getAll('files').filter((value): value is File => typeof value !== 'string');
    const alts = form.getAll('alt').map((value) => (typeof value === 'string' ? value : ''));
    const uploaded = await uploadMedia(c.get('deps'), { siteId, ownerId: user.id, kind: kindField as MediaKind, files, alts });
    return c.json({ files: uploaded }, 201);
  })
  .get('/limits', requireUser, (c) =>
    c.json({
      error: null,
      limits: {
        image: { maxFiles: MAX_IMAGE_FILES, maxBytes: MAX_IMAGE_BYTES, mimes: UPLOAD_IMAGE_MIMES },
        document: { maxFiles: MAX_DOCUMENT_FILES, maxBytes: MAX_DOCUMENT_BYTES, mimes: UPLOAD_DOCUMENT_MIMES },
        video: { maxFiles: MAX_VIDEO_FILES, maxBytes: c.get('deps').env.MEDIA_VIDEO_MAX_BYTES, mimes: UPLOAD_VIDEO_MIMES },
      },
    }),
  )
  .patch('/:id', requireUser, async (c) => {
    const file = await updateMediaItem(c.get('deps'), c.get('user')!, c.req.param('id'), readMediaEdits(await readJsonObject(c)));
    return c.json({ file });
  })
  .delete('/:id', requireUser, async (c) => {
    await deleteMediaItem(c.get('deps'), c.get('user')!, c.req.param('id'));
    return c.json({ success: true });
  });

/** POST /api/system_images (spec 2 §7): JSON url, name, description, alt, optional siteId. */
export const systemImagesRoutes = new Hono<AppEnv>().use(requireUser).post('/', async (c) => {
  const body = await readJsonObject(c);
  const siteId = body.siteId === undefined ? undefined : body.siteId === null ? null : typeof body.siteId === 'string' ? body.siteId : null;
  if (body.siteId !== undefined && body.siteId !== null && typeof body.siteId !== 'string') throw new HttpError(400, 'siteId must be a string');
  const file = await recordSystemImage(c.get('deps'), c.get('user')!, { url: body.url, siteId, edits: readMediaEdits(body) });
  return c.json({ error: null, file });
});
