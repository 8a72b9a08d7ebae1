import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { startOrderExpiry } from './modules/orders/expire-orders.ts';
import { bootstrap } from './bootstrap.ts';
import { DatabaseUnavailableError, redactUrl } from './db/client.ts';
import { EnvError, parseEnv, publicUrl } from './env.ts';
import { listen } from './http/serve.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createNodeHitHandler } from './render/cache-middleware.ts';
import { createLogger } from './logger.ts';
import { manifestIslandAssets } from './render/island-assets.ts';
import { createPageRenderer } from './render/react-router.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

/** Production entry: env -> database -> app -> listen, with a graceful shutdown on SIGTERM. */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const buildDir = path.resolve('build');
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverBuildFile)) {
    logger.fatal(`No build found at ${serverBuildFile}. Run "npm run build" (or "npm start", which builds when needed).`);
    process.exit(1);
  }

  let deps;
  try {
    deps = await bootstrap(env, logger);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger.info(
    { database: deps.database.kind === 'postgres' ? redactUrl(env.DATABASE_URL ?? '') : path.resolve(env.DATA_DIR, 'pglite') },
    'database ready',
  );

  if (env.SEED_DEMO) {
    const seeded = await seedDemoIfEmpty(deps);
    if (seeded) {
      // Printed once, on the first start with an empty database; never logged as structured data.
      process.stdout.write(
        `\n  Demo admin created. Sign in at ${publicUrl(env)}/auth/login with\n` +
          `    email:    ${seeded.email}\n    password: ${seeded.password}\n` +
          `  (shown only this once; run "npm run admin:create" to add or reset an admin)\n\n`,
      );
    }
  }

  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const islandsManifest = path.join(buildDir, 'client', '.vite', 'islands-manifest.json');
  if (!fs.existsSync(islandsManifest)) {
    logger.fatal(`No islands build found at ${islandsManifest}. Run "npm run build" (or "npm start", which builds when needed).`);
    process.exit(1);
  }
  const app = createApp({
    ...deps,
    islandAssets: manifestIslandAssets(islandsManifest),
    clientAssetsDir: path.join(buildDir, 'client'),
    renderPage: createPageRenderer(build, 'production', publicUrl(env)),
  });

  let running;
  try {
    running = await listen(app, {
      port: env.PORT,
      hostname: env.HOST,
      graceMs: env.SHUTDOWN_TIMEOUT_MS,
      database: deps.database,
      logger,
      fastPath: deps.pageCache ? createNodeHitHandler(deps.pageCache, securityHeaders(env)) : undefined,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(code === 'EADDRINUSE' ? `Port ${env.PORT} is already in use. Set PORT to another port.` : (error as Error).message);
    await deps.database.close();
    process.exit(1);
  }
  logger.info(`Sitewright is listening on ${publicUrl(env)} (port ${running.port})`);
  // Unpaid card and PayPal orders give their stock back when their checkout expires.
  startOrderExpiry(deps);
  const stop = (signal: string) =>
    running.shutdown(`${signal} received`).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
