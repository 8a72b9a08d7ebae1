import { SITE_DESCRIPTION_RULE, SITE_TITLE_RULE } from '#core/sites/site-form-rules.ts';
import { randomInt } from 'node:crypto';
import { DEMO_COLLECTIONS, DEMO_CONTENT } from '#core/collections.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { validateValue } from '#core/rules/validate-value.ts';
import { SITE_IMAGE_INVALID, SITE_LANGUAGE_UNKNOWN, SITE_TYPE_UNKNOWN } from '#core/sites/messages.ts';
import { site, siteMember } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError, type ValidationErrors } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';

// The site form of spec 2-management §5: only the title is required.
const RULES = { title: SITE_TITLE_RULE, description: SITE_DESCRIPTION_RULE, image: 'string|max:2048', language: 'string', sources: 'string' };
const FORM_ERROR = 'Please correct the highlighted fields.';

// Lower-case letters and digits: the id is a path segment (/site-{id}) and must survive any URL.
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 10;
const ID_ATTEMPTS = 5;

export function generateSiteUniqueId(): string {
  let id = '';
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export interface CreatedSite {
  unique_id: string;
  title: string;
  description: string;
  image: string | null;
  language: string;
  sources: string;
  is_active: boolean;
  url: string | null;
  created_at: string;
  updated_at: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** An image is an absolute http(s) URL or one of our own media paths. */
function imageProblem(image: string): string | null {
  if (image.startsWith('/')) return image.startsWith('/media/') ? null : SITE_IMAGE_INVALID;
  return validateValue(image, 'url') === null ? null : SITE_IMAGE_INVALID;
}

/**
 * Any signed-in user may create a site (docs/decisions/012-site-creation-and-members.md): they become its
 * owner. The default pages are published afterwards by the browser (GET …/default-pages).
 */
export async function createSite(deps: Pick<AppDeps, 'database'>, actor: Actor | null, body: Record<string, unknown>, makeId = generateSiteUniqueId): Promise<CreatedSite> {
  if (!actor) throw new HttpError(401, 'Authentication required');
  const input = { title: text(body.title), description: text(body.description ?? ''), image: text(body.image ?? ''), language: text(body.language ?? ''), sources: text(body.sources ?? '') };
  const errors: ValidationErrors = validateFields(input, RULES) ?? {};
  const { title, description, image, language, sources } = input as Record<keyof typeof input, string>;
  if (!errors.image && image && imageProblem(image)) errors.image = [SITE_IMAGE_INVALID];
  if (!errors.language && language && !LANGUAGE_OPTIONS.some((l) => l.value === language)) errors.language = [SITE_LANGUAGE_UNKNOWN];
  if (!errors.sources && sources && !(DEMO_COLLECTIONS as readonly string[]).includes(sources)) errors.sources = [SITE_TYPE_UNKNOWN];
  if (Object.keys(errors).length > 0) throw new HttpError(400, FORM_ERROR, errors);

  const { db } = deps.database;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(site)
          .values({ uniqueId: makeId(), ownerId: actor.id, title, description, image: image || null, language: language || DEFAULT_LANGUAGE, sources: sources || DEMO_CONTENT })
          .returning();
        await tx.insert(siteMember).values({ siteId: row!.id, userId: actor.id, role: 'owner' });
        return {
          unique_id: row!.uniqueId,
          title: row!.title,
          description: row!.description,
          image: row!.image,
          language: row!.language,
          sources: row!.sources,
          is_active: row!.isActive,
          url: row!.url,
          created_at: row!.createdAt.toISOString(),
          updated_at: row!.updatedAt.toISOString(),
        };
      });
    } catch (error) {
      // A collision of random ids is rare; another draw settles it.
      if (attempt < ID_ATTEMPTS && isUniqueViolation(error, 'site_unique_id_unique')) continue;
      throw error;
    }
  }
}
