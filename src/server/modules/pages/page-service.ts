import { and, desc, eq } from 'drizzle-orm';
import { validateFields } from '#core/rules/validate-fields.ts';
import { validatePreventSystemPath } from '#core/rules/system-path-rules.ts';
import { validatePageRecord } from '#core/pages/validate-page-record.ts';
import { PATH_MUST_START_WITH_SLASH } from '#core/rules/messages.ts';
import { validatePath } from '#core/rules/path-rule.ts';
import { parseBaseVersion } from '#core/pages/page-version.ts';
import { deriveTitleFromPath } from '#core/paths/derive-title.ts';
import { mapPageTree, PageTreeError } from '#core/pages/page-tree.ts';
import type { Db } from '#server/db/client.ts';
import { page, pageVersion, site, user } from '#server/db/schema.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import { currentVersionOf, VersionConflictError } from './page-version-conflict.ts';
import type { Actor } from '#server/modules/auth/access.ts';
import { replaceFormBindings } from '#server/modules/data/form-bindings.ts';
import { canEditPagesOf } from './access.ts';
import { neutraliseDangerousUrls, PAGE_DATA_MAX_BYTES, type PuckData } from './page-data.ts';
import { cacheTagsOf, pageTargetOf, type PageTarget } from './page-target.ts';

type PageRow = typeof page.$inferSelect;

