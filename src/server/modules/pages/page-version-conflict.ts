import { eq, max } from 'drizzle-orm';
import { versionConflictMessage, type VersionConflictBody } from '#core/pages/page-version.ts';
import type { Db } from '#server/db/client.ts';
import { pageVersion } from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';

type Reader = Pick<Db, 'select'>;

/** The number of a page's latest published version; 0 when it has none (a draft, or a page written straight into the database). */
export async function currentVersionOf(db: Reader, pageId: string): Promise<number> {
  const [last] = await db.select({ n: max(pageVersion.version) }).from(pageVersion).where(eq(pageVersion.pageId, pageId));
  return last?.n ?? 0;
}

/** A save from a version that is no longer the latest: POST /api/editor answers it with a 409 that names both. */
export class VersionConflictError extends HttpError {
  constructor(
    readonly baseVersion: number,
    readonly currentVersion: number,
  ) {
    super(409, versionConflictMessage(baseVersion, currentVersion));
    this.name = 'VersionConflictError';
  }

  body(): VersionConflictBody {
    return { error: this.message, currentVersion: this.currentVersion, baseVersion: this.baseVersion };
  }
}
