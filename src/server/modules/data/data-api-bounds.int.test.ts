import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formIdOf } from '#core/forms/form-block.ts';
import { document, emailOutbox } from '#server/db/schema.ts';
import { seedContactForm } from '#server/testing/contact-form.ts';
import { human, json, mediaCount, multipart, png, recordCount, roles, send, setUpDataApi, solvedToken, storedFileCount, t, VALID } from './data-api-kit.ts';

setUpDataApi();

describe('files that may not be stored', () => {
  it('refuses an image whose bytes are not an image, and writes no record, media row or file', async () => {
    const [records, rows, files] = [await recordCount('rules'), await mediaCount(), await storedFileCount()];
    const response = await send(
      '/api/data/rules',
      multipart(VALID, {
        siteId: 'acme',
        files: [
          { field: 'photos', name: 'fine.png', type: 'image/png', bytes: png },
          { field: 'photos', name: 'fake.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') },
        ],
      }),
      'editor',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringContaining('fake.png') });
    expect([await recordCount('rules'), await mediaCount(), await storedFileCount()]).toEqual([records, rows, files]);
  });

  it('refuses an oversized file by the rule, before anything is written', async () => {
    const [rows, files] = [await mediaCount(), await storedFileCount()];
    const body = await json(
      await send('/api/data/rules', multipart(VALID, { siteId: 'acme', files: [{ field: 'photos', name: 'huge.png', type: 'image/png', bytes: Buffer.concat([png, Buffer.alloc(4_718_592)]) }] }), 'editor'),
      400,
    );
    expect(body.validationErrors).toEqual({ photos: ['File 1: This File size exceeds the maximum limit of 4.5MB.'] });
    expect([await mediaCount(), await storedFileCount()]).toEqual([rows, files]);
  });
});

describe('bounded bodies', () => {
  it('refuses a thousand-field data object', async () => {
    const data = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    expect(await json(await send('/api/data/notes', multipart(data, { siteId: 'acme' }), 'editor'), 400)).toEqual({ error: 'The data has more than 100 fields.' });
  });

  it('refuses deeply nested data, and data that is not an object', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = { deeper: deep };
    expect(await json(await send('/api/data/notes', multipart({ title: 'Deep', body: deep }, { siteId: 'acme' }), 'editor'), 400)).toEqual({ error: 'The data nests deeper than 5 levels.' });
    const hugeDepth = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(await json(await send('/api/data/notes', multipart(null, { siteId: 'acme', raw: `{"title":${hugeDepth}}` }), 'editor'), 400)).toMatchObject({ error: expect.any(String) });
    expect(await json(await send('/api/data/notes', multipart(null, { siteId: 'acme', raw: '[1,2]' }), 'editor'), 400)).toEqual({ error: 'The data part must be a JSON object.' });
    expect(await recordCount('notes')).toBe(0);
  });

  it('refuses more than 20 file parts, a body over the limit, and a body that is not multipart', async () => {
    const files = Array.from({ length: 21 }, (_, i) => ({ field: 'photos', name: `p${i}.png`, type: 'image/png', bytes: png }));
    expect(await json(await send('/api/data/rules', multipart(VALID, { siteId: 'acme', files }), 'editor'), 400)).toEqual({ error: 'A submission carries at most 20 files.' });
    const large = await send('/api/data/rules', multipart(VALID, { siteId: 'acme', files: [{ field: 'photos', name: 'x.png', type: 'image/png', bytes: Buffer.alloc(30 * 1024 * 1024) }] }), 'editor');
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: expect.stringContaining('Request body too large') });
    const jsonBody = await t.request('/api/data/notes', { method: 'POST', cookie: roles.cookies.editor, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { title: 'x' } }) });
    expect(await json(jsonBody, 400)).toEqual({ error: 'Send the form as multipart/form-data.' });
  });

  it('keeps refusing an unknown sortField on the list', async () => {
    const response = await t.request('/api/data/notes?siteId=acme&sortField=password', { cookie: roles.cookies.editor });
    expect(response.status).toBe(400);
  });
});

