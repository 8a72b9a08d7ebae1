import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { isRetryable, type OutboxMail } from '#core/mail/outbox.ts';
import { emailOutbox } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { HttpError, jsonError } from '#server/http/errors.ts';
import { isAdmin, type Actor } from '#server/shared/access/actor.ts';
import { requireUser } from '#server/http/require-user.ts';
import { readPaging } from '#server/shared/listing/list-query.ts';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { isUuid } from '#server/http/ids.ts';
import { canEditSite } from '#server/shared/access/site-access.ts';
import type { Db } from '#server/db/client.ts';
import { readOutboxRow, type OutboxRow } from '#server/providers/mail/outbox-rows.ts';

const FORBIDDEN = "You may not read this site's mail";

const answer = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  siteId: row.siteId,
  kind: row.kind,
  to: row.toAddresses,
  replyTo: row.replyTo,
  subject: row.subject,
  text: row.textBody,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Whether the caller may read (and resend) mail of this site: its owners and editors; platform mail: admins. */
async function mayReadMail(db: Db, actor: Actor, siteId: string | null): Promise<boolean> {
  return siteId ? canEditSite(db, actor, siteId) : isAdmin(actor);
}

/**
 * The dashboard's outbox (decision 019), mounted at /api/mail:
 * GET /outbox?siteId&page&limit -> { data: OutboxMail[], error: null, pagination: { total, page, limit }, transport }
 *   newest first; siteId (unique id or id) for a site's members, none for admins (every mail).
 * POST /outbox/:id/retry -> { data: { id, status, error }, error: null } sends a failed or stored
 *   mail again when SMTP is configured (409 otherwise, or when it is sent or being sent); 429 when
 *   a recipient of an order, contact or invitation mail has had the most it may get this hour.
 * Errors { error } 400/401/403/404/409/429.
 */
export const outboxRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/outbox', async (c) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const user = c.get('user')!;
    const siteParam = c.req.query('siteId')?.trim() || null;
    if (!siteParam && !isAdmin(user)) throw new HttpError(400, OUTBOX_MESSAGES.siteRequired);
    const scope = await resolveScope(db, siteParam);
    if (scope.site && !(await canEditSite(db, user, scope.site.id))) throw new HttpError(403, FORBIDDEN);
    const { limit, page } = readPaging(c.req.query(), { fallback: 20, max: 100 });
    const where = scope.site ? eq(emailOutbox.siteId, scope.site.id) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit).offset(page * limit),
      db.select({ n: count() }).from(emailOutbox).where(where),
    ]);
    return c.json({ data: rows.map(answer), error: null, pagination: { total: total?.n ?? 0, page, limit }, transport: deps.mailer.transport });
  })
  .post('/outbox/:id/retry', async (c) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    const id = c.req.param('id');
    const row = isUuid(id) ? await readOutboxRow(db, id) : null;
    if (!row) return jsonError(c, 404, OUTBOX_MESSAGES.notFound);
    if (!(await mayReadMail(db, c.get('user')!, row.siteId))) return jsonError(c, 403, FORBIDDEN);
    if (deps.mailer.transport !== 'smtp') return jsonError(c, 409, OUTBOX_MESSAGES.noSmtp);
    if (!isRetryable(row.status)) return jsonError(c, 409, OUTBOX_MESSAGES.notRetryable);
    const entry = await deps.mailer.retry(row.id);
    if (!entry) return jsonError(c, 409, OUTBOX_MESSAGES.notRetryable);
    // Order, contact and invitation mail counts against its recipients' hourly limit when sent again too.
    if ('refused' in entry) return jsonError(c, 429, entry.refused);
    return c.json({ data: entry, error: null });
  });
