import fs from 'node:fs/promises';
import path from 'node:path';
import { solvedAltchaToken } from '#server/testing/altcha-solver.ts';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { formIdOf } from '#core/forms/form-block.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { SYSTEM_PATH_FORBIDDEN } from '#core/rules/messages.ts';
import { collection, document, emailOutbox, formBinding, media, page, siteMember } from '#server/db/schema.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { seedContactForm } from '#server/testing/contact-form.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { latestVersionAt } from '#server/testing/page-versions.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

/*
 * The data API's writes (spec 1 §5, §7, §8; decision 019) through HTTP: every rule message, the bot
 * checks, where a definition comes from, files, bounds, ownership, and form bindings on publish.
 */

// Solving a real challenge takes about a second; some tests solve several.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let roles: SiteRoles;

/** A collection whose definition exercises every rule of spec 1 §5. */
const RULES_INPUTS: FormInput[] = [
  { name: 'req', type: 'text', validationObject: { required: true } },
  { name: 'num', type: 'number' },
  { name: 'str', type: 'text' },
  { name: 'short', type: 'text', validationObject: { min: 3 } },
  { name: 'long', type: 'text', validationObject: { max: 5 } },
  { name: 'small', type: 'number', validationObject: { min: 10 } },
  { name: 'email', type: 'email' },
  { name: 'digits', type: 'text', validationObject: { type: 'numeric' } },
  { name: 'day', type: 'date' },
  { name: 'at', type: 'time' },
  { name: 'when', type: 'datetime-local' },
  { name: 'site', type: 'text', validationObject: { url: true } },
  { name: 'host', type: 'text', validationObject: { domain: true } },
  { name: 'tint', type: 'color' },
  { name: 'secret', type: 'password' },
  { name: 'tags', type: 'array' },
  { name: 'labels', type: 'array' },
  { name: 'palette', type: 'colors' },
  { name: 'photo', type: 'file' },
  { name: 'photos', type: 'files' },
  { name: 'path', type: 'text', validationObject: { path: true } },
  { name: 'template', type: 'text', validationObject: { templatePath: true } },
  { name: 'manage', type: 'text', validationObject: { systemPath: true } },
  { name: 'route', type: 'text', validationObject: { preventSystemPath: true } },
  { name: 'agree', type: 'checkbox' },
];

const VALID = {
  req: 'Hello',
  num: 4,
  str: 'text',
  short: 'abcd',
  long: 'abc',
  small: 12,
  email: 'ann@example.org',
  digits: '12345',
  day: '2026-11-22',
  at: '10:30',
  when: '2026-11-22T10:30',
  site: 'https://example.org/page',
  host: 'example.org',
  tint: '#336699',
  secret: 'Str0ng!pass',
  tags: 'red,blue',
  labels: ['a', 'b'],
  palette: [{ hex: '#112233', value: 'ink', label: 'Ink' }],
  path: '/about-us',
  template: '/dynamic-content/all/products',
  manage: '/manage/things',
  route: '/shop',
  agree: true,
};

let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'data-api', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  const { db } = t.deps.database;
  await db.insert(collection).values([
    { siteId: roles.siteId, name: 'rules', fields: RULES_INPUTS },
    { siteId: roles.siteId, name: 'notes', fields: [{ name: 'title', type: 'text', validationObject: { required: true } }, { name: 'body', type: 'textarea' }] },
  ]);
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** What the form's ALTCHA widget posts: our server's challenge, solved (the real difficulty: about a second). */
const solvedToken = () => solvedAltchaToken(t);

type FilePart = { field: string; name: string; type: string; bytes: Uint8Array | Buffer };

function multipart(data: unknown, options: { formId?: string; siteId?: string; collection?: string; files?: FilePart[]; raw?: string } = {}): FormData {
  const form = new FormData();
  form.append('data', options.raw ?? JSON.stringify(data));
  form.append('rules', JSON.stringify({ req: 'string' }));
  if (options.formId) form.append('formId', options.formId);
  if (options.siteId) form.append('siteId', options.siteId);
  if (options.collection) form.append('collection', options.collection);
  for (const file of options.files ?? []) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const send = (url: string, body: FormData, role: SiteRole | null, method = 'POST') => t.request(url, { method, body, cookie: role ? roles.cookies[role] : undefined });

/** What the data calls answer; a record's values are read as text here (the assertions compare them). */
interface Answer {
  data: Record<string, string> & { id: string; photo: string; created_at: string; updated_at: string };
  error?: string | null;
  message?: string;
  validationErrors?: Record<string, string[]> | null;
  pathError?: string;
}

async function json(response: Response, status: number): Promise<Answer> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as Answer;
}