describe('visitors, published forms and the bot checks', () => {
  it('refuses an anonymous write without a challenge token, and one with a token but no published form', async () => {
    expect(await json(await send('/api/data/notes', multipart(human({ title: 'Hi' }), { siteId: 'acme' }), null), 400)).toEqual({ error: 'Missing Turnstile token' });
    expect(await json(await send('/api/data/notes', multipart(human({ title: 'Hi', turnstileToken: await solvedToken() }), { siteId: 'acme' }), null), 401)).toEqual({
      error: 'Sign in to write to this collection.',
    });
    expect(await json(await send('/api/data/notes', multipart(human({ title: 'Hi' }), { siteId: 'acme' }), 'stranger'), 403)).toEqual({
      error: 'You do not have permission to write to this collection.',
    });
    expect(await json(await send('/api/data/notes', multipart(human({ title: 'Hi' }), { siteId: 'acme' }), 'otherEditor'), 403)).toMatchObject({ error: expect.any(String) });
    expect(await recordCount('notes')).toBe(0);
  });

  it('takes a visitor submission through a published form, and refuses the same token twice', async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: 'messages', purpose: 'contact', email: { to: ['team@acme.test'], subject: 'New message' } });
    const token = await solvedToken();
    const data = human({ name: 'Ann', email: 'ann@example.org', topic: 'sales', message: 'Hello there', turnstileToken: token });
    const created = await json(await send('/api/data/messages', multipart(data, { formId: form.formId }), null), 201);
    expect(created.data).toMatchObject({ name: 'Ann', email: 'ann@example.org', message: 'Hello there', site_id: 'acme' });
    expect(created.data).not.toHaveProperty('turnstileToken');
    const [row] = await t.deps.database.db.select().from(document).where(eq(document.id, created.data.id));
    expect(row!.ownerId).toBeNull();
    // The contact form's mail, built by the server from the binding.
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.documentId, created.data.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddresses).toEqual(['team@acme.test']);

    expect(await json(await send('/api/data/messages', multipart(data, { formId: form.formId }), null), 403)).toEqual({ error: 'CAPTCHA verification failed' });
    expect(await recordCount('messages')).toBe(1);
  });

  it('drops a filled honeypot or a form sent under 500 ms silently: 200, nothing stored', async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: 'silent', purpose: 'default' });
    const [first, second, third] = [await solvedToken(), await solvedToken(), await solvedToken()];
    // Each built just before it is sent: the timing check compares with the server's clock.
    const bots = [
      () => ({ name: 'Bot', _hp_website: 'http://spam.example', _form_start_time: Date.now() - 5_000, turnstileToken: first }),
      () => ({ name: 'Bot', _form_start_time: Date.now(), turnstileToken: second }),
      () => ({ name: 'Bot', turnstileToken: third }),
    ];
    for (const data of bots) {
      expect(await json(await send('/api/data/silent', multipart(data(), { formId: form.formId }), null), 200)).toEqual({ data: null, error: null, message: 'ok' });
    }
    // Signed in, through the form: the same checks.
    expect(await json(await send('/api/data/silent', multipart({ name: 'Bot', _form_start_time: Date.now() }, { formId: form.formId }), 'stranger'), 200)).toEqual({ data: null, error: null, message: 'ok' });
    expect(await recordCount('silent')).toBe(0);
  });

  it("refuses a form that writes another collection, another site's, or no published form", async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: 'messages', purpose: 'default' });
    const wrong = 'This form does not write to this collection.';
    expect(await json(await send('/api/data/notes', multipart(human({ title: 'Hi', turnstileToken: await solvedToken() }), { formId: form.formId }), null), 403)).toEqual({ error: wrong });
    expect(await json(await send('/api/data/messages', multipart(human({ name: 'Hi', turnstileToken: await solvedToken() }), { formId: form.formId, siteId: 'other' }), null), 403)).toEqual({ error: wrong });
    const unknown = formIdOf(crypto.randomUUID(), 'Form-1');
    expect(await json(await send('/api/data/messages', multipart(human({ name: 'Hi', turnstileToken: await solvedToken() }), { formId: unknown }), null), 403)).toEqual({ error: 'This form is not published.' });
    expect(await recordCount('notes')).toBe(0);
  });

  it("validates a visitor's submission against the form's inputs, not the rules it sends", async () => {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: 'checked', purpose: 'default' });
    const body = await json(await send('/api/data/checked', multipart(human({ email: 'nope', turnstileToken: await solvedToken() }), { formId: form.formId }), null), 400);
    expect(body.validationErrors).toEqual({ email: ['Invalid email format'] });
    expect(await recordCount('checked')).toBe(0);
  });
});
