import type { Context } from 'hono';
import { UPLOAD_FORBIDDEN, UPLOAD_SITE_NOT_FOUND, UPLOAD_UNAUTHORIZED } from '#core/media/upload-messages.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { jsonError } from '#server/http/errors.ts';
import type { SessionUser } from '#server/modules/auth/auth.public.ts';
import { canEditMediaOf, findSiteId } from '#server/shared/access/media-access.ts';

type UploadForm = { user: SessionUser; form: FormData; siteId: string | null };

/**
 * The start every multipart media upload shares: a signed-in user (401), a multipart body (400 with
 * `notMultipart`, the route's own message), the `siteId` field (the site's id or unique id; none =
 * platform media) naming a site (404), and the right to edit that site's media (403). Answers the
 * error response, or the user, the parsed form and the site's id.
 */
export async function readUploadForm(c: Context<AppEnv>, notMultipart: string): Promise<Response | UploadForm> {
  const user = c.get('user');
  if (!user) return jsonError(c, 401, UPLOAD_UNAUTHORIZED);
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return jsonError(c, 400, notMultipart);
  const form = await c.req.formData();
  const { db } = c.get('deps').database;
  const siteField = form.get('siteId');
  let siteId: string | null = null;
  if (typeof siteField === 'string' && siteField.trim() !== '') {
    siteId = await findSiteId(db, siteField.trim());
    if (!siteId) return jsonError(c, 404, UPLOAD_SITE_NOT_FOUND);
  }
  if (!(await canEditMediaOf(db, user, siteId))) return jsonError(c, 403, UPLOAD_FORBIDDEN);
  return { user, form, siteId };
}
