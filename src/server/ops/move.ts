import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createApp } from '#server/app.ts';
import { bootstrap } from '#server/bootstrap.ts';
import { openDatabase, type DatabaseTarget } from '#server/db/client.ts';
import { page } from '#server/db/schema.ts';
import { publicUrl, type Env } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { appVersion } from './app-version.ts';
import { countRows, createBackup, openArchive, restoreArchive } from './archive.ts';

/** What a running app needs on top of bootstrap's services to render visitors' pages. */
export type PageRendering = Required<Pick<AppDeps, 'renderPage' | 'islandAssets'>>;

/** Per-request values (CSP nonces) that differ between two renders of the same page. */
export function normalizeHtml(html: string): string {
  return html.replace(/nonce="[^"]*"/g, 'nonce=""');
}

/** The published pages of every site: home pages first, not-found pages last, then shortest path first. */
export async function publishedPagePaths(deps: AppDeps, limit: number): Promise<string[]> {
  const found = await deps.database.db
    .select({ path: page.path })
    .from(page)
    .where(and(eq(page.kind, 'page'), isNotNull(page.publishedAt)))
    .orderBy(
      sql`${page.path} like '%/homepage' desc`,
      sql`${page.path} like '%/404' asc`,
      asc(sql`length(${page.path})`),
      asc(page.path),
    )
    .limit(limit);
  return found.map((p) => p.path);
}

/** One page as a visitor on our origin gets it: status and HTML without its nonces. */
export async function renderPath(deps: AppDeps, rendering: PageRendering, pagePath: string): Promise<{ status: number; html: string }> {
  const app = createApp({ ...deps, ...rendering });
  const origin = publicUrl(deps.env);
  const nodeEnv = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' } } };
  const response = await app.request(`${origin}${pagePath}`, { headers: { host: new URL(origin).host } }, nodeEnv);
  return { status: response.status, html: normalizeHtml(await response.text()) };
}

export interface MoveResult {
  counts: Record<string, number>;
  pagesCompared: string[];
  databaseUrlLine: string;
}

/**
 * The embedded database (or any source) into an empty PostgreSQL database: a backup to a temporary
 * archive, verified and restored; then every table's row count compared, and `pagesToCompare`
 * published pages rendered by an app on each database and compared. Media stay where they are: the
 * storage (DATA_DIR/media or S3) is the same before and after the move.
 */
export async function moveToPostgres(options: {
  env: Env;
  logger: Logger;
  source: DatabaseTarget;
  targetUrl: string;
  rendering: PageRendering;
  pagesToCompare?: number;
  force?: boolean;
}): Promise<MoveResult> {
  const { env, logger } = options;
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'sitewright-move-'));
  const archiveFile = path.join(work, 'move.tar.gz');
  const source = await bootstrap(env, logger, options.source);
  try {
    const manifest = await createBackup({ db: source.database.db, engine: source.database.kind, storage: source.storage, outFile: archiveFile, appVersion: appVersion() });
    const archive = await openArchive(archiveFile);
    try {
      const target = await openDatabase({ kind: 'postgres', url: options.targetUrl });
      try {
        await restoreArchive(archive, { db: target.db, storage: null, force: options.force });
      } finally {
        await target.close();
      }
    } finally {
      await archive.close();
    }

    const targetDeps = await bootstrap(env, logger, { kind: 'postgres', url: options.targetUrl });
    try {
      const counts = await countRows(targetDeps.database.db);
      for (const table of manifest.tables) {
        if (counts[table.name] !== table.rows) throw new Error(`Row counts differ after the move: ${table.name} has ${counts[table.name]} on PostgreSQL, ${table.rows} in the source.`);
      }
      const paths = await publishedPagePaths(source, options.pagesToCompare ?? 1);
      for (const pagePath of paths) {
        const before = await renderPath(source, options.rendering, pagePath);
        const after = await renderPath(targetDeps, options.rendering, pagePath);
        if (before.status !== after.status || before.html !== after.html) {
          throw new Error(`The published page ${pagePath} renders differently on PostgreSQL (status ${after.status}, source ${before.status}).`);
        }
      }
      return { counts, pagesCompared: paths, databaseUrlLine: `DATABASE_URL=${options.targetUrl}` };
    } finally {
      await targetDeps.database.close();
    }
  } finally {
    await source.database.close();
    await fsp.rm(work, { recursive: true, force: true });
  }
}
