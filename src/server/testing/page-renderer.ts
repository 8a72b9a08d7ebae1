import type { ServerBuild } from 'react-router';
import type { AppDeps } from '#server/http/app-env.ts';
import { devIslandAssets } from '#server/render/island-assets.ts';
import { createPageRenderer } from '#server/render/react-router.ts';

export interface TestPageRenderer {
  renderPage: NonNullable<AppDeps['renderPage']>;
  islandAssets: NonNullable<AppDeps['islandAssets']>;
  close(): Promise<void>;
}

/**
 * React Router's real request handler for integration tests: the web app compiled on demand by
 * Vite (as `npm run dev` does), so pages, loaders and actions run through the same Hono app as
 * in production, without a build step. One Vite server per test file; close it in afterAll.
 */
export async function createTestPageRenderer(publicUrl: string): Promise<TestPageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const renderPage = createPageRenderer(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'production', publicUrl);
  return { renderPage, islandAssets: devIslandAssets(), close: () => vite.close() };
}
