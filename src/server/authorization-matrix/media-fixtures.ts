import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { color, icon, media } from '#server/db/schema.ts';
import { acmeId, type Cell, t } from './matrix-kit.ts';

/** A multipart upload of one real PNG named after the cell; `siteField` '' uploads platform media. */
export async function uploadMatrixImage(cell: Cell, siteField: string) {
  const form = new FormData();
  if (siteField) form.append('siteId', siteField);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  form.append('files', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `matrix-${cell.id}.png`);
  return t.request('/api/media/upload', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

/** The markdown editor's upload of one small PNG named after the cell; `siteField` '' uploads platform media. */
export async function uploadMatrixMarkdownImage(cell: Cell, siteField: string) {
  const form = new FormData();
  if (siteField) form.append('siteId', siteField);
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  form.append('image', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), `markdown-${cell.id}.png`);
  return t.request('/api/media/markdown-image', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

/** A multipart upload of one small SVG icon named after the cell; `siteField` '' uploads a platform icon. */
export function uploadMatrixIcon(cell: Cell, siteField: string) {
  const form = new FormData();
  form.append('siteId', siteField);
  form.append('name', `matrix-${cell.id}`);
  form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>']), 'matrix.svg');
  return t.request('/api/system_icons', { method: 'POST', cookie: cell.actor?.cookie, ip: cell.ip, body: form });
}

export async function iconsNamed(name: string) {
  return t.deps.database.db.select({ siteId: icon.siteId }).from(icon).where(eq(icon.name, name));
}

export async function colorsNamed(name: string) {
  return t.deps.database.db.select({ siteId: color.siteId }).from(color).where(eq(color.name, name));
}

/** A media row of acme (no object behind it: the routes under test only read the row). */
export async function insertMatrixMedia(cell: Cell, kind: 'image' | 'video' = 'image'): Promise<string> {
  const key = `uploads/${acmeId}/${cell.id}.${kind === 'image' ? 'png' : 'mp4'}`;
  const [row] = await t.deps.database.db
    .insert(media)
    .values({ siteId: acmeId, kind, storageKey: key, url: `/media/${key}`, name: `${cell.id}.png`, bytes: 1, mime: kind === 'image' ? 'image/png' : 'video/mp4' })
    .returning({ id: media.id });
  return row!.id;
}

export async function mediaNamed(name: string, url?: string) {
  const rows = await t.deps.database.db.select({ siteId: media.siteId, url: media.url }).from(media).where(eq(media.name, name));
  return rows.filter((row) => url === undefined || row.url === url).map(({ siteId }) => ({ siteId }));
}

export async function mediaAlt(id: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ alt: media.alt }).from(media).where(eq(media.id, id));
  return row?.alt ?? null;
}
