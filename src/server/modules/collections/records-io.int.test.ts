import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { MAX_IMPORT_ROWS } from '#core/forms/records-io.ts';
import { document } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRole, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { rowErrorsMessage } from './import-records.ts';

let t: TestApp;
let roles: SiteRoles;

const FIELDS = [
  { name: 'name', type: 'text', label: 'Name', validationObject: { required: true } },
  { name: 'email', type: 'email' },
  { name: 'visits', type: 'number' },
  { name: 'tags', type: 'array' },
];

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedSiteRoles(t, { tag: 'records-io', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } });
  await send('owner', 'POST', COLLECTIONS_API, { siteId: 'acme', name: 'people', fields: FIELDS });
  await send('owner', 'POST', COLLECTIONS_API, { siteId: 'acme', name: 'people-copy', fields: FIELDS });
  await t.deps.database.db.insert(document).values([
    { siteId: roles.siteId, collection: 'people', data: { name: 'Ada, "the first"', email: 'ada@example.com', visits: 3, tags: ['math', 'engines'] }, createdAt: new Date('2026-01-01T00:00:00Z') },
    { siteId: roles.siteId, collection: 'people', data: { name: '=HYPERLINK("http://evil")', visits: -5, note: 'line one\nline two' }, createdAt: new Date('2026-01-02T00:00:00Z') },
  ]);
});
afterAll(async () => {
  await t?.close();
});

function send(role: SiteRole | null, method: string, url: string, body?: unknown) {
  return t.request(url, { method, cookie: role ? roles.cookies[role] : undefined, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

const recordsOf = async (name: string) =>
  (await t.deps.database.db.select({ data: document.data }).from(document).where(and(eq(document.siteId, roles.siteId), eq(document.collection, name))).orderBy(document.createdAt, document.id)).map((row) => row.data);

describe('export', () => {
  it('writes CSV with the meta columns, the fields, other keys, quoting and defused formulas', async () => {
    const response = await send('editor', 'GET', `${COLLECTIONS_API}/people/export?siteId=acme&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="acme-people-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['_id', 'created_at', 'updated_at', 'name', 'email', 'visits', 'tags', 'note']);
    expect(parsed.data.map(({ name, email, visits, tags, note }) => ({ name, email, visits, tags, note }))).toEqual([
      { name: 'Ada, "the first"', email: 'ada@example.com', visits: '3', tags: '["math","engines"]', note: '' },
      { name: `'=HYPERLINK("http://evil")`, email: '', visits: '-5', tags: '', note: 'line one\nline two' },
    ]);
  });

  it('writes JSON, and refuses an unknown format, a reserved name and strangers', async () => {
    const json = await send('owner', 'GET', `${COLLECTIONS_API}/people/export?siteId=acme&format=json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const records = (await json.json()) as Record<string, unknown>[];
    expect(records.map((record) => record.name)).toEqual(['Ada, "the first"', '=HYPERLINK("http://evil")']);
    expect(Object.keys(records[0]!).slice(0, 3)).toEqual(['_id', 'created_at', 'updated_at']);
    expect((await send('owner', 'GET', `${COLLECTIONS_API}/people/export?siteId=acme&format=xml`)).status).toBe(400);
    expect((await send('owner', 'GET', `${COLLECTIONS_API}/system_pages/export?siteId=acme`)).status).toBe(400);
    expect((await send('otherEditor', 'GET', `${COLLECTIONS_API}/people/export?siteId=acme`)).status).toBe(403);
    expect((await send(null, 'GET', `${COLLECTIONS_API}/people/export?siteId=acme`)).status).toBe(401);
  });
});

describe('import', () => {
  it('round-trips an exported CSV into another collection with typed values', async () => {
    const csv = await (await send('editor', 'GET', `${COLLECTIONS_API}/people/export?siteId=acme&format=csv`)).text();
    // A file read with its byte-order mark still on must not turn `_id` into a field.
    const rows = Papa.parse<Record<string, string>>(`\uFEFF${csv}`, { header: true, skipEmptyLines: true }).data;
    // The copy's fields do not include `note`: define it first, as a person would after the preview named it.
    await send('owner', 'PUT', `${COLLECTIONS_API}/people-copy`, { siteId: 'acme', fields: [...FIELDS, { name: 'note', type: 'textarea' }] });
    const response = await send('editor', 'POST', `${COLLECTIONS_API}/people-copy/import`, { siteId: 'acme', records: rows });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toEqual({ imported: 2, error: null });
    expect(await recordsOf('people-copy')).toEqual([
      { name: 'Ada, "the first"', email: 'ada@example.com', visits: 3, tags: ['math', 'engines'] },
      { name: '=HYPERLINK("http://evil")', visits: -5, note: 'line one\nline two' },
    ]);
  });

  it('writes nothing when one row breaks the rules, and names the rows', async () => {
    const before = (await recordsOf('people')).length;
    const rows = [{ name: 'Fine' }, { email: 'not-an-email' }, { name: 'Also fine', visits: 'many', stranger: 'x' }];
    const response = await send('owner', 'POST', `${COLLECTIONS_API}/people/import`, { siteId: 'acme', records: rows });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: rowErrorsMessage(2),
      rowErrorCount: 2,
      rowErrors: [
        { row: 2, errors: { name: ['this field is required'], email: ['Invalid email format'] } },
        { row: 3, errors: { visits: ['this field must be a number'], stranger: ['"stranger" is not a field of this collection'] } },
      ],
    });
    expect((await recordsOf('people')).length).toBe(before);
  });

  it('refuses empty, oversized and malformed imports, and strangers', async () => {
    expect((await send('owner', 'POST', `${COLLECTIONS_API}/people/import`, { siteId: 'acme', records: [] })).status).toBe(400);
    expect((await send('owner', 'POST', `${COLLECTIONS_API}/people/import`, { siteId: 'acme', records: [1, 2] })).status).toBe(400);
    expect((await send('owner', 'POST', `${COLLECTIONS_API}/people/import`, { siteId: 'acme', records: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})) })).status).toBe(413);
    expect((await send('stranger', 'POST', `${COLLECTIONS_API}/people/import`, { siteId: 'acme', records: [{ name: 'x' }] })).status).toBe(403);
    expect((await send('owner', 'POST', `${COLLECTIONS_API}/site_pages/import`, { siteId: 'acme', records: [{ name: 'x' }] })).status).toBe(400);
  });

  it('keeps the order of the file when sorted by creation date', async () => {
    const names = Array.from({ length: 30 }, (_, i) => ({ title: `row ${i}` }));
    expect((await send('owner', 'POST', `${COLLECTIONS_API}/ordered/import`, { siteId: 'acme', records: names })).status).toBe(201);
    expect(await recordsOf('ordered')).toEqual(names);
  });

  it('imports free-form rows into a new name, defining nothing but the collection', async () => {
    const response = await send('editor', 'POST', `${COLLECTIONS_API}/scratch/import`, { siteId: 'acme', records: [{ anything: 'goes', n: 1 }] });
    expect(response.status).toBe(201);
    expect(await recordsOf('scratch')).toEqual([{ anything: 'goes', n: 1 }]);
  });
});
