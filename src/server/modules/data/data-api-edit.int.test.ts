import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS_API } from '#core/forms/collection-summary.ts';
import { collection, document, siteMember } from '#server/db/schema.ts';
import { seedContactForm } from '#server/testing/contact-form.ts';
import type { SiteRole } from '#server/testing/site-roles.ts';
import { human, json, multipart, roles, send, setUpDataApi, t } from './data-api-kit.ts';

setUpDataApi();

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
