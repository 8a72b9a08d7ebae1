import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_BUILT_IN_NOT_DELETABLE, COLOR_FAMILY_INVALID, COLOR_FORBIDDEN, COLOR_LEVEL_INVALID } from '#core/colors/messages.ts';
import { COLOR_PALETTE } from '#core/options/color-palette.ts';
import { FIELD_REQUIRED, INVALID_COLOR, maxLengthMessage } from '#core/rules/messages.ts';
import { color } from '#server/db/schema.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedSiteRoles(t, { tag: 'system-colors', site: { uniqueId: 'colorsite', title: 'Colours' }, otherSite: { uniqueId: 'othercolors', title: 'Other' } });
  cookies = seeded.cookies;
});
afterAll(async () => {
  await t?.close();
});

const send = (method: string, path: string, cookie: string | undefined, body?: unknown) =>
  t.request(path, { method, cookie, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const create = (body: Record<string, unknown>, cookie = cookies.editor) => send('POST', '/api/system_colors', cookie, { siteId: 'colorsite', ...body });

interface Item {
  id: string | null;
  value: string;
  label: string;
  hex: string;
  level: number | null;
  family: string;
  custom: boolean;
}
const list = async (query: string, cookie = cookies.editor) => {
  const response = await t.request(`/api/system_colors?siteId=colorsite&${query}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Item[]; pagination?: { total: number } };
};

describe('POST /api/system_colors', () => {
  it('validates with the core rules and says which field is wrong', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hex: 'red', label: 'Brand', family: 'red', level: 500 }, 'hex', INVALID_COLOR],
      [{ hex: '#abc', label: 'Brand', family: 'red', level: 500 }, 'hex', INVALID_COLOR],
      [{ label: 'Brand', family: 'red', level: 500 }, 'hex', FIELD_REQUIRED],
      [{ hex: '#112233', label: '  ', family: 'red', level: 500 }, 'label', FIELD_REQUIRED],
      [{ hex: '#112233', label: 'x'.repeat(61), family: 'red', level: 500 }, 'label', maxLengthMessage(60)],
      [{ hex: '#112233', label: 'Brand', family: 'custom', level: 500 }, 'family', COLOR_FAMILY_INVALID],
      [{ hex: '#112233', label: 'Brand', family: 'red', level: 550 }, 'level', COLOR_LEVEL_INVALID],
      [{ hex: '#112233', label: 'Brand', family: 'red' }, 'level', FIELD_REQUIRED],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = (await response.json()) as { error: string; validationErrors: Record<string, string[]> };
      expect(json.error).toBe(message);
      expect(json.validationErrors[field]).toEqual([message]);
    }
    expect(await t.deps.database.db.select().from(color)).toEqual([]);
  });

  it("refuses another site's member and anonymous callers", async () => {
    const valid = { hex: '#112233', label: 'Intruder', family: 'blue', level: 500 };
    const other = await create(valid, cookies.otherEditor);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ error: COLOR_FORBIDDEN });
    expect((await send('POST', '/api/system_colors', undefined, { siteId: 'colorsite', ...valid })).status).toBe(401);
    expect((await create(valid, cookies.owner).then((r) => r.status))).toBe(201);
  });
});

describe('GET /api/system_colors', () => {
  beforeAll(async () => {
    for (const body of [
      { hex: '#0A1B2C', label: 'Aaa Brand', family: 'blue', level: 900 },
      { hex: '#ff0000', label: 'Zzz Brand', family: 'red', level: 50 },
    ])
      expect((await create(body)).status).toBe(201);
  });

  it('merges the built-in palette with the custom colours, marking the custom ones', async () => {
    const all = await list('limit=1000&includeTotalCount=true');
    expect(all.pagination!.total).toBe(COLOR_PALETTE.length + 3);
    const custom = all.data.filter((item) => item.custom);
    expect(custom.map((item) => item.label).sort()).toEqual(['Aaa Brand', 'Intruder', 'Zzz Brand']);
    expect(custom.find((item) => item.label === 'Aaa Brand')).toMatchObject({ hex: '#0a1b2c', family: 'blue', level: 900 });
    expect(all.data.find((item) => item.value === 'red-500')).toMatchObject({ custom: false, hex: '#ef4444', id: null });
  });

  it('sorts by name and level, filters by family and search, pages from zero', async () => {
    const asc = await list('limit=3');
    expect(asc.data[0]!.label).toBe('Aaa Brand');
    expect(asc.data).toHaveLength(3);
    expect((await list('sortBy=name_desc&limit=1')).data[0]!.label).toBe('Zzz Brand');
    const red = await list('family=red&sortBy=level_asc&limit=1000&includeTotalCount=true');
    expect(red.data.every((item) => item.family === 'red')).toBe(true);
    expect(red.data[0]).toMatchObject({ level: 50 });
    expect(red.data.some((item) => item.label === 'Zzz Brand')).toBe(true);
    expect(red.pagination!.total).toBe(COLOR_PALETTE.filter((entry) => entry.family === 'red').length + 1);
    const levels = red.data.map((item) => item.level!);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    const desc = await list('family=blue&sortBy=level_desc&limit=2');
    expect(desc.data.map((item) => item.level)).toEqual([900, 900]);
    const search = await list('search=brand&includeTotalCount=true&limit=1&page=1');
    expect(search.pagination!.total).toBe(2);
    expect(search.data.map((item) => item.label)).toEqual(['Zzz Brand']);
  });
});

describe('DELETE /api/system_colors/:id', () => {
  it('deletes a custom colour for a member; refuses a built-in with 400 and another site with 403', async () => {
    const created = (await (await create({ hex: '#123456', label: 'Temp', family: 'green', level: 300 })).json()) as { color: { id: string } };
    const id = created.color.id;
    expect((await send('DELETE', `/api/system_colors/${id}`, cookies.otherEditor)).status).toBe(403);
    expect((await send('DELETE', `/api/system_colors/${id}`, cookies.owner)).status).toBe(200);
    expect(await t.deps.database.db.select().from(color).where(eq(color.id, id))).toEqual([]);
    const builtIn = await send('DELETE', '/api/system_colors/red-500', cookies.owner);
    expect(builtIn.status).toBe(400);
    expect(await builtIn.json()).toMatchObject({ error: COLOR_BUILT_IN_NOT_DELETABLE });
    expect((await send('DELETE', `/api/system_colors/${id}`, cookies.owner)).status).toBe(404);
  });
});