const recordCount = async (name: string) => Number((await t.deps.database.db.select({ n: count() }).from(document).where(eq(document.collection, name)))[0]!.n);
const mediaCount = async () => Number((await t.deps.database.db.select({ n: count() }).from(media))[0]!.n);

async function storedFileCount(): Promise<number> {
  const root = path.resolve(t.deps.env.DATA_DIR, 'media');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

/** A visitor's form values that pass the honeypot and timing checks. */
const human = (data: Record<string, unknown>) => ({ ...data, _form_start_time: Date.now() - 5_000, _hp_website: '' });

describe('every rule message of spec 1 §5 through POST /api/data/{collection}', () => {
  it('answers each failing field with its exact message and stores nothing', async () => {
    const before = await recordCount('rules');
    const body = await json(
      await send(
        '/api/data/rules',
        multipart(
          {
            req: '',
            num: 'abc',
            str: 5,
            short: 'ab',
            long: 'abcdefgh',
            small: 3,
            email: 'ann@',
            digits: '12a',
            day: '22/11/2026',
            at: '25:99',
            when: '2026-11-22 10:30',
            site: 'ftp://example.org',
            host: 'not a domain',
            tint: '#12',
            secret: 'abc',
            tags: 'a b',
            labels: 'a;b',
            palette: ['red'],
            path: 'about',
            template: '/dynamic-content/all/things/extra',
            manage: '/settings',
            route: '/manage/users',
            agree: false,
          },
          {
            siteId: 'acme',
            files: [
              { field: 'photo', name: 'big.png', type: 'image/png', bytes: Buffer.alloc(4_718_593) },
              { field: 'photos', name: 'ok.png', type: 'image/png', bytes: png },
              { field: 'photos', name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') },
            ],
          },
        ),
        'editor',
      ),
      400,
    );
    expect(body).toEqual({
      error: 'Validation failed',
      pathError: 'Path must start with a slash.',
      validationErrors: {
        req: ['this field is required'],
        num: ['this field must be a number'],
        str: ['this field must be a string'],
        short: ['this field must be at least 3 characters'],
        long: ['this field must be at most 5 characters'],
        small: ['this field must be at least 10'],
        email: ['Invalid email format'],
        digits: ['this field must be numeric'],
        day: ['Invalid date format (YYYY-MM-DD)'],
        at: ['Invalid time format (HH:MM)'],
        when: ['Invalid datetime-local format'],
        site: ['Invalid URL (must start with http:// or https:// and include a valid domain)'],
        host: ['Invalid domain (must be a valid domain name)'],
        tint: ['Invalid color format'],
        secret: ['Password must contain at least 8 characters, 1 uppercase letter, 1 number, 1 special character'],
        tags: ['Invalid format: No spaces are allowed.'],
        labels: ['Invalid format: Only letters, numbers, hyphens, underscores, and commas are allowed.'],
        palette: ['Color 1: Invalid color format'],
        photo: ['This File size exceeds the maximum limit of 4.5MB.'],
        photos: ['File 2: Invalid file type text/plain is not allowed. Allowed types: ( jpeg, jpg, png, gif, webp )'],
        path: ['Path must start with a slash.'],
        template: ['Template path cannot have more than 3 segments.'],
        manage: ['System path must start with /manage.'],
        route: [SYSTEM_PATH_FORBIDDEN],
      },
    });
    expect(await recordCount('rules')).toBe(before);
  });

  it.each([
    ['path', '/', "Path cannot be '/'. Please use '/homepage' for the homepage."],
    ['path', '/a$b', 'Path contains invalid characters. Only alphanumeric characters, dashes, underscores, and slashes are allowed.'],
    ['template', '/dynamic-content/view/system_pages', 'This dynamic resource is not available.'],
    ['palette', [{ hex: '#112233', value: 'ink', label: 'Ink' }, { hex: '#445566' }], 'Color 2: Missing required color properties'],
    ['palette', [{ hex: 'blue', value: 'b', label: 'B' }], 'Color 1: Invalid hex color format'],
    ['photo', 'https://example.org/cat.png', 'The hostname ( example.org ) is not supported. Please use one of the following: ( res.cloudinary.com, utfs.io, ufs.sh, localhost )'],
  ])('%s = %j: %s', async (field, value, message) => {
    const body = await json(await send('/api/data/rules', multipart({ ...VALID, [field]: value }, { siteId: 'acme' }), 'editor'), 400);
    expect(body.validationErrors).toEqual({ [field]: [message] });
  });

  it('stores a valid record with its images as media of the site, and reads it back', async () => {
    const mediaBefore = await mediaCount();
    const body = await json(
      await send(
        '/api/data/rules',
        multipart(
          { ...VALID, extra: 'not in the definition', _form_start_time: 1, id: 'forged' },
          {
            siteId: 'acme',
            files: [
              { field: 'photo', name: 'one.png', type: 'image/png', bytes: png },
              { field: 'photos', name: 'two.png', type: 'image/png', bytes: png },
              { field: 'photos', name: 'three.png', type: 'image/png', bytes: png },
            ],
          },
        ),
        'editor',
      ),
      201,
    );
    expect(body.message).toBe('Data created successfully');
    expect(body.error).toBeNull();
    const record = body.data;
    expect(record).toMatchObject({ ...VALID, site_id: 'acme' });
    expect(record.id).not.toBe('forged');
    expect(record._id).toBe(record.id);
    expect(record).not.toHaveProperty('extra');
    expect(record).not.toHaveProperty('_form_start_time');
    expect(record.photo).toMatch(/^http:\/\/localhost:3000\/media\/uploads\/.+\.png$/);
    expect(record.photos).toHaveLength(2);
    expect(await mediaCount()).toBe(mediaBefore + 3);
    const [row] = await t.deps.database.db.select().from(document).where(eq(document.id, record.id));
    expect(row!.ownerId).toBe(roles.userIds.editor);
    expect(row!.siteId).toBe(roles.siteId);
    const image = await t.request(new URL(record.photo).pathname);
    expect(image.status).toBe(200);

    const read = await json(await t.request(`/api/data/rules/${record.id}`, { cookie: roles.cookies.owner }), 200);
    expect(read).toEqual({ data: record, error: null });
    // A record's own image urls pass the rules when the form sends them back.
    const again = await json(await send(`/api/data/rules/${record.id}`, multipart({ ...VALID, photo: record.photo }), 'editor', 'PUT'), 200);
    expect(again.data.photo).toBe(record.photo);
  });

  it('drops the cached pages that list the collection when a record is created or updated', async () => {
    const tags: string[] = [];
    const before = t.deps.invalidatePages;
    t.deps.invalidatePages = (event) => {
      tags.push(...(event.tags ?? []));
    };
    try {
      const created = await json(await send('/api/data/notes', multipart({ title: 'Cached' }, { siteId: 'acme' }), 'editor'), 201);
      expect(tags).toEqual([collectionCacheTag(roles.siteId, 'notes')]);
      await json(await send(`/api/data/notes/${created.data.id}`, multipart({ title: 'Changed' }), 'editor', 'PUT'), 200);
      expect(tags).toEqual([collectionCacheTag(roles.siteId, 'notes'), collectionCacheTag(roles.siteId, 'notes')]);
      await json(await send('/api/data/notes', multipart({ title: '' }, { siteId: 'acme' }), 'editor'), 400);
      expect(tags).toHaveLength(2);
    } finally {
      t.deps.invalidatePages = before;
      await t.deps.database.db.delete(document).where(eq(document.collection, 'notes'));
    }
  });

  it("answers 'No data provided to submit.' for an empty data object", async () => {
    expect(await json(await send('/api/data/notes', multipart({ _form_start_time: 1 }, { siteId: 'acme' }), 'editor'), 400)).toEqual({ error: 'No data provided to submit.' });
  });
});

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

describe('PUT /api/data/{collection}/{id}', () => {
  async function createdBy(role: SiteRole, collectionName = 'owned') {
    const form = await seedContactForm(t, { siteId: roles.siteId, collection: collectionName, purpose: 'default' });
    const body = await json(await send(`/api/data/${collectionName}`, multipart(human({ name: 'Mine', message: 'First' }), { formId: form.formId }), role), 201);
    return { form, id: body.data.id as string };
  }
  const storedData = async (id: string) => (await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id)))[0]?.data;
  const jsonRequest = (role: SiteRole, method: string, url: string, body: unknown) =>
    t.request(url, { method, cookie: roles.cookies[role], headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  /** The owner's choice in the collection's settings (the dashboard's call). */
  const allowSubmitterEdits = async (collectionName: string, submitterEdits: string) =>
    json(await jsonRequest('owner', 'PUT', `${COLLECTIONS_API}/${collectionName}/settings`, { siteId: 'acme', submitterEdits }), 200);
  /** A definition, as the dashboard saves it, that has a field the visitors' form does not: `approved`. */
  const defineWithApproved = async (collectionName: string) =>
    json(
      await jsonRequest('owner', 'POST', COLLECTIONS_API, {
        siteId: 'acme',
        name: collectionName,
        fields: [{ name: 'name', type: 'text' }, { name: 'email', type: 'email' }, { name: 'message', type: 'textarea' }, { name: 'approved', type: 'checkbox' }],
      }),
      201,
    );

  it("keeps a submitter out of their record by default: not through the form, not without it, and they may not delete it", async () => {
    await defineWithApproved('owned-never');
    const { form, id } = await createdBy('stranger', 'owned-never');
    expect(await json(await send(`/api/data/owned-never/${id}`, multipart(human({ message: 'Second' }), { formId: form.formId }), 'stranger', 'PUT'), 403)).toEqual({
      error: 'You do not have permission to update this record.',
    });
    // The attack of issue 21: any field of the collection's definition, without the form.
    expect((await send(`/api/data/owned-never/${id}`, multipart({ approved: true }), 'stranger', 'PUT')).status).toBe(403);
    expect((await t.request(`/api/data/owned-never/${id}`, { method: 'DELETE', cookie: roles.cookies.stranger })).status).toBe(403);
    expect(await storedData(id)).toEqual({ name: 'Mine', message: 'First' });
    // Members edit as members, as before.
    expect((await json(await send(`/api/data/owned-never/${id}`, multipart({ approved: true }), 'editor', 'PUT'), 200)).data.approved).toBe(true);
  });

  it('lets a submitter edit within 24 hours where the collection allows it: through the form it came from, only its fields; not after', async () => {
    await defineWithApproved('owned-day');
    await allowSubmitterEdits('owned-day', '24h');
    const { form, id } = await createdBy('stranger', 'owned-day');
    const [row] = await t.deps.database.db.select({ formId: document.formId, ownerId: document.ownerId }).from(document).where(eq(document.id, id));
    expect(row).toEqual({ formId: form.formId, ownerId: roles.userIds.stranger });

    const updated = await json(await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Second', approved: true }), { formId: form.formId }), 'stranger', 'PUT'), 200);
    expect(updated).toMatchObject({ data: { id, name: 'Mine', message: 'Second' }, error: null, message: 'Data updated successfully' });
    // A field the form does not have is not the submitter's to set.
    expect(await storedData(id)).toEqual({ name: 'Mine', message: 'Second' });
    const invalid = await json(await send(`/api/data/owned-day/${id}`, multipart(human({ email: 'x' }), { formId: form.formId }), 'stranger', 'PUT'), 400);
    expect(invalid.validationErrors).toEqual({ email: ['Invalid email format'] });

    // Not without the form, and not through another published form of the same collection.
    const throughForm = { error: 'Your submission can be changed only through the form you sent it with.' };
    expect(await json(await send(`/api/data/owned-day/${id}`, multipart({ approved: true }), 'stranger', 'PUT'), 403)).toEqual(throughForm);
    const other = await seedContactForm(t, { siteId: roles.siteId, collection: 'owned-day', purpose: 'default' });
    expect(await json(await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Other' }), { formId: other.formId }), 'stranger', 'PUT'), 403)).toEqual(throughForm);
    expect((await t.request(`/api/data/owned-day/${id}`, { method: 'DELETE', cookie: roles.cookies.stranger })).status).toBe(403);
    // Someone else's submission is not theirs, and anonymous callers are told to sign in.
    expect((await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Bad' }), { formId: form.formId }), 'otherEditor', 'PUT')).status).toBe(403);
    expect((await send(`/api/data/owned-day/${id}`, multipart({ message: 'Bad' }), null, 'PUT')).status).toBe(401);
    expect(await storedData(id)).toEqual({ name: 'Mine', message: 'Second' });

    // A day later the submission is closed to its submitter; members still edit it.
    await t.deps.database.db.update(document).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(document.id, id));
    expect(await json(await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Late' }), { formId: form.formId }), 'stranger', 'PUT'), 403)).toEqual({
      error: 'This submission can no longer be changed: submissions to this collection can be changed within 24 hours of sending them.',
    });
    const byMember = await json(await send(`/api/data/owned-day/${id}`, multipart({ message: 'Third', approved: true }), 'editor', 'PUT'), 200);
    expect(byMember.data).toMatchObject({ message: 'Third', approved: true });
    expect(await storedData(id)).toEqual({ name: 'Mine', message: 'Third', approved: true });

    // The owner takes the permission back: the next request is refused.
    await allowSubmitterEdits('owned-day', 'always');
    expect((await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Always' }), { formId: form.formId }), 'stranger', 'PUT')).status).toBe(200);
    await allowSubmitterEdits('owned-day', 'never');
    expect((await send(`/api/data/owned-day/${id}`, multipart(human({ message: 'Never' }), { formId: form.formId }), 'stranger', 'PUT')).status).toBe(403);
    expect(await storedData(id)).toMatchObject({ message: 'Always' });
  });

  it('never lets a submitter edit a product, whatever is stored as the setting', async () => {
    const { form, id } = await createdBy('stranger', 'products');
    expect(await json(await jsonRequest('owner', 'PUT', `${COLLECTIONS_API}/products/settings`, { siteId: 'acme', submitterEdits: 'always' }), 400)).toMatchObject({
      error: 'Never: products, orders and system collections are changed by members only.',
    });
    await t.deps.database.db.insert(collection).values({ siteId: roles.siteId, name: 'products', fields: [] }).onConflictDoNothing();
    await t.deps.database.db.update(collection).set({ submitterEdits: 'always' }).where(and(eq(collection.siteId, roles.siteId), eq(collection.name, 'products')));
    expect((await send(`/api/data/products/${id}`, multipart(human({ message: 'Cheaper' }), { formId: form.formId }), 'stranger', 'PUT')).status).toBe(403);
    expect(await storedData(id)).toEqual({ name: 'Mine', message: 'First' });
  });

  it('ends an editor’s authority with their membership: a product they created is no longer theirs to change or delete', async () => {
    // The shop's product fields, as the dashboard defines them: what a member's edit is checked against.
    const productFields = [{ name: 'title', type: 'text' }, { name: 'price', type: 'number' }, { name: 'stock', type: 'number' }];
    expect((await jsonRequest('owner', 'PUT', `${COLLECTIONS_API}/products`, { siteId: 'acme', fields: productFields })).status).toBe(200);
    const former = await t.signUp('former-editor@data-api.test');
    await t.deps.database.db.insert(siteMember).values({ siteId: roles.siteId, userId: former.userId, role: 'editor' });
    const created = await t.request('/api/data/products', { method: 'POST', cookie: former.cookie, body: multipart({ title: 'Lamp', price: 40, stock: 5 }, { siteId: 'acme' }) });
    const { id } = (await json(created, 201)).data;
    expect((await t.request(`/api/data/products/${id}`, { method: 'PUT', cookie: former.cookie, body: multipart({ stock: 6 }) })).status).toBe(200);

    await t.deps.database.db.delete(siteMember).where(and(eq(siteMember.siteId, roles.siteId), eq(siteMember.userId, former.userId)));
    expect(await json(await t.request(`/api/data/products/${id}`, { method: 'PUT', cookie: former.cookie, body: multipart({ price: 1, stock: 999 }) }), 403)).toEqual({
      error: 'You do not have permission to update this record.',
    });
    expect((await t.request(`/api/data/products/${id}`, { method: 'DELETE', cookie: former.cookie })).status).toBe(403);
    expect(await storedData(id)).toEqual({ title: 'Lamp', price: 40, stock: 6 });
    // The site's members still can.
    expect((await send(`/api/data/products/${id}`, multipart({ stock: 7 }), 'owner', 'PUT')).status).toBe(200);
  });

  // Two connections are needed to interleave: PGlite runs one statement at a time.
  it.runIf(process.env.TEST_DATABASE_URL)('merges into the record as it is when the update runs: a field the update does not send keeps a change made meanwhile', async () => {
    const { id } = await createdBy('editor');
    const pool = t.deps.database.pool!;
    // A checkout-like writer holds the row while the owner's update is on its way.
    const writer = await pool.connect();
    try {
      await writer.query('begin');
      await writer.query('select 1 from document where id = $1 for update', [id]);
      const update = send(`/api/data/owned/${id}`, multipart({ message: 'Edited' }), 'editor', 'PUT');
      // The update has read the record and now waits for the row (seen from another connection:
      // pg_stat_activity stays as it was first read inside a transaction).
      await expect
        .poll(async () => (await pool.query("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update%document%'")).rows[0].n)
        .toBe(1);
      await writer.query(`update document set data = data || '{"stock": 9}'::jsonb where id = $1`, [id]);
      await writer.query('commit');
      expect((await json(await update, 200)).data).toMatchObject({ message: 'Edited', stock: 9 });
    } finally {
      writer.release();
    }
    const [row] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id));
    expect(row!.data).toEqual({ name: 'Mine', message: 'Edited', stock: 9 });
  });

  it("merges an edit three ways with what the form was given: a field left alone keeps someone else's change, a field both changed is a 409", async () => {
    // Edited by its submitter through the form it came from (the collection allows it), as the data area's manage page does.
    await allowSubmitterEdits('owned-merge', 'always');
    const { form, id } = await createdBy('stranger', 'owned-merge');
    const edit = (data: Record<string, unknown>, loaded: Record<string, unknown>) => {
      const body = multipart(human(data), { formId: form.formId });
      body.append('loaded', JSON.stringify(loaded));
      return send(`/api/data/owned-merge/${id}`, body, 'stranger', 'PUT');
    };
    const storedData = async () => (await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.id, id)))[0]!.data;
    const loaded = { name: 'Mine', message: 'First' };
    // Someone else changes the message after the owner's form was opened.
    await t.deps.database.db.update(document).set({ data: { name: 'Mine', message: 'Theirs' } }).where(eq(document.id, id));

    // The owner renames, sending the message as the form was given it: both changes stand.
    const renamed = await json(await edit({ name: 'Renamed', message: 'First' }, loaded), 200);
    expect(renamed.data).toMatchObject({ name: 'Renamed', message: 'Theirs' });
    expect(await storedData()).toEqual({ name: 'Renamed', message: 'Theirs' });

    // A form opened before 'Theirs' that changes the message too: refused, named, nothing written.
    expect(await json(await edit({ name: 'Again', message: 'Mine too' }, { name: 'Renamed', message: 'First' }), 409)).toEqual({
      error: 'This record was changed while you were editing it. Reload the page to see the current values, then save again.',
      validationErrors: { message: ['Changed by someone else since you opened this form.'] },
    });
    expect(await storedData()).toEqual({ name: 'Renamed', message: 'Theirs' });

    // After a reload the form is given the current values, and the edit goes through.
    expect((await json(await edit({ name: 'Renamed', message: 'Mine too' }, { name: 'Renamed', message: 'Theirs' }), 200)).data.message).toBe('Mine too');
    // A `loaded` part that is not a JSON object is refused like a bad `data` part.
    const bad = multipart(human({ message: 'x' }), { formId: form.formId });
    bad.append('loaded', '[1]');
    expect(await json(await send(`/api/data/owned-merge/${id}`, bad, 'stranger', 'PUT'), 400)).toEqual({ error: 'The data part must be a JSON object.' });
  });

  it('answers the spec messages for a missing id and for no data; 404 for another collection', async () => {
    const { id } = await createdBy('editor');
    expect(await json(await send('/api/data/owned', multipart({ message: 'x' }), 'editor', 'PUT'), 400)).toEqual({ error: 'Missing document ID. Cannot update without an ID.' });
    expect(await json(await send(`/api/data/owned/${id}`, multipart({}), 'editor', 'PUT'), 400)).toEqual({ error: 'No data provided for update.' });
    expect((await send(`/api/data/notes/${id}`, multipart({ title: 'x' }), 'editor', 'PUT')).status).toBe(404);
  });

  it("lets the site's members delete a record, not its submitter nor a stranger to it", async () => {
    await allowSubmitterEdits('owned', 'always');
    const { id } = await createdBy('stranger');
    expect((await t.request(`/api/data/owned/${id}`, { method: 'DELETE', cookie: roles.cookies.otherEditor })).status).toBe(403);
    // Allowed to edit their submission, the submitter still may not delete it.
    expect((await t.request(`/api/data/owned/${id}`, { method: 'DELETE', cookie: roles.cookies.stranger })).status).toBe(403);
    expect(await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.id, id))).toHaveLength(1);
    expect((await t.request(`/api/data/owned/${id}`, { method: 'DELETE', cookie: roles.cookies.editor })).status).toBe(200);
    expect(await t.deps.database.db.select({ id: document.id }).from(document).where(eq(document.id, id))).toEqual([]);
  });
});

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