export interface EditorPage {
  id: string;
  path: string;
  pathWithNoSite: string;
  title: string;
  description: string;
  data: PuckData;
  draft: PuckData | null;
  is_template: boolean;
  is_system: boolean;
  /** The number of the latest published version; 0 for a page never published. */
  version: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export function toEditorPage(row: PageRow, version: number): EditorPage {
  return {
    id: row.id,
    path: row.path,
    pathWithNoSite: row.pathWithNoSite,
    title: row.title,
    description: row.description,
    data: row.data as PuckData,
    draft: (row.draft as PuckData | null) ?? null,
    is_template: row.kind === 'template',
    is_system: row.kind === 'system',
    version,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Deps = Pick<AppDeps, 'database'> & { invalidatePages?: AppDeps['invalidatePages']; logger?: AppDeps['logger'] };

/** Validates the path and finds the site, then checks the actor may edit pages there. */
export async function authorise(db: Db, actor: Actor | null, record: Record<string, unknown>, { validate = true } = {}) {
  if (!actor) throw new HttpError(401, 'Authentication required');
  if (typeof record.path !== 'string' || !record.path.startsWith('/')) {
    // The path rule's own message: an empty or missing path is "cannot be empty", not "must start with a slash".
    const message = validatePath(record.path) ?? PATH_MUST_START_WITH_SLASH;
    throw new HttpError(400, message, { path: [message] });
  }
  const validationErrors = validate ? validatePageRecord(record) : null;
  if (validationErrors) throw new HttpError(400, validationErrors.path?.[0] ?? 'Invalid path', validationErrors);
  const target = pageTargetOf(record.path, record);
  if (validate && target.kind === 'page') {
    const reserved = validatePreventSystemPath(target.pathWithNoSite);
    if (reserved) throw new HttpError(400, reserved, { path: [reserved] });
  }
  let siteRow: { id: string; uniqueId: string; title: string; language: string } | null = null;
  if (target.siteUniqueId) {
    const [found] = await db
      .select({ id: site.id, uniqueId: site.uniqueId, title: site.title, language: site.language })
      .from(site)
      .where(eq(site.uniqueId, target.siteUniqueId));
    // Unknown and forbidden sites look alike to someone without access.
    if (!found) throw new HttpError(actorIsAdmin(actor) ? 404 : 403, actorIsAdmin(actor) ? 'Site not found' : 'You do not have permission to edit this page');
    siteRow = found;
  }
  if (!(await canEditPagesOf(db, actor, siteRow?.id ?? null))) throw new HttpError(403, 'You do not have permission to edit this page');
  return { target, siteRow };
}

const actorIsAdmin = (actor: Actor) => actor.role === 'admin';

async function findPage(db: Db, path: string): Promise<PageRow | null> {
  const [row] = await db.select().from(page).where(eq(page.path, path));
  return row ?? null;
}

/** GET /api/editor{path}: the page for the editor, or null for a page that does not exist yet. */
export async function getEditorPage(deps: Deps, actor: Actor | null, path: string, flags: { is_template?: boolean; is_system?: boolean }) {
  const { db } = deps.database;
  // Opening the editor needs no valid path: publishing checks it, with the spec's messages.
  const { target, siteRow } = await authorise(db, actor, { path, ...flags }, { validate: false });
  const row = await findPage(db, target.path);
  const version = row ? await currentVersionOf(db, row.id) : 0;
  return {
    page: row ? toEditorPage(row, version) : null,
    // What the editor sends back as baseVersion when it publishes (0: no page yet).
    version,
    root: { site: siteRow ? { unique_id: siteRow.uniqueId, title: siteRow.title, language: siteRow.language } : null },
    defaults: { title: deriveTitleFromPath(target.pathWithNoSite), description: deriveTitleFromPath(target.pathWithNoSite) },
    error: null,
  };
}

/**
 * The document as it may be stored: a known shape of known blocks (every zone and slot walked),
 * with no server-derived props (`_html`, `_svg`, …: the server computes those when rendering)
 * and no script URLs.
 */
async function checkedData(value: unknown): Promise<PuckData> {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null));
  if (bytes > PAGE_DATA_MAX_BYTES) {
    throw new HttpError(413, `Page data is too large (${Math.ceil(bytes / 1024)} KB; the limit is ${PAGE_DATA_MAX_BYTES / 1024} KB).`, {
      data: ['Page data is too large.'],
    });
  }
  const walked = await mapPageTree(value, { invalid: 'refuse' }).catch((error: unknown) => {
    if (error instanceof PageTreeError) throw new HttpError(400, error.message, { data: [error.message] });
    throw error;
  });
  return neutraliseDangerousUrls(walked);
}

const META_RULES = { title: 'string|max:255', description: 'string|max:1000' };

/**
 * POST /api/editor. Publishing stores the data, a new version and clears the draft; with
 * `draft: true` only the working copy is saved and visitors see nothing new.
 *
 * Both need `baseVersion`, the published version the editor started from, and are refused with a
 * 409 when it is no longer the latest: checked under the page's row lock, so of two saves from the
 * same base exactly one succeeds (decision 036). A restore passes `baseVersion: 'latest'`: it is an
 * explicit choice of what goes live, made from the list of versions.
 */
export async function savePage(
  deps: Deps,
  actor: Actor | null,
  record: Record<string, unknown>,
  options: { draft: boolean; baseVersion?: 'latest' },
) {
  const { db } = deps.database;
  const { target, siteRow } = await authorise(db, actor, record);
  let baseVersion: number | 'latest' = 'latest';
  if (options.baseVersion !== 'latest') {
    const parsed = parseBaseVersion(record.baseVersion);
    if (!parsed.ok) throw new HttpError(400, parsed.error, { baseVersion: [parsed.error] });
    baseVersion = parsed.value;
  }
  const data = await checkedData(record.data);
  const metaErrors = validateFields({ title: record.title, description: record.description }, META_RULES);
  if (metaErrors) throw new HttpError(400, 'Please correct the page title or description.', metaErrors);
  const title = (typeof record.title === 'string' && record.title.trim()) || deriveTitleFromPath(target.pathWithNoSite);
  const description = (typeof record.description === 'string' && record.description.trim()) || title;
  const now = new Date();

  const saved = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(page).where(eq(page.path, target.path)).for('update');
    if (existing && existing.kind !== target.kind) {
      throw new HttpError(409, `A ${existing.kind} already exists at ${target.path}.`, { path: [`A ${existing.kind} already exists at this path.`] });
    }
    // Read under the row lock taken above: a concurrent save of this page waits here until this
    // one commits, then sees the version it added.
    const current = existing ? await currentVersionOf(tx, existing.id) : 0;
    if (baseVersion !== 'latest' && baseVersion !== current) throw new VersionConflictError(baseVersion, current);
    if (options.draft) {
      if (existing) {
        const [row] = await tx.update(page).set({ draft: data, updatedAt: now }).where(eq(page.id, existing.id)).returning();
        return { row: row!, version: current };
      }
      // A page drafted before its first publish: empty published data, so visitors see nothing.
      const [row] = await tx
        .insert(page)
        .values({ ...rowValues(target, siteRow?.id ?? null, title, description), data: { root: { props: {} }, content: [] }, draft: data, publishedAt: null })
        .returning();
      return { row: row!, version: 0 };
    }
    const row = existing
      ? (await tx.update(page).set({ title, description, data, draft: null, publishedAt: now, updatedAt: now }).where(eq(page.id, existing.id)).returning())[0]!
      : (await tx.insert(page).values({ ...rowValues(target, siteRow?.id ?? null, title, description), data, publishedAt: now }).returning())[0]!;
    const version = current + 1;
    await tx.insert(pageVersion).values({
      pageId: row.id,
      version,
      title,
      description,
      data,
      publishedBy: actor!.id,
      publishedAt: now,
    });
    // The published Form blocks are what visitors may submit through (decision 019).
    const unbound = await replaceFormBindings(tx, row, data);
    if (unbound.length > 0) deps.logger?.warn({ path: target.path, unbound }, 'published forms that take no submissions');
    return { row, version };
  }).catch(async (error: unknown) => {
    // Two first saves of one new path at once: there was no row to lock, the unique path index
    // lets one win, and the other learns what is there now.
    if (isUniqueViolation(error)) {
      const created = await findPage(db, target.path);
      throw new VersionConflictError(baseVersion === 'latest' ? 0 : baseVersion, created ? await currentVersionOf(db, created.id) : 0);
    }
    throw error;
  });

  if (!options.draft) await deps.invalidatePages?.({ tags: [cacheTagsOf(siteRow?.id ?? null, target.pathWithNoSite)[0]!] });
  return toEditorPage(saved.row, saved.version);
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function rowValues(target: PageTarget, siteId: string | null, title: string, description: string) {
  return { siteId, kind: target.kind, path: target.path, pathWithNoSite: target.pathWithNoSite, title, description };
}

