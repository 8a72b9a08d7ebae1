import { SITE_DESCRIPTION_RULE, SITE_TITLE_RULE } from '#core/sites/site-form-rules.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { customDomainProblem, siteDomainOf } from '#core/sites/custom-domain.ts';
import { SITE_DOMAIN_TAKEN, SITE_LANGUAGE_UNKNOWN } from '#core/sites/messages.ts';
import { site } from '#server/db/schema.ts';
import { publicUrl } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { canManageSite } from '#server/shared/access/site-access.ts';

export interface SiteSettingsInput {
  title: string;
  description: string;
  language: string;
  url: string;
  is_active: boolean;
}

type Deps = Pick<AppDeps, 'database' | 'env' | 'invalidatePages'>;

// The site form of spec 2-management §5, plus the custom domain.
const RULES = { title: SITE_TITLE_RULE, description: SITE_DESCRIPTION_RULE, language: 'required|select', url: 'url|max:255' };
const FORM_ERROR = 'Please correct the highlighted fields.';

/** 128 random bits, as 32 hex characters: what the owner publishes in DNS or in a file. */
const newDomainToken = () => randomBytes(16).toString('hex');

/** Whether another site has proved `domain` (a claim carried over from before proofs does not count: a proof takes it over). */
async function provedElsewhere(deps: Deps, domain: string, siteId: string): Promise<boolean> {
  const [taken] = await deps.database.db
    .select({ id: site.id })
    .from(site)
    .where(and(eq(site.domain, domain), ne(site.id, siteId), isNotNull(site.domainVerifiedAt), ne(site.domainProof, 'legacy')))
    .limit(1);
  return taken !== undefined;
}

/** Owners and admins change a site's settings; editors and strangers may not. */
export async function updateSiteSettings(deps: Deps, actor: Actor, uniqueId: string, input: SiteSettingsInput) {
  const { db } = deps.database;
  const [row] = await db.select({ id: site.id, domain: site.domain }).from(site).where(eq(site.uniqueId, uniqueId));
  if (!row) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, 'Only the site owner can change its settings');
  const validationErrors = validateFields({ ...input }, RULES) ?? {};
  if (!LANGUAGE_OPTIONS.some((l) => l.value === input.language)) (validationErrors.language ??= []).push(SITE_LANGUAGE_UNKNOWN);
  const url = input.url.trim();
  const domain = url ? siteDomainOf(url) : null;
  // Says more than the url rule's message (which also lets localhost and IPs through), so it replaces it.
  const domainProblem = domain === null ? null : customDomainProblem(domain, new URL(publicUrl(deps.env)).hostname);
  if (domainProblem) validationErrors.url = [domainProblem];
  const domainChanged = domain !== row.domain;
  if (!domainProblem && domain !== null && domainChanged && (await provedElsewhere(deps, domain, row.id))) validationErrors.url = [SITE_DOMAIN_TAKEN];
  if (Object.keys(validationErrors).length > 0) throw new HttpError(400, FORM_ERROR, validationErrors);
  await db
    .update(site)
    .set({
      title: input.title.trim(),
      description: input.description.trim(),
      language: input.language,
      url: url || null,
      // A new domain starts unproved, with a new token (decision 037): typing a domain claims nothing.
      ...(domainChanged ? { domain, domainToken: domain === null ? null : newDomainToken(), domainVerifiedAt: null, domainProof: null } : {}),
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(eq(site.id, row.id));
  // Every setting shows in the site's pages (title, language, canonical origin) or decides whether
  // they are served at all, and pages cached under an old domain carry the same site tag.
  await deps.invalidatePages({ tags: [scopeTagOf(row.id)] });
}
