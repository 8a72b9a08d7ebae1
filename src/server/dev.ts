// `npm run dev`: the same app as production, with Vite serving and hot-reloading the web app.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { startOrderExpiry } from './modules/orders/expire-orders.ts';
import { parseEnv, publicUrl } from './env.ts';
import { createLogger } from './logger.ts';
import { devIslandAssets } from './render/island-assets.ts';
import { createPageRenderer } from './render/react-router.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

const env = parseEnv();
const logger = createLogger(env);
const deps = await bootstrap(env, logger);
startOrderExpiry(deps);
const seeded = env.SEED_DEMO ? await seedDemoIfEmpty(deps) : null;
if (seeded) process.stdout.write(`\nDemo admin: ${seeded.email} / ${seeded.password}\n\n`);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = createApp({
  ...deps,
  islandAssets: devIslandAssets(),
  renderPage: createPageRenderer(
    () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
    publicUrl(env),
  ),
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => void listener(req, res)));
server.listen(env.PORT, env.HOST, () => logger.info(`dev server on ${publicUrl(env)}`));

const stop = () => {
  server.close();
  void vite.close().then(() => deps.database.close()).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
