import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { page } from '#server/db/schema.ts';
import type { PuckData } from './page-data.ts';

export type PageRow = typeof page.$inferSelect;

/** A page as the editor's API answers it. */
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

export async function findPage(db: Db, path: string): Promise<PageRow | null> {
  const [row] = await db.select().from(page).where(eq(page.path, path));
  return row ?? null;
}
