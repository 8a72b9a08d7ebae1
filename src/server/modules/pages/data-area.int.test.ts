import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formIdOf } from '#core/forms/form-block.ts';
import { collection, document, page, site, siteMember } from '#server/db/schema.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

// The data area (issue #9 part 5): /data/{site}/{collection}[/{id}[/manage] | /create] renders the
// site's published dynamic-content template with the record bound, cached like any page and
// dropped when the record or the template changes; editing is for who may change the record.

let t: TestApp;
let owner: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };
let submitter: { cookie: string; userId: string };
const siteIds: Record<string, string> = {};
const ids: Record<string, string> = {};

const doc = (...content: unknown[]) => ({ root: { props: {} }, content });
const heading = { type: 'Heading', props: { id: 'h', text: 'Placeholder name', level: 'h1', align: 'left', size: '3xl', bindings: { text: 'name' } } };
const body = { type: 'RichText', props: { id: 'r', markdown: 'Placeholder body', bindings: { markdown: 'bio' } } };
const editLink = { type: 'Button', props: { id: 'b', label: 'Edit', href: '', target: '_self', variant: 'primary', size: 'md', align: 'left', modal: { enabled: false, title: '', text: '' }, bindings: { href: '_manageUrl' } } };
const form = {
  type: 'Form',
  props: {
    id: 'f',
    collection: 'team',
    title: 'Team member',
    inputs: [{ name: 'name', type: 'text', label: 'Name' }],
    // Stored data cannot put a form into edit mode: the server decides the record.
    record: { _id: '00000000-0000-4000-8000-000000000000', name: 'Injected record' },
  },
};
/** A second form of the same collection on the manage template: not the one the submissions came through. */
const otherForm = { type: 'Form', props: { id: 'f2', collection: 'team', title: 'Other form', inputs: [{ name: 'bio', type: 'textarea', label: 'Bio' }] } };
const manageTemplates: Record<string, string> = {};
const list = { type: 'Lineup', props: { id: 'l', source: 'collection', collection: '', layout: 'grid', heading: 'Everyone' } };

async function publishTemplate(uniqueId: string, path: string, data: unknown): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(page)
    .values({ siteId: siteIds[uniqueId]!, kind: 'template', path: `/site-${uniqueId}${path}`, pathWithNoSite: path, title: `Template ${path}`, data, publishedAt: new Date() })
    .returning({ id: page.id });
  return row!.id;
}

async function addRecord(uniqueId: string, collection: string, key: string, data: Record<string, unknown>, ownerId: string | null = null, formId: string | null = null) {
  const [row] = await t.deps.database.db.insert(document).values({ siteId: siteIds[uniqueId]!, collection, data, ownerId, formId }).returning({ id: document.id });
  ids[key] = row!.id;
}

