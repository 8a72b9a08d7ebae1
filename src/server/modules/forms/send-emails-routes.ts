import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { parseFormId } from '#core/forms/form-block.ts';
import { SEND_EMAILS_MAX_AGE_MS, SEND_EMAILS_MESSAGES } from '#core/mail/messages.ts';
import { formBinding } from '#server/db/schema.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/http/database-rate-limit.ts';
import { jsonError, readJsonObject } from '#server/http/errors.ts';
import { isUuid } from '#server/http/ids.ts';
import { mailContactSubmission, recordOfBinding } from './contact-mail.public.ts';

/** A visitor sends a form now and then; this is far above that and far below a relay's needs. */
export const SEND_EMAILS_RATE_LIMIT: RateLimitRule = { max: 20, windowMs: 10 * 60 * 1000 };
export const sendEmailsRateLimitKey = (ip: string) => `sw:send-emails|${ip}`;

/**
 * POST /api/form/send-emails (spec 3 §7), public: the visitor who just sent a contact form asks
 * for its mail. JSON { formId, recordId, formType?, submissionData?, emailConfig? }: only formId
 * and recordId are read; the mail's recipients and content come from the published binding and
 * the stored record (decision 019), so a caller cannot mail anyone anything. The record must be
 * the binding's (site and collection) and less than an hour old. Idempotent: the record's mail is
 * made once. -> { success, status } ('sent', 'failed' or 'stored'); errors { error } 400, 403,
 * 404, 422 (no mail could be made, e.g. nobody to send it to), 429.
 */
export const sendEmailsRoutes = new Hono<AppEnv>().post('/send-emails', async (c) => {
  const deps = c.get('deps');
  const { db } = deps.database;
  const verdict = await consumeRateLimit(db, sendEmailsRateLimitKey(c.get('clientIp')), SEND_EMAILS_RATE_LIMIT);
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return jsonError(c, 429, 'Too many requests. Try again later.');
  }
  const body = await readJsonObject(c);
  const form = parseFormId(body.formId);
  if (!form) return jsonError(c, 400, SEND_EMAILS_MESSAGES.badFormId);
  const recordId = body.recordId;
  if (typeof recordId !== 'string' || !isUuid(recordId)) return jsonError(c, 400, SEND_EMAILS_MESSAGES.badRecordId);

  const [binding] = await db
    .select({ id: formBinding.id, siteId: formBinding.siteId, collectionName: formBinding.collectionName })
    .from(formBinding)
    .where(and(eq(formBinding.pageId, form.pageId), eq(formBinding.blockId, form.blockId), eq(formBinding.purpose, 'contact')))
    .limit(1);
  if (!binding) return jsonError(c, 404, SEND_EMAILS_MESSAGES.unknownForm);
  const record = await recordOfBinding(db, binding, recordId);
  if (!record) return jsonError(c, 404, SEND_EMAILS_MESSAGES.unknownRecord);
  if (Date.now() - record.createdAt.getTime() > SEND_EMAILS_MAX_AGE_MS) return jsonError(c, 403, SEND_EMAILS_MESSAGES.tooOld);

  const entry = await mailContactSubmission(deps, { bindingId: binding.id, documentId: recordId });
  if (!entry) return jsonError(c, 422, SEND_EMAILS_MESSAGES.notSent, { success: false });
  return c.json({ success: entry.status !== 'failed', status: entry.status });
});
