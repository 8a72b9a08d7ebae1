import { eq } from 'drizzle-orm';
import { parseBaseVersion } from '#core/pages/page-version.ts';
import { deriveTitleFromPath } from '#core/paths/derive-title.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import type { Db } from '#server/db/client.ts';
import { page } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { authorisePage } from './authorise-page.ts';
import { findPage, type PageRow } from './editor-page.ts';
import { checkedPageData } from './check-page-data.public.ts';
import type { PuckData } from './page-data.ts';
import { currentVersionOf, VersionConflictError } from './page-version-conflict.ts';

/** What publishing and saving a draft both read from the request, checked. */
export interface PageSave {
  target: Awaited<ReturnType<typeof authorisePage>>['target'];
  siteId: string | null;
  /** The published version the editor started from; 'latest' for a restore (decision 036). */
  baseVersion: number | 'latest';
  data: PuckData;
  title: string;
  description: string;
}

const META_RULES = { title: 'string|max:255', description: 'string|max:1000' };

export async function readPageSave(db: Db, actor: Actor | null, record: Record<string, unknown>, options: { baseVersion?: 'latest' }): Promise<PageSave> {
  const { target, siteRow } = await authorisePage(db, actor, record);
  let baseVersion: number | 'latest' = 'latest';
  if (options.baseVersion !== 'latest') {
    const parsed = parseBaseVersion(record.baseVersion);
    if (!parsed.ok) throw new HttpError(400, parsed.error, { baseVersion: [parsed.error] });
    baseVersion = parsed.value;
  }
  const data = await checkedPageData(record.data);
  const metaErrors = validateFields({ title: record.title, description: record.description }, META_RULES);
  if (metaErrors) throw new HttpError(400, 'Please correct the page title or description.', metaErrors);
  const title = (typeof record.title === 'string' && record.title.trim()) || deriveTitleFromPath(target.pathWithNoSite);
  const description = (typeof record.description === 'string' && record.description.trim()) || title;
  return { target, siteId: siteRow?.id ?? null, baseVersion, data, title, description };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the page's row and refuses a save from a version that is no longer the latest (a 409).
 * Read under the row lock: a concurrent save of this page waits here until the other one commits,
 * then sees the version it added, so of two saves from the same base exactly one succeeds.
 */
export async function lockPageForSave(tx: Tx, save: PageSave): Promise<{ existing: PageRow | undefined; current: number }> {
  const { target, baseVersion } = save;
  const [existing] = await tx.select().from(page).where(eq(page.path, target.path)).for('update');
  if (existing && existing.kind !== target.kind) {
    throw new HttpError(409, `A ${existing.kind} already exists at ${target.path}.`, { path: [`A ${existing.kind} already exists at this path.`] });
  }
  const current = existing ? await currentVersionOf(tx, existing.id) : 0;
  if (baseVersion !== 'latest' && baseVersion !== current) throw new VersionConflictError(baseVersion, current);
  return { existing, current };
}

/** The columns of a page saved for the first time. */
export function newPageValues(save: PageSave) {
  const { target, siteId, title, description } = save;
  return { siteId, kind: target.kind, path: target.path, pathWithNoSite: target.pathWithNoSite, title, description };
}

/**
 * Two first saves of one new path at once: there was no row to lock, the unique path index lets
 * one win, and the other learns what is there now.
 */
export function firstSaveRace(db: Db, save: PageSave) {
  return async (error: unknown): Promise<never> => {
    if (isUniqueViolation(error)) {
      const created = await findPage(db, save.target.path);
      throw new VersionConflictError(save.baseVersion === 'latest' ? 0 : save.baseVersion, created ? await currentVersionOf(db, created.id) : 0);
    }
    throw error;
  };
}
