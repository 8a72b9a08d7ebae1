import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_FORBIDDEN, ICON_NOT_FOUND, ICON_NOT_SVG, ICON_TOO_LARGE, iconNameTakenMessage } from '#core/icons/messages.ts';
import { icon } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];
let acmeId = '';

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const seeded = await seedSiteRoles(t, { tag: 'system-icons', site: { uniqueId: 'iconsite', title: 'Icons' }, otherSite: { uniqueId: 'othericons', title: 'Other' } });
  cookies = seeded.cookies;
  acmeId = seeded.siteId;
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert('onload')">
  <script>alert('script')</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h4v4z"/></defs>
  <a href="javascript:alert('js')"><circle cx="12" cy="12" r="10" fill="url(#g)"/></a>
  <path d="M1 1h2" onclick="alert('click')" style="fill: url(http://evil.example/x.svg#a)"/>
  <use xlink:href="http://evil.example/sprite.svg#icon"/>
  <use href="#p"/>
  <image href="data:image/png;base64,AAAA"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <rect width="4" height="4" fill="blue"/>
</svg>`;
const FORBIDDEN = [/<script/i, /alert/, /onload/i, /onclick/i, /javascript:/i, /evil\.example/, /foreignObject/i, /data:/, /http:\/\/evil/];

function upload(cookie: string | undefined, fields: { name: string; siteId?: string; svg: string | Uint8Array; filename?: string }) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.siteId !== undefined) form.append('siteId', fields.siteId);
  form.append('file', new Blob([fields.svg as BlobPart], { type: 'image/svg+xml' }), fields.filename ?? 'icon.svg');
  return t.request('/api/system_icons', { method: 'POST', cookie, body: form });
}
const simple = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="${fill}"/></svg>`;
const storedSvg = async (name: string) => (await t.deps.database.db.select({ svg: icon.svg }).from(icon).where(eq(icon.name, name)))[0]?.svg;

describe('POST /api/system_icons', () => {
  it('stores hostile SVG sanitised: no script, handlers, javascript:, external references or foreignObject', async () => {
    const response = await upload(cookies.editor, { name: 'hostile', siteId: 'iconsite', svg: HOSTILE_SVG });
    expect(response.status).toBe(201);
    const stored = (await storedSvg('hostile'))!;
    for (const pattern of FORBIDDEN) expect(stored).not.toMatch(pattern);
    expect(stored).toContain('<rect');
    expect(stored).toContain('url(#g)');
  });

  it('a published page with the custom icon carries none of it either', async () => {
    const data = { root: { props: { title: 'Icon page' } }, content: [{ type: 'Icon', props: { id: 'Icon-1', set: 'custom', name: 'hostile', label: 'Hostile' } }] };
    const published = await t.request('/api/editor', {
      method: 'POST',
      cookie: cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data, path: '/site-iconsite/icon-page', pathWithNoSite: '/icon-page', title: 'Icon page', description: '', baseVersion: 0 }),
    });
    expect(published.status).toBe(200);
    const html = await (await t.request('/site-iconsite/icon-page')).text();
    const images = [...html.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)].map((m) => Buffer.from(m[1]!, 'base64').toString('utf8'));
    expect(images.some((svg) => svg.includes('<rect'))).toBe(true);
    for (const text of [html, ...images]) for (const pattern of [/<script[^>]*>alert/, /onload=/, /onclick/, /javascript:/, /evil\.example/, /foreignObject/i]) expect(text).not.toMatch(pattern);
  });

  it('refuses a file that is not SVG even when named .svg', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const svg of [png, '<html><body>hi</body></html>', 'not markup at all']) {
      const response = await upload(cookies.owner, { name: 'fake', siteId: 'iconsite', svg, filename: 'fake.svg' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: ICON_NOT_SVG });
    }
  });

  it('refuses an oversized file', async () => {
    const big = simple('red').replace('</svg>', `<desc>${'x'.repeat(110 * 1024)}</desc></svg>`);
    const response = await upload(cookies.owner, { name: 'big', siteId: 'iconsite', svg: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: ICON_TOO_LARGE });
  });

  it('refuses a duplicate name in the same site, allows it on another', async () => {
    expect((await upload(cookies.owner, { name: 'dup', siteId: 'iconsite', svg: simple('red') })).status).toBe(201);
    const again = await upload(cookies.editor, { name: 'dup', siteId: acmeId, svg: simple('blue') });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: iconNameTakenMessage('dup') });
    expect((await upload(cookies.otherEditor, { name: 'dup', siteId: 'othericons', svg: simple('blue') })).status).toBe(201);
  });

  it("refuses another site's member (403), anonymous (401) and platform icons for non-admins", async () => {
    const other = await upload(cookies.otherEditor, { name: 'intruder', siteId: 'iconsite', svg: simple('red') });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: ICON_FORBIDDEN });
    expect((await upload(undefined, { name: 'anon', siteId: 'iconsite', svg: simple('red') })).status).toBe(401);
    expect((await upload(cookies.owner, { name: 'platform', svg: simple('red') })).status).toBe(403);
    expect((await upload(cookies.admin, { name: 'platform', svg: simple('red') })).status).toBe(201);
    expect(await storedSvg('intruder')).toBeUndefined();
  });
});

