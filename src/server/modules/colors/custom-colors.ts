import { and, eq, isNull, or } from 'drizzle-orm';
import { validateColorInput, type ColorInput } from '#core/colors/color-rules.ts';
import { COLOR_BUILT_IN_NOT_DELETABLE, COLOR_FORBIDDEN, COLOR_NOT_FOUND } from '#core/colors/messages.ts';
import { COLOR_PALETTE } from '#core/options/color-palette.ts';
import { COLOR_SORT_OPTIONS, type ColorSort } from '#core/options/color-sort.ts';
import type { Db } from '#server/db/client.ts';
import { color } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { canEditMediaOf } from '#server/shared/access/media-access.ts';
import { isUuid } from '#server/http/ids.ts';

/** A gallery colour (spec 1 §3: hex, value, label, colorName, level, family); `custom` marks the site's own. */
export interface ColorItem {
  id: string | null;
  value: string;
  hex: string;
  label: string;
  name: string;
  colorName: string;
  level: number | null;
  family: string;
  custom: boolean;
}

/** Validates a POST body with the core rules (the browser's form runs the same); throws 400 with field => [message], or returns the clean input. */
export function readColorInput(body: Record<string, unknown>): ColorInput {
  const result = validateColorInput(body);
  if (!result.ok) throw new HttpError(400, Object.values(result.errors)[0]![0]!, result.errors);
  return result.value;
}

const customItem = (row: typeof color.$inferSelect): ColorItem => ({
  id: row.id,
  value: row.id,
  hex: row.hex,
  label: row.name,
  name: row.name,
  colorName: row.name,
  level: row.level,
  family: row.family,
  custom: true,
});

export async function createCustomColor(db: Db, siteId: string | null, input: ReturnType<typeof readColorInput>): Promise<ColorItem> {
  const [row] = await db.insert(color).values({ siteId, name: input.label, hex: input.hex, family: input.family, level: input.level }).returning();
  return customItem(row!);
}

export async function deleteCustomColor(db: Db, actor: Actor, id: string): Promise<void> {
  if (COLOR_PALETTE.some((entry) => entry.value === id)) throw new HttpError(400, COLOR_BUILT_IN_NOT_DELETABLE);
  const [row] = isUuid(id) ? await db.select({ siteId: color.siteId }).from(color).where(eq(color.id, id)) : [];
  if (!row) throw new HttpError(404, COLOR_NOT_FOUND);
  if (!(await canEditMediaOf(db, actor, row.siteId))) throw new HttpError(403, COLOR_FORBIDDEN);
  await db.delete(color).where(eq(color.id, id));
}

export const isColorSort = (value: string): value is ColorSort => COLOR_SORT_OPTIONS.some((option) => option.value === value);

const byLabel = (a: ColorItem, b: ColorItem) => a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' });
const byLevel = (a: ColorItem, b: ColorItem) => (a.level ?? Number.MAX_SAFE_INTEGER) - (b.level ?? Number.MAX_SAFE_INTEGER);
const COMPARE: Record<ColorSort, (a: ColorItem, b: ColorItem) => number> = {
  name_asc: byLabel,
  name_desc: (a, b) => byLabel(b, a),
  level_asc: (a, b) => byLevel(a, b) || byLabel(a, b),
  level_desc: (a, b) => byLevel(b, a) || byLabel(a, b),
};

/**
 * The built-in palette and the site's (and platform-wide) custom colours as one list, filtered
 * by family and search (label, value or hex), sorted, then paged. The palette is ~600 entries,
 * so merging in memory is cheaper than anything cleverer.
 */
export async function listColorPage(
  db: Db,
  query: { siteId: string | null; family: string; search: string; sort: ColorSort; limit: number; page: number },
): Promise<{ items: ColorItem[]; total: number }> {
  const rows = await db
    .select()
    .from(color)
    .where(and(query.siteId === null ? isNull(color.siteId) : or(eq(color.siteId, query.siteId), isNull(color.siteId)), query.family === 'all' ? undefined : eq(color.family, query.family)));
  const builtIn: ColorItem[] = COLOR_PALETTE.filter((entry) => query.family === 'all' || entry.family === query.family).map((entry) => ({
    id: null,
    value: entry.value,
    hex: entry.hex,
    label: entry.label,
    name: entry.label,
    colorName: entry.colorName,
    level: entry.level,
    family: entry.family,
    custom: false,
  }));
  const needle = query.search.toLowerCase();
  const all = [...rows.map(customItem), ...builtIn]
    .filter((item) => needle === '' || [item.label, item.value, item.hex].some((text) => text.toLowerCase().includes(needle)))
    .sort(COMPARE[query.sort]);
  const start = query.page * query.limit;
  return { items: all.slice(start, start + query.limit), total: all.length };
}