const get = async (path: string, options: { cookie?: string; host?: string } = {}) => {
  const response = await t.request(`${TEST_ORIGIN}${path}`, { headers: { host: options.host ?? new URL(TEST_ORIGIN).host }, cookie: options.cookie, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control'), location: response.headers.get('location'), html: await response.text() };
};

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  owner = await t.signUp('data-area-owner@example.com');
  stranger = await t.signUp('data-area-stranger@example.com');
  submitter = await t.signUp('data-area-submitter@example.com');
  const { db } = t.deps.database;
  for (const [uniqueId, domain] of [['dyn', null], ['elsewhere', null], ['own', 'team.example.org']] as const) {
    const [created] = await db.insert(site).values({ uniqueId, title: `${uniqueId} site`, ownerId: owner.userId, domain, url: domain ? `https://${domain}` : null, domainVerifiedAt: domain ? new Date() : null, domainProof: domain ? 'dns' : null }).returning({ id: site.id });
    siteIds[uniqueId] = created!.id;
    await db.insert(siteMember).values({ siteId: created!.id, userId: owner.userId, role: 'owner' });
  }
  await addRecord('dyn', 'team', 'ada', { name: 'Ada Lovelace', bio: 'Wrote **the first** program.<script>alert(1)</script>' });
  await addRecord('dyn', 'team', 'grace', { name: 'Grace Hopper', bio: 'Compilers.' }, submitter.userId);
  await addRecord('dyn', 'notes', 'note', { name: 'A note, not a team member' });
  await addRecord('elsewhere', 'team', 'foreign', { name: 'Foreign member' });
  await addRecord('own', 'team', 'linus', { name: 'Linus', bio: 'Kernels.' });
  for (const uniqueId of ['dyn', 'own']) {
    await publishTemplate(uniqueId, '/dynamic-content/view/team', doc(heading, body, editLink));
    await publishTemplate(uniqueId, '/dynamic-content/all/team', doc(list));
    manageTemplates[uniqueId] = await publishTemplate(uniqueId, '/dynamic-content/manage/team', doc(form, otherForm));
  }
  // Sent by `submitter` through the manage template's form (its /create page).
  await addRecord('dyn', 'team', 'hedy', { name: 'Hedy Lamarr', bio: 'Frequency hopping.' }, submitter.userId, formIdOf(manageTemplates.dyn!, 'f'));
  // Sent by `submitter` through a form on another page: not edited through the manage template.
  await addRecord('dyn', 'team', 'katherine', { name: 'Katherine Johnson' }, submitter.userId, formIdOf(crypto.randomUUID(), 'f'));
});

afterAll(async () => {
  await t?.close();
});

