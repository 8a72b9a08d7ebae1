import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formIdOf } from '#core/forms/form-block.ts';
import { collection, document, formBinding, page } from '#server/db/schema.ts';
import { seedContactForm } from '#server/testing/contact-form.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { human, json, multipart, png, recordCount, roles, send, setUpDataApi, solvedToken, t, VALID } from './data-api-kit.ts';

setUpDataApi();

describe('GET /api/data/{collection}/{id}', () => {
  it('reads a -public record for anyone; others for members; 404 for another collection or site', async () => {
    const [pub] = await t.deps.database.db.insert(document).values({ siteId: roles.siteId, collection: 'events-public', data: { title: 'Open day' } }).returning();
    const [priv] = await t.deps.database.db.insert(document).values({ siteId: roles.siteId, collection: 'secrets', data: { title: 'Hidden' } }).returning();
    expect((await json(await t.request(`/api/data/events-public/${pub!.id}`), 200)).data).toMatchObject({ title: 'Open day', id: pub!.id, site_id: 'acme' });
    expect((await t.request(`/api/data/secrets/${priv!.id}`)).status).toBe(401);
    expect((await t.request(`/api/data/secrets/${priv!.id}`, { cookie: roles.cookies.stranger })).status).toBe(403);
    expect((await json(await t.request(`/api/data/secrets/${priv!.id}`, { cookie: roles.cookies.editor }), 200)).data.title).toBe('Hidden');
    expect(await json(await t.request(`/api/data/secrets/${pub!.id}`, { cookie: roles.cookies.editor }), 404)).toEqual({ error: 'Record not found' });
    expect((await t.request(`/api/data/events-public/${pub!.id}?siteId=other`)).status).toBe(404);
    expect((await t.request('/api/data/events-public/not-an-id')).status).toBe(404);
    expect((await t.request(`/api/data/system_pages/${pub!.id}`)).status).toBe(404);
  });
});

describe('POST /api/form/validation-and-file-upload', () => {
  it('checks like a submission and stores the files, writing no record', async () => {
    const records = await recordCount('rules');
    const ok = await json(
      await send('/api/form/validation-and-file-upload', multipart(VALID, { collection: 'rules', siteId: 'acme', files: [{ field: 'photos', name: 'a.png', type: 'image/png', bytes: png }] }), 'editor'),
      200,
    );
    expect(ok).toEqual({ data: { photos: [expect.stringMatching(/^http:\/\/localhost:3000\/media\/uploads\//)] }, error: null, validationErrors: null });
    const bad = await json(await send('/api/form/validation-and-file-upload', multipart({ ...VALID, email: 'x' }, { collection: 'rules', siteId: 'acme' }), 'editor'), 400);
    expect(bad.validationErrors).toEqual({ email: ['Invalid email format'] });
    expect(await json(await send('/api/form/validation-and-file-upload', multipart(VALID, {}), 'editor'), 400)).toEqual({
      error: 'No data source provided. Please choose a data source in your form settings.',
    });
    expect((await send('/api/form/validation-and-file-upload', multipart(VALID, { collection: 'rules', siteId: 'acme' }), 'stranger')).status).toBe(403);
    expect(await recordCount('rules')).toBe(records);
  });

  it("takes a visitor's files through a published form named by its formId alone", async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: 'uploads-via-form', purpose: 'default' });
    const files = [{ field: 'attachment', name: 'visitor.png', type: 'image/png', bytes: png }];
    const ok = await json(await send('/api/form/validation-and-file-upload', multipart(human({ turnstileToken: await solvedToken() }), { formId: form.formId, files }), null), 200);
    expect(ok.data).toEqual({ attachment: expect.stringMatching(/^http:\/\/localhost:3000\/media\/uploads\//) });
    const unknown = formIdOf(crypto.randomUUID(), 'Form-1');
    expect(await json(await send('/api/form/validation-and-file-upload', multipart(human({ turnstileToken: await solvedToken() }), { formId: unknown, files }), null), 403)).toEqual({
      error: 'This form is not published.',
    });
    expect(await recordCount('uploads-via-form')).toBe(0);
  });
});

describe('form bindings on publish', () => {
  const formBlock = (id: string, props: Record<string, unknown>) => ({
    type: 'Form',
    props: { id, collection: 'leads', purpose: 'contact', title: 'Contact', inputs: [{ name: 'name', type: 'text', validationObject: { required: true } }], submitLabel: 'Send', successMessage: '', afterSubmit: 'stay', emailTo: 'a@acme.test, nonsense', emailSubject: 'Lead', ...props },
  });
  const publish = async (data: unknown) =>
    t.request('/api/editor', {
      method: 'POST',
      cookie: roles.cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/site-acme/contact-us', data, title: '', description: '', baseVersion: await latestVersionAt(t, '/site-acme/contact-us') }),
    });
  const bindingsOfPage = async () => {
    const [row] = await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.path, '/site-acme/contact-us'));
    return t.deps.database.db.select().from(formBinding).where(eq(formBinding.pageId, row!.id));
  };

  it('binds every Form block of the published page (slots included), and republishing replaces them', async () => {
    const data = {
      root: { props: {} },
      content: [formBlock('Form-top', {}), { type: 'Section', props: { id: 'Section-1', content: [formBlock('Form-nested', { collection: 'signups', purpose: 'default' })] } }, formBlock('Form-bad', { inputs: [{ name: 'a', type: 'text' }, { name: 'a', type: 'email' }] })],
    };
    expect((await publish(data)).status).toBe(200);
    const bindings = await bindingsOfPage();
    expect(bindings.map((b) => [b.blockId, b.collectionName, b.purpose, b.email]).sort()).toEqual([
      ['Form-nested', 'signups', 'default', null],
      ['Form-top', 'leads', 'contact', { to: ['a@acme.test'], subject: 'Lead' }],
    ]);
    const collections = await t.deps.database.db.select({ name: collection.name }).from(collection).where(and(eq(collection.siteId, roles.siteId), eq(collection.name, 'leads')));
    expect(collections).toHaveLength(1);

    // A visitor can now submit through it.
    const formId = formIdOf(bindings[0]!.pageId, 'Form-top');
    expect((await send('/api/data/leads', multipart(human({ name: 'Lee', turnstileToken: await solvedToken() }), { formId }), null)).status).toBe(201);

    expect((await publish({ root: { props: {} }, content: [{ type: 'Heading', props: { id: 'Heading-1', text: 'No form', level: 'h1' } }] })).status).toBe(200);
    expect(await bindingsOfPage()).toEqual([]);
    expect((await send('/api/data/leads', multipart(human({ name: 'Lee', turnstileToken: await solvedToken() }), { formId }), null)).status).toBe(403);
  });

  it("a draft save binds nothing; a draft's form only takes members' writes", async () => {
    const response = await t.request('/api/editor', {
      method: 'POST',
      cookie: roles.cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/site-acme/draft-form', data: { root: { props: {} }, content: [formBlock('Form-draft', {})] }, title: '', description: '', draft: true, baseVersion: 0 }),
    });
    expect(response.status).toBe(200);
    const [row] = await t.deps.database.db.select({ id: page.id }).from(page).where(eq(page.path, '/site-acme/draft-form'));
    expect(await t.deps.database.db.select().from(formBinding).where(eq(formBinding.pageId, row!.id))).toEqual([]);
  });
});
