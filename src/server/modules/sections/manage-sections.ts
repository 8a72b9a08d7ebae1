import { and, asc, eq } from 'drizzle-orm';
import { hasSectionInstance } from '#core/sections/expand-sections.ts';
import { listPageBlocks, type PageDocument } from '#core/pages/page-tree.ts';
import { SECTION_EMPTY, SECTION_INVALID, SECTION_NAME_MAX, SECTION_NAME_TAKEN, SECTION_NO_FORMS, SECTION_NO_NESTING, SECTION_NOT_FOUND } from '#core/sections/messages.ts';
import type { SectionSummary, SectionUse, SectionView } from '#core/sections/section-api.ts';
import type { Db } from '#server/db/client.ts';
import { siteSection } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { checkedPageData } from '#server/modules/pages/check-page-data.public.ts';
import { sectionIdOrNotFound, sectionSite } from './access.ts';
import { sectionCacheTag } from './section-cache-tag.public.ts';
import { sectionUseCounts, sectionUsers } from './section-usage.ts';

// A site's reusable sections (issue 27; decision 071): list, read, create, change, delete. Each
// call finds the site the caller may edit pages of first (404), checks the body (400 with field
// errors), and touches that site's sections only. A change drops the cached pages that show it.

type Deps = Pick<AppDeps, 'database' | 'invalidatePages'>;

const invalid = (field: 'name' | 'content', message: string) => new HttpError(400, message === SECTION_INVALID ? message : `${SECTION_INVALID} ${message}`, { [field]: [message] });

function readName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') throw invalid('name', 'Please enter a name.');
  if (name.length > SECTION_NAME_MAX) throw invalid('name', `A name has at most ${SECTION_NAME_MAX} characters.`);
  return name;
}

/** A section's blocks as they may be stored: a page's rules, no instance inside, no form, not empty. */
async function readContent(raw: unknown): Promise<PageDocument> {
  const content = await checkedPageData(raw).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 400) throw invalid('content', error.message);
    throw error;
  });
  if (content.content.length === 0) throw invalid('content', SECTION_EMPTY);
  if (hasSectionInstance(content)) throw invalid('content', SECTION_NO_NESTING);
  if ((await listPageBlocks(content)).some((block) => block.type === 'Form')) throw invalid('content', SECTION_NO_FORMS);
  // A section is blocks only: the page it appears on supplies the root (theme, fonts, width).
  return { root: { props: {} }, content: content.content };
}

const nameTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new HttpError(409, SECTION_NAME_TAKEN, { name: [SECTION_NAME_TAKEN] });
  throw error;
};

export async function listSections(db: Db, actor: Actor, uniqueId: string): Promise<SectionSummary[]> {
  const { id: siteId } = await sectionSite(db, actor, uniqueId);
  const [rows, counts] = await Promise.all([
    db.select({ id: siteSection.id, name: siteSection.name, updatedAt: siteSection.updatedAt }).from(siteSection).where(eq(siteSection.siteId, siteId)).orderBy(asc(siteSection.name)),
    sectionUseCounts(db, siteId),
  ]);
  return rows.map((row) => ({ id: row.id, name: row.name, usedOn: counts.get(row.id) ?? 0, updatedAt: row.updatedAt.toISOString() }));
}

async function sectionRow(db: Db, siteId: string, sectionId: string) {
  const [row] = await db
    .select()
    .from(siteSection)
    .where(and(eq(siteSection.id, sectionIdOrNotFound(sectionId)), eq(siteSection.siteId, siteId)))
    .limit(1);
  if (!row) throw new HttpError(404, SECTION_NOT_FOUND);
  return row;
}

async function view(db: Db, siteId: string, row: typeof siteSection.$inferSelect): Promise<SectionView> {
  return { id: row.id, name: row.name, content: row.content, updatedAt: row.updatedAt.toISOString(), usedBy: await sectionUsers(db, siteId, row.id) };
}

export async function getSection(db: Db, actor: Actor, uniqueId: string, sectionId: string): Promise<SectionView> {
  const { id: siteId } = await sectionSite(db, actor, uniqueId);
  return view(db, siteId, await sectionRow(db, siteId, sectionId));
}

export async function createSection(deps: Deps, actor: Actor, uniqueId: string, raw: Record<string, unknown>): Promise<SectionView> {
  const { db } = deps.database;
  const { id: siteId } = await sectionSite(db, actor, uniqueId);
  const name = readName(raw.name);
  const content = await readContent(raw.content);
  const [row] = await db.insert(siteSection).values({ siteId, name, content, updatedBy: actor.id }).returning().catch(nameTaken);
  return view(db, siteId, row!);
}

/** Renames it and/or replaces its blocks; every page showing it is dropped from every process's cache. */
export async function updateSection(deps: Deps, actor: Actor, uniqueId: string, sectionId: string, raw: Record<string, unknown>): Promise<SectionView> {
  const { db } = deps.database;
  const { id: siteId } = await sectionSite(db, actor, uniqueId);
  const existing = await sectionRow(db, siteId, sectionId);
  const changes: Partial<typeof siteSection.$inferInsert> = { updatedAt: new Date(), updatedBy: actor.id };
  if (raw.name !== undefined) changes.name = readName(raw.name);
  if (raw.content !== undefined) changes.content = await readContent(raw.content);
  const [row] = await db.update(siteSection).set(changes).where(eq(siteSection.id, existing.id)).returning().catch(nameTaken);
  await deps.invalidatePages({ tags: [sectionCacheTag(existing.id)] });
  return view(db, siteId, row!);
}

export type DeleteOutcome = { deleted: true } | { deleted: false; usedBy: SectionUse[] };

/**
 * Deletes it when no page uses it, or when `confirmed` (the dashboard showed where it is used and
 * the user agreed); its instances then render nothing. Otherwise nothing changes and the pages are named.
 */
export async function deleteSection(deps: Deps, actor: Actor, uniqueId: string, sectionId: string, confirmed: boolean): Promise<DeleteOutcome> {
  const { db } = deps.database;
  const { id: siteId } = await sectionSite(db, actor, uniqueId);
  const existing = await sectionRow(db, siteId, sectionId);
  if (!confirmed) {
    const usedBy = await sectionUsers(db, siteId, existing.id);
    if (usedBy.length > 0) return { deleted: false, usedBy };
  }
  await db.delete(siteSection).where(eq(siteSection.id, existing.id));
  await deps.invalidatePages({ tags: [sectionCacheTag(existing.id)] });
  return { deleted: true };
}