/** DELETE /api/editor: the page, its versions and its cached copies. */
export async function deletePage(deps: Deps, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target, siteRow } = await authorise(db, actor, record);
  const removed = await db.delete(page).where(eq(page.path, target.path)).returning({ id: page.id });
  if (removed.length === 0) throw new HttpError(404, `Page with path '${target.path}' not found`);
  await deps.invalidatePages?.({ tags: [cacheTagsOf(siteRow?.id ?? null, target.pathWithNoSite)[0]!] });
  return { success: true, is_template: target.kind === 'template' };
}

/** The published versions of a page, newest first, with who published them. */
export async function listVersions(deps: Deps, actor: Actor | null, path: string, flags: { is_template?: boolean; is_system?: boolean }) {
  const { db } = deps.database;
  const { target } = await authorise(db, actor, { path, ...flags }, { validate: false });
  const row = await findPage(db, target.path);
  if (!row) return [];
  const versions = await db
    .select({ version: pageVersion.version, title: pageVersion.title, publishedAt: pageVersion.publishedAt, name: user.name, email: user.email })
    .from(pageVersion)
    .leftJoin(user, eq(user.id, pageVersion.publishedBy))
    .where(eq(pageVersion.pageId, row.id))
    .orderBy(desc(pageVersion.version));
  return versions.map((v) => ({
    version: v.version,
    title: v.title,
    published_at: v.publishedAt.toISOString(),
    published_by: v.name ?? v.email ?? 'A deleted user',
    current: v.version === versions[0]?.version,
  }));
}

/** Restoring publishes the old version's content again, as a new version. */
export async function restoreVersion(deps: Deps, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target } = await authorise(db, actor, record);
  const version = Number(record.version);
  if (!Number.isInteger(version) || version < 1) throw new HttpError(400, 'version must be a positive whole number', { version: ['Choose a version to restore.'] });
  const row = await findPage(db, target.path);
  if (!row) throw new HttpError(404, `Page with path '${target.path}' not found`);
  const [old] = await db
    .select()
    .from(pageVersion)
    .where(and(eq(pageVersion.pageId, row.id), eq(pageVersion.version, version)));
  if (!old) throw new HttpError(404, `Version ${version} of '${target.path}' not found`);
  return savePage(
    deps,
    actor,
    { path: target.path, is_template: row.kind === 'template', is_system: row.kind === 'system', data: old.data, title: old.title, description: old.description },
    { draft: false, baseVersion: 'latest' },
  );
}

/** POST /api/revalidate: drops the cached copies of one path, or of a whole site for the revalidate-all path. */
export async function revalidate(deps: Deps, actor: Actor | null, record: Record<string, unknown>) {
  const { db } = deps.database;
  const { target, siteRow } = await authorise(db, actor, record);
  const [scope, pageTag] = cacheTagsOf(siteRow?.id ?? null, target.pathWithNoSite);
  const whole = target.pathWithNoSite === '/revalidate-all-site-pages';
  await deps.invalidatePages?.({ tags: [whole ? scope! : pageTag!] });
  return { revalidated: true, scope: whole ? 'site' : 'page', now: Date.now() };
}