describe('a record through the view template', () => {
  it('shows the bound fields of the record, sanitised, with the record as the page title', async () => {
    const { status, html } = await get(`/data/site-dyn/team/${ids.ada}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Ada Lovelace</title>');
    expect(html).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(html).not.toContain('Placeholder');
    // The bound markdown is rendered and sanitised on the server like any RichText.
    expect(html).toContain('<strong>the first</strong>');
    expect(html).not.toContain('<script>alert(1)');
    // A built-in field: the link to the record's manage page, inside the site.
    expect(html).toContain(`href="/data/site-dyn/team/${ids.ada}/manage"`);
  });

  it('is cached, and dropped when the record changes through the API', async () => {
    const path = `/data/site-dyn/team/${ids.grace}`;
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    const update = new FormData();
    update.append('data', JSON.stringify({ name: 'Rear Admiral Grace Hopper' }));
    const answer = await t.request(`/api/data/team/${ids.grace}`, { method: 'PUT', body: update, cookie: owner.cookie });
    expect(answer.status).toBe(200);
    const after = await get(path);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Rear Admiral Grace Hopper');
  });

  it('is dropped when the site publishes (the template may have changed)', async () => {
    const path = `/data/site-dyn/team/${ids.ada}`;
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    await t.deps.invalidatePages({ tags: [`site:${siteIds.dyn}`] });
    expect((await get(path)).cache).toBe('MISS');
  });

  it('is not found for another site’s record, another collection’s, a malformed id, or a collection without a template', async () => {
    for (const path of [
      `/data/site-dyn/team/${ids.foreign}`,
      `/data/site-dyn/team/${ids.note}`,
      '/data/site-dyn/team/not-a-uuid',
      `/data/site-dyn/notes/${ids.note}`,
      '/data/site-dyn/site_pages',
      `/data/site-nosuch/team/${ids.ada}`,
      `/data/site-dyn/team/${ids.ada}/extra/segment`,
    ]) {
      const { status } = await get(path);
      expect(status, path).toBe(404);
    }
  });
});

describe('the list template', () => {
  it('lists the collection’s records with links to their view pages, when its lineup names no collection', async () => {
    const { status, html } = await get('/data/site-dyn/team');
    expect(status).toBe(200);
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain(`href="/data/site-dyn/team/${ids.ada}"`);
    expect(html).not.toContain('Foreign member');
    expect(html).not.toContain('A note, not a team member');
  });
});

describe('the manage template', () => {
  it('creates: an empty form for anyone, cached, never the stored record', async () => {
    const first = await get('/data/site-dyn/team/create');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Team member');
    expect(first.html).not.toContain('Injected record');
    expect(first.html).not.toMatch(/>Delete</);
    expect(first.html).toContain('/api/altcha/challenge');
    expect((await get('/data/site-dyn/team/create')).cache).toBe('HIT');
  });

  it('edits: anonymous visitors are sent to sign in, outsiders find nothing', async () => {
    const path = `/data/site-dyn/team/${ids.ada}/manage`;
    const anonymous = await get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(`/auth/login?callbackURL=${encodeURIComponent(path)}`);
    const outsider = await get(path, { cookie: stranger.cookie });
    expect(outsider.status).toBe(404);
    expect(outsider.html).not.toContain('Ada Lovelace');
  });

  it('edits: the site’s members get the form with the record, private and never cached', async () => {
    const path = `/data/site-dyn/team/${ids.ada}/manage`;
    const member = await get(path, { cookie: owner.cookie });
    expect(member.status).toBe(200);
    expect(member.cacheControl).toContain('no-store');
    expect(member.html).toContain('Ada Lovelace');
    expect(member.html).toMatch(/>Delete</);
    // Signed-in editors are asked no bot challenge, so the form shows no widget.
    expect(member.html).not.toContain('altcha');
    expect(member.html).not.toContain('Injected record');
    // And the anonymous view afterwards has not been poisoned by it.
    expect((await get(path)).status).toBe(302);
  });

  it('edits: having created a record grants nothing; its submitter edits through its own form only where the collection allows it, and cannot delete', async () => {
    const hedy = `/data/site-dyn/team/${ids.hedy}/manage`;
    // By default (and for a record that came through no form, whatever the setting) the submitter finds nothing.
    expect((await get(`/data/site-dyn/team/${ids.grace}/manage`, { cookie: submitter.cookie })).status).toBe(404);
    expect((await get(hedy, { cookie: submitter.cookie })).status).toBe(404);

    await t.deps.database.db.insert(collection).values({ siteId: siteIds.dyn!, name: 'team', fields: [], submitterEdits: '24h' });
    const allowed = await get(hedy, { cookie: submitter.cookie });
    expect(allowed.status).toBe(200);
    expect(allowed.cacheControl).toContain('no-store');
    expect(allowed.html).toContain('Hedy Lamarr');
    // Only the form the record came through is in edit mode; the submitter is offered no Delete.
    expect(allowed.html).not.toMatch(/>Delete</);
    expect(allowed.html).not.toContain('Frequency hopping.');
    expect((await get(`/data/site-dyn/team/${ids.grace}/manage`, { cookie: submitter.cookie })).status).toBe(404);
    expect((await get(`/data/site-dyn/team/${ids.ada}/manage`, { cookie: submitter.cookie })).status).toBe(404);
    expect((await get(`/data/site-dyn/team/${ids.katherine}/manage`, { cookie: submitter.cookie })).status).toBe(404);

    // A day after submitting, the window has closed.
    await t.deps.database.db.update(document).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(document.id, ids.hedy!));
    expect((await get(hedy, { cookie: submitter.cookie })).status).toBe(404);
    // Members edit it still, with both forms and Delete.
    const member = await get(hedy, { cookie: owner.cookie });
    expect(member.status).toBe(200);
    expect(member.html).toContain('Frequency hopping.');
    expect(member.html).toMatch(/>Delete</);
  });
});

describe('a site on its own domain', () => {
  it('serves its data area without the site slug, and no other site’s slug', async () => {
    const own = await get(`/data/team/${ids.linus}`, { host: 'team.example.org' });
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/<h1[^>]*>Linus<\/h1>/);
    expect(own.html).toContain(`href="https://team.example.org/data/team/${ids.linus}"`);
    expect((await get(`/data/site-dyn/team/${ids.ada}`, { host: 'team.example.org' })).status).toBe(404);
  });
});
