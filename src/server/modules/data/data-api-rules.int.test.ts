import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_PATH_FORBIDDEN } from '#core/rules/messages.ts';
import { document } from '#server/db/schema.ts';
import { collectionCacheTag } from '#server/shared/page-cache/collection-cache.ts';
import { json, mediaCount, multipart, png, recordCount, roles, send, setUpDataApi, t, VALID } from './data-api-kit.ts';

setUpDataApi();

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
