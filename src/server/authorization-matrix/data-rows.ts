import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import sharp from 'sharp';
import { emailOutbox } from '#server/db/schema.ts';
import { insertRecord, seedContactForm, type SeededContactForm } from '#server/testing/contact-form.ts';
import { acmeId, actors, ANYONE, defineCase, NOBODY, type Row, sendJson, SITE_MEMBERS, solvedAltchaToken, t } from './matrix-kit.ts';
import { mediaNamed } from './media-fixtures.ts';
import { insertMatrixRecord, matrixSubmission, recordsNamed, recordsTitled, sendMatrixSubmission } from './record-fixtures.ts';

export const DATA_ROWS: Row[] = [
  // ---- Mail (src/server/modules/forms/send-emails-routes.ts, src/server/modules/mail/outbox-routes.ts) ----
  {
    route: 'POST /api/form/send-emails',
    cases: [
      defineCase({
        name: "asks for the mail of a record a contact form just created (public: the visitor who sent it); recipients are the form's",
        expect: ANYONE,
        arrange: async (cell) => {
          const form = await seedContactForm(t, { siteId: acmeId, email: { to: [`desk-${cell.id}@acme.test`], subject: 'Matrix' } });
          return { form, recordId: await insertRecord(t, { siteId: acmeId, collection: form.collection, data: { message: 'Hello' } }) };
        },
        act: (cell, { form, recordId }: { form: SeededContactForm; recordId: string }) =>
          sendJson(cell, '/api/form/send-emails', { formId: form.formId, recordId, emailConfig: { to: 'victim@matrix.test' } }),
        verify: async (cell, { recordId }: { form: SeededContactForm; recordId: string }, { allowed }) => {
          const rows = await t.deps.database.db.select({ to: emailOutbox.toAddresses, status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.documentId, recordId));
          expect(rows).toEqual(allowed ? [{ to: [`desk-${cell.id}@acme.test`], status: 'stored' }] : []);
        },
      }),
      defineCase({
        name: "may not mail about a record of another form's collection",
        expect: NOBODY(404),
        arrange: async () => {
          const form = await seedContactForm(t, { siteId: acmeId, email: { to: ['desk@acme.test'], subject: '' } });
          return { form, recordId: await insertRecord(t, { siteId: acmeId, collection: 'matrix-elsewhere', data: { message: 'Hello' } }) };
        },
        act: (cell, { form, recordId }: { form: SeededContactForm; recordId: string }) => sendJson(cell, '/api/form/send-emails', { formId: form.formId, recordId }),
        verify: async (_c, { recordId }: { form: SeededContactForm; recordId: string }) =>
          expect(await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.documentId, recordId))).toEqual([]),
      }),
    ],
  },
  {
    route: 'POST /api/mail/outbox/:id/retry',
    cases: [
      defineCase({
        name: "sends a site's stored mail again (members and admins; without SMTP the server answers 409 once they may)",
        expect: { anonymous: 401, nonMember: 403, otherSiteEditor: 403, editor: 409, owner: 409, admin: 409 },
        arrange: async (cell) => {
          const [row] = await t.deps.database.db
            .insert(emailOutbox)
            .values({ siteId: acmeId, toAddresses: ['desk@acme.test'], subject: `Matrix ${cell.id}`, textBody: 'Hello', status: 'stored' })
            .returning({ id: emailOutbox.id });
          return row!.id;
        },
        act: (cell, id: string) => sendJson(cell, `/api/mail/outbox/${id}/retry`, {}),
        verify: async (_c, id: string) => {
          const [row] = await t.deps.database.db.select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.id, id));
          expect(row).toEqual({ status: 'stored', attempts: 0 });
        },
      }),
    ],
  },
  // ---- Data API writes (src/server/modules/data/routes.ts) ----
  {
    route: 'POST /api/data/:collection',
    cases: [
      defineCase({
        name: "creates a record in the site's collection without a form (anonymous: no challenge token)",
        expect: { ...SITE_MEMBERS, anonymous: 400 },
        act: (cell) => sendMatrixSubmission(cell, '/api/data/products', { title: `Record ${cell.id}` }, { siteId: 'acme' }),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Record ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'creates a record through a published form (anyone; anonymous with a solved challenge)',
        expect: ANYONE,
        arrange: async (cell) => ({ form: await seedContactForm(t, { siteId: acmeId, collection: 'matrix-leads', purpose: 'default' }), token: cell.actor ? null : await solvedAltchaToken() }),
        act: (cell, { form, token }: { form: SeededContactForm; token: string | null }) =>
          sendMatrixSubmission(cell, '/api/data/matrix-leads', { name: `Lead ${cell.id}`, _form_start_time: Date.now() - 5_000, ...(token ? { turnstileToken: token } : {}) }, { formId: form.formId }),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Lead ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/data/:collection/:id',
    cases: [
      defineCase({
        name: "updates a record of the site's collection",
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(null),
        act: (cell, id: string) => sendMatrixSubmission(cell, `/api/data/products/${id}`, { title: `Updated ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Updated ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a product the caller created without being a member (a removed editor keeps nothing)',
        expect: SITE_MEMBERS,
        arrange: () => insertMatrixRecord(actors.nonMember.userId),
        act: (cell, id: string) => sendMatrixSubmission(cell, `/api/data/products/${id}`, { title: `Updated ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsTitled(`Updated ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission through the form it came from when the collection does not allow it (the default)',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-never', null),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-never/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'updates a submission through the form it came from within 24 hours where the collection allows it (its submitter, without membership)',
        expect: { ...SITE_MEMBERS, nonMember: 'ok' },
        arrange: async () => matrixSubmission('matrix-owned-day', '24h'),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-day/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission without the form it came from, even where the collection allows submitters',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-always', 'always'),
        act: (cell, { id }: { form: SeededContactForm; id: string }) => sendMatrixSubmission(cell, `/api/data/matrix-owned-always/${id}`, { name: `Edited ${cell.id}` }, {}, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
      defineCase({
        name: 'may not update a submission more than 24 hours old where the collection allows 24 hours',
        expect: SITE_MEMBERS,
        arrange: async () => matrixSubmission('matrix-owned-late', '24h', new Date(Date.now() - 25 * 60 * 60 * 1000)),
        act: (cell, { form, id }: { form: SeededContactForm; id: string }) =>
          sendMatrixSubmission(cell, `/api/data/matrix-owned-late/${id}`, { name: `Edited ${cell.id}`, _form_start_time: Date.now() - 5_000 }, { formId: form.formId }, 'PUT'),
        verify: async (cell, _s, { allowed }) => expect(await recordsNamed(`Edited ${cell.id}`)).toBe(allowed ? 1 : 0),
      }),
    ],
  },
  {
    route: 'PUT /api/data/:collection',
    cases: [defineCase({ name: 'updates without a record id (the spec says which is missing)', expect: NOBODY(400), act: (cell) => sendMatrixSubmission(cell, '/api/data/products', { title: 'x' }, {}, 'PUT') })],
  },
  {
    route: 'POST /api/form/validation-and-file-upload',
    cases: [
      defineCase({
        name: "validates a form of the site's collection and stores its files (anonymous: no challenge token)",
        expect: { ...SITE_MEMBERS, anonymous: 400 },
        act: async (cell) => {
          const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
          return sendMatrixSubmission(cell, '/api/form/validation-and-file-upload', { title: 'x' }, { siteId: 'acme', collection: 'products' }, 'POST', {
            field: 'photos',
            name: `validation-${cell.id}.png`,
            bytes: png,
          });
        },
        verify: async (cell, _s, { allowed }) => expect(await mediaNamed(`validation-${cell.id}.png`)).toEqual(allowed ? [{ siteId: acmeId }] : []),
      }),
    ],
  },
  {
    route: 'ALL /api/*',
    cases: [defineCase({ name: 'answers 404 for an API path nobody serves', expect: NOBODY(404), act: (cell) => sendJson(cell, '/api/matrix-nothing-here', {}) })],
  },
  { route: 'POST /api/auth/*', gateway: "Better Auth's handler: each of its endpoints has its own row below (POST /api/auth/…)" },
  { route: 'ALL /*', gateway: 'React Router: each route with an action has its own row below' },

];
