import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { readJsonObject } from '#server/http/errors.ts';
import { deletePage } from './delete-page.public.ts';
import { listVersions } from './list-versions.ts';
import { getEditorPage } from './open-page.ts';
import { VersionConflictError } from './page-version-conflict.ts';
import { publishPage } from './publish-page.ts';
import { restoreVersion } from './restore-version.ts';
import { revalidatePages } from './revalidate-pages.ts';
import { saveDraft } from './save-draft.ts';
import { updatePageMetadata } from './update-page-metadata.ts';

const flagsOf = (query: (name: string) => string | undefined) => ({
  is_template: query('is_template') === 'true',
  is_system: query('is_system') === 'true',
});

/** The editor's API (spec 1-foundation §7, spec 2-management §7). */
export const editorRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await readJsonObject(c);
    try {
      const deps = c.get('deps');
      const page = body.draft === true ? await saveDraft(deps, c.get('user'), body) : await publishPage(deps, c.get('user'), body);
      return c.json({ page, error: null });
    } catch (error) {
      // The editor needs the version now live to offer "publish anyway": more than the usual { error }.
      if (error instanceof VersionConflictError) return c.json(error.body(), 409);
      throw error;
    }
  })
  .delete('/', async (c) => {
    const body = await readJsonObject(c);
    return c.json(await deletePage(c.get('deps'), c.get('user'), body));
  })
  // The content manager's 'Modify' form: title, description and path, without republishing.
  .patch('/', async (c) => {
    const page = await updatePageMetadata(c.get('deps'), c.get('user'), await readJsonObject(c));
    return c.json({ page, error: null });
  })
  // GET /api/editor{path}: everything after /api/editor is the page path.
  .get('/*', async (c) => {
    const path = decodeURIComponent(c.req.path.slice('/api/editor'.length)) || '/';
    const flags = flagsOf((n) => c.req.query(n));
    // Templates and system pages are recognised by their paths when the flags are left out.
    if (!c.req.query('is_template') && /^(\/site-[^/]+)?\/dynamic-content\//.test(path)) flags.is_template = true;
    if (!c.req.query('is_system') && /^\/manage(\/|$)/.test(path)) flags.is_system = true;
    return c.json(await getEditorPage(c.get('deps'), c.get('user'), path, flags));
  });

export const pageHistoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const versions = await listVersions(c.get('deps'), c.get('user'), c.req.query('path') ?? '', flagsOf((n) => c.req.query(n)));
    return c.json({ data: versions });
  })
  .post('/restore', async (c) => {
    const page = await restoreVersion(c.get('deps'), c.get('user'), await readJsonObject(c));
    return c.json({ page, error: null });
  });

export const revalidateRoutes = new Hono<AppEnv>().post('/', async (c) => {
  return c.json(await revalidatePages(c.get('deps'), c.get('user'), await readJsonObject(c)));
});
