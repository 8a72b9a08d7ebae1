import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { ICON_SORT_OPTIONS, type IconSort } from '#core/options/icon-options.ts';
import { ICON_NAME_PATTERN } from '#core/icons/icon-name.ts';
import { ICON_NAME_INVALID, ICON_NAME_REQUIRED, ICON_NOT_FOUND, ICON_FORBIDDEN, ICON_NOT_SVG, ICON_TOO_LARGE, MAX_ICON_BYTES, iconNameTakenMessage } from '#core/icons/messages.ts';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like-pattern.ts';
import { icon } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditMediaOf } from '#server/shared/access/media-access.ts';
import { listIcons } from './list-icons.ts';
import { sanitizeSvg } from './sanitize-svg.ts';

export interface CustomIconItem {
  id: string;
  set: 'custom';
  iconName: string;
  name: string;
  siteId: string | null;
  /** The sanitised SVG as a data URL, ready for an <img>. */
  src: string;
  created_at: string;
}

export interface BuiltInIconItem {
  set: string;
  iconName: string;
  name: string;
}

const toItem = (row: typeof icon.$inferSelect): CustomIconItem => ({
  id: row.id,
  set: 'custom',
  iconName: row.name,
  name: row.name,
  siteId: row.siteId,
  src: `data:image/svg+xml;base64,${Buffer.from(row.svg).toString('base64')}`,
  created_at: row.createdAt.toISOString(),
});

/** Stores one uploaded SVG, sanitised, under a name unique within its site (or the platform). */
export async function createCustomIcon(db: Db, input: { siteId: string | null; name: unknown; file: File }): Promise<CustomIconItem> {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') throw new HttpError(400, ICON_NAME_REQUIRED);
  if (!ICON_NAME_PATTERN.test(name)) throw new HttpError(400, ICON_NAME_INVALID);
  if (input.file.size > MAX_ICON_BYTES) throw new HttpError(413, ICON_TOO_LARGE);
  const svg = await sanitizeSvg(new Uint8Array(await input.file.arrayBuffer()));
  if (svg === null) throw new HttpError(400, ICON_NOT_SVG);
  const sameSite = input.siteId === null ? isNull(icon.siteId) : eq(icon.siteId, input.siteId);
  const [taken] = await db.select({ id: icon.id }).from(icon).where(and(sameSite, eq(icon.name, name))).limit(1);
  if (taken) throw new HttpError(409, iconNameTakenMessage(name));
  const [row] = await db.insert(icon).values({ siteId: input.siteId, name, svg }).returning();
  return toItem(row!);
}

export async function deleteCustomIcon(db: Db, actor: Actor, id: string): Promise<void> {
  const [row] = await db.select({ siteId: icon.siteId, isBuiltin: icon.isBuiltin }).from(icon).where(eq(icon.id, id));
  if (!row) throw new HttpError(404, ICON_NOT_FOUND);
  if (!(await canEditMediaOf(db, actor, row.siteId))) throw new HttpError(403, ICON_FORBIDDEN);
  await db.delete(icon).where(eq(icon.id, id));
}

export interface IconListQuery {
  siteId: string | null;
  set: string;
  search: string;
  sort: IconSort;
  limit: number;
  page: number;
}

export const isIconSort = (value: string): value is IconSort => ICON_SORT_OPTIONS.some((option) => option.value === value);

const ORDER: Record<IconSort, SQL[]> = {
  name_asc: [asc(icon.name), asc(icon.id)],
  name_desc: [desc(icon.name), asc(icon.id)],
  // Every custom icon is of one set: by name within it.
  set_asc: [asc(icon.name), asc(icon.id)],
  recent: [desc(icon.createdAt), asc(icon.id)],
};

/**
 * One page of icons. 'custom': the site's icons and the platform-wide ones, sorted in the
 * database. A react-icons set: its names from list-icons (library order). 'all': the custom
 * icons first (sorted), then every react-icons name; one page runs across both.
 */
export async function listIconPage(db: Db, query: IconListQuery): Promise<{ items: (CustomIconItem | BuiltInIconItem)[]; total: number }> {
  const offset = query.page * query.limit;
  const items: (CustomIconItem | BuiltInIconItem)[] = [];
  let customTotal = 0;
  if (query.set === 'custom' || query.set === 'all') {
    const where = and(query.siteId === null ? isNull(icon.siteId) : or(eq(icon.siteId, query.siteId), isNull(icon.siteId)), query.search ? ilike(icon.name, containsPattern(query.search)) : undefined);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(icon).where(where);
    customTotal = total;
    const rows = await db.select().from(icon).where(where).orderBy(...ORDER[query.sort]).limit(query.limit).offset(offset);
    items.push(...rows.map(toItem));
    if (query.set === 'custom') return { items, total: customTotal };
  }
  const builtInOffset = Math.max(0, offset - customTotal);
  const builtIn = await listIcons({ set: query.set, search: query.search, limit: query.limit - items.length, offset: builtInOffset });
  if (items.length < query.limit) items.push(...builtIn.items.map(({ set, name }) => ({ set, iconName: name, name })));
  return { items: items.slice(0, query.limit), total: customTotal + builtIn.total };
}