interface ListBody {
  data: { set: string; iconName: string; id?: string; siteId?: string | null }[];
  pagination?: { total: number };
}
const list = async (query: string, cookie = cookies.editor) => {
  const response = await t.request(`/api/system_icons?${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as ListBody;
};

describe('GET /api/system_icons', () => {
  beforeAll(async () => {
    for (const name of ['list-b', 'list-a', 'list-c']) expect((await upload(cookies.owner, { name, siteId: 'iconsite', svg: simple('green') })).status).toBe(201);
  });

  it('lists the site and platform custom icons with search, sort, paging and totals', async () => {
    const asc = await list('siteId=iconsite&set=custom&search=list-&sort=name_asc&includeTotalCount=true');
    expect(asc.data.map((item) => item.iconName)).toEqual(['list-a', 'list-b', 'list-c']);
    expect(asc.pagination).toEqual(expect.objectContaining({ total: 3 }));
    const desc = await list('siteId=iconsite&set=custom&search=list-&sort=name_desc&limit=2&page=1&includeTotalCount=true');
    expect(desc.data.map((item) => item.iconName)).toEqual(['list-a']);
    expect(desc.pagination!.total).toBe(3);
    const recent = await list('siteId=iconsite&set=custom&search=list-&sort=recent&limit=1');
    expect(recent.data.map((item) => item.iconName)).toEqual(['list-c']);
    expect(recent.pagination).toBeUndefined();
    const all = await list('siteId=iconsite&set=custom&includeTotalCount=true');
    expect(all.data.some((item) => item.iconName === 'platform' && item.siteId === null)).toBe(true);
    expect(all.data.some((item) => item.iconName === 'dup' && item.siteId === acmeId)).toBe(true);
    expect(all.data.filter((item) => item.iconName === 'dup')).toHaveLength(1);
  });

  it("'all' puts custom icons first, then react-icons names; a react-icons set lists only its names", async () => {
    const all = await list('siteId=iconsite&set=all&search=list-a&includeTotalCount=true');
    expect(all.data[0]).toMatchObject({ set: 'custom', iconName: 'list-a' });
    const fa = await list('siteId=iconsite&set=fa&search=arrow&limit=5&includeTotalCount=true');
    expect(fa.data.length).toBe(5);
    expect(fa.data.every((item) => item.set === 'fa')).toBe(true);
    expect(fa.pagination!.total).toBeGreaterThan(5);
  });

  it("refuses a site's list to someone outside it", async () => {
    expect((await t.request('/api/system_icons?siteId=iconsite', { cookie: cookies.otherEditor })).status).toBe(403);
  });
});

describe('DELETE /api/system_icons/:id', () => {
  it("deletes for the site's members and admins; another site's member gets 403", async () => {
    const created = (await (await upload(cookies.owner, { name: 'to-delete', siteId: 'iconsite', svg: simple('red') })).json()) as { icon: { id: string } };
    const id = created.icon.id;
    expect((await t.request(`/api/system_icons/${id}`, { method: 'DELETE', cookie: cookies.otherEditor })).status).toBe(403);
    expect(await storedSvg('to-delete')).toBeDefined();
    expect((await t.request(`/api/system_icons/${id}`, { method: 'DELETE', cookie: cookies.editor })).status).toBe(200);
    expect(await storedSvg('to-delete')).toBeUndefined();
    expect((await t.request(`/api/system_icons/${id}`, { method: 'DELETE', cookie: cookies.editor })).status).toBe(404);
  });
});

describe('GET /api/system_icons/svg', () => {
  it('answers the server-rendered SVG of a built-in icon to any signed-in user, privately cacheable', async () => {
    const response = await t.request('/api/system_icons/svg?set=fa&name=FaLeaf', { cookie: cookies.stranger });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const svg = await response.text();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('<path');
  });

  it('refuses anonymous callers (401)', async () => {
    const response = await t.request('/api/system_icons/svg?set=fa&name=FaLeaf');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('answers 404 JSON for unknown names, sets, custom icons and missing parameters', async () => {
    for (const query of ['set=fa&name=FaNoSuchIcon', 'set=zz&name=FaLeaf', 'set=custom&name=hostile', 'set=fa&name=toString', 'set=fa&name=__proto__', '']) {
      const response = await t.request(`/api/system_icons/svg?${query}`, { cookie: cookies.editor });
      expect(response.status, query).toBe(404);
      expect(await response.json()).toMatchObject({ error: ICON_NOT_FOUND });
    }
  });
});
