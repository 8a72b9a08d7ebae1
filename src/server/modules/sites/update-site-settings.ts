import { eq } from 'drizzle-orm';
import { LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/modules/auth/access.ts';
import { canManageSite } from './access.ts';

export interface SiteSettingsInput {
  title: string;
  description: string;
  language: string;
  url: string;
  is_active: boolean;
}

// The site form of spec 2-management §5, plus the custom domain.
const RULES = { title: 'required|string|min:2|max:255', description: 'string|max:1000', language: 'required|select', url: 'url|max:255' };

/** Owners and admins change a site's settings; editors and strangers may not. */
export async function updateSiteSettings(db: Db, actor: Actor, uniqueId: string, input: SiteSettingsInput) {
  const [row] = await db.select({ id: site.id }).from(site).where(eq(site.uniqueId, uniqueId));
  if (!row) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, 'Only the site owner can change its settings');
  const validationErrors = validateFields({ ...input }, RULES) ?? {};
  if (!LANGUAGE_OPTIONS.some((l) => l.value === input.language)) (validationErrors.language ??= []).push('Choose one of the listed languages');
  if (Object.keys(validationErrors).length > 0) throw new HttpError(400, 'Please correct the highlighted fields.', validationErrors);
  await db
    .update(site)
    .set({
      title: input.title.trim(),
      description: input.description.trim(),
      language: input.language,
      url: input.url.trim() || null,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(eq(site.id, row.id));
}
