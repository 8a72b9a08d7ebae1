import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGE_FILES } from '#core/media/upload-limits.ts';
import { seedSiteRoles, type SiteRoles } from '#server/testing/site-roles.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let cookies: SiteRoles['cookies'];
const VIDEO_LIMIT = 3 * 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_VIDEO_MAX_BYTES: String(VIDEO_LIMIT) });
  ({ cookies } = await seedSiteRoles(t, { tag: 'limits', site: { uniqueId: 'acme', title: 'Acme' }, otherSite: { uniqueId: 'other', title: 'Other' } }));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/media/limits', () => {
  it('answers the per-kind limits with the configured video size to any signed-in user', async () => {
    const response = await t.request('/api/media/limits', { cookie: cookies.stranger });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { error: null; limits: Record<string, { maxFiles: number; maxBytes: number; mimes: string[] }> };
    expect(body.error).toBeNull();
    expect(body.limits.image).toEqual({ maxFiles: MAX_IMAGE_FILES, maxBytes: MAX_IMAGE_BYTES, mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] });
    expect(body.limits.video).toEqual({ maxFiles: 1, maxBytes: VIDEO_LIMIT, mimes: ['video/mp4', 'video/webm'] });
    expect(body.limits.document!.mimes).toEqual(['application/pdf']);
  });

  it('is 401 JSON without a session', async () => {
    const response = await t.request('/api/media/limits');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });
});
