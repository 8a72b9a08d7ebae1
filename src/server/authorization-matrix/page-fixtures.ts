import { and, eq } from 'drizzle-orm';
import { page, pageVersion, site, siteMember } from '#server/db/schema.ts';
import { acmeId, actors, type Cell, t } from './matrix-kit.ts';

export const doc = (text: string) => ({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text, level: 'h1' } }] });

export const pageRecord = (pagePath: string, text: string, flags: { is_template?: boolean; is_system?: boolean; baseVersion?: number } = {}) => ({
  path: pagePath,
  data: doc(text),
  title: '',
  description: '',
  is_template: flags.is_template === true,
  is_system: flags.is_system === true,
  // The version the page is at (createPage stores one per text): a refusal here is authority, not a stale editor.
  baseVersion: flags.baseVersion ?? 0,
});

export async function createPage(pagePath: string, kind: 'page' | 'template' | 'system', texts: string[]) {
  const { db } = t.deps.database;
  const siteId = pagePath.startsWith('/site-acme/') ? acmeId : null;
  const [row] = await db
    .insert(page)
    .values({ siteId, kind, path: pagePath, pathWithNoSite: siteId ? pagePath.slice('/site-acme'.length) : pagePath, title: 'Matrix', data: doc(texts.at(-1)!), publishedAt: new Date() })
    .returning();
  for (const [i, text] of texts.entries()) {
    await db.insert(pageVersion).values({ pageId: row!.id, version: i + 1, title: 'Matrix', data: doc(text), publishedBy: actors.admin.userId });
  }
}

export async function pageText(pagePath: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ data: page.data, draft: page.draft }).from(page).where(eq(page.path, pagePath));
  if (!row) return null;
  return JSON.stringify([row.data, row.draft]);
}

export async function pageTitle(pagePath: string): Promise<string | null> {
  const [row] = await t.deps.database.db.select({ title: page.title }).from(page).where(eq(page.path, pagePath));
  return row?.title ?? null;
}

export async function siteTitle(): Promise<string | undefined> {
  const [row] = await t.deps.database.db.select({ title: site.title }).from(site).where(eq(site.id, acmeId));
  return row?.title;
}

export async function siteRoleOf(userId: string) {
  const [row] = await t.deps.database.db.select({ role: siteMember.role }).from(siteMember).where(and(eq(siteMember.siteId, acmeId), eq(siteMember.userId, userId)));
  return row?.role ?? null;
}

/** Gives acme a pending custom domain of this cell's own that the fake DNS proves (decision 037); verify reads whether it became verified. */
export async function arrangeProvableDomain(cell: Cell): Promise<string> {
  const domain = `matrix-${cell.id}.example.com`;
  const token = `matrixtoken${cell.id}`;
  await t.deps.database.db.update(site).set({ url: `https://${domain}`, domain, domainToken: token, domainVerifiedAt: null, domainProof: null }).where(eq(site.id, acmeId));
  t.deps.domainProof = {
    txtRecords: async (name) => (name === `_sitewright.${domain}` ? [`sitewright-verify=${token}`] : []),
    fetchText: async () => ({ ok: false, problem: 'no-answer' }),
  };
  return domain;
}

export async function domainVerified(domain: string): Promise<boolean> {
  const [row] = await t.deps.database.db.select({ verifiedAt: site.domainVerifiedAt }).from(site).where(eq(site.domain, domain));
  return row?.verifiedAt != null;
}

/** A published page of acme (or of the platform, for a path outside /site-acme), with no versions; returns its id. */
export async function insertMatrixPage(pagePath: string, kind: 'page' | 'template' | 'system'): Promise<string> {
  const siteId = pagePath.startsWith('/site-acme/') ? acmeId : null;
  const [row] = await t.deps.database.db
    .insert(page)
    .values({ siteId, kind, path: pagePath, pathWithNoSite: siteId ? pagePath.slice('/site-acme'.length) : pagePath, title: 'Matrix', data: doc('Matrix'), publishedAt: new Date() })
    .returning({ id: page.id });
  return row!.id;
}
