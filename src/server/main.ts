import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { startOrderExpiry } from './modules/orders/expire-orders.ts';
import { bootstrap } from './bootstrap.ts';
import { answerMetricsAsks, clusterMetricsSource } from './cluster/metrics.ts';
import { startPrimary } from './cluster/primary.ts';
import { seedDemoOnce } from './cluster/seed-once.ts';
import { demoAdminNotice } from './seed/demo-admin-notice.ts';
import { WORKER_HEADER, planWorkers, resolveWorkerCount } from './cluster/workers.ts';
import { DatabaseUnavailableError, POOL_MAX, redactUrl } from './db/client.ts';
import { EnvError, parseEnv, publicUrl } from './env.ts';
import { listen } from './http/serve.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createNodeHitHandler } from './render/cache-middleware.ts';
import { createLogger } from './logger.ts';
import { observedFastPath, setMetricsSource } from './observability/metrics.ts';
import { manifestIslandAssets } from './render/island-assets.ts';
import { createPageRenderer } from './render/react-router.ts';

/**
 * Production entry: env -> database -> app -> listen, with a graceful shutdown on SIGTERM.
 * With WORKERS > 1 on PostgreSQL this process becomes the primary: it migrates and seeds once,
 * then forks the workers, which run this same file and serve the one port (node:cluster).
 */
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
  const plan = planWorkers(resolveWorkerCount(env.WORKERS), env.DATABASE_URL ? 'postgres' : 'pglite');
  const isPrimary = cluster.isPrimary && plan.count > 1;
  const worker = cluster.worker;
  const logger = worker ? createLogger(env).child({ worker: worker.id }) : createLogger(env);
  if (cluster.isPrimary && plan.warning) logger.warn(plan.warning);
  const buildDir = path.resolve('build');
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverBuildFile)) {
    logger.fatal(`No build found at ${serverBuildFile}. Run "npm run build" (or "npm start", which builds when needed).`);
    process.exit(1);
  }
  const islandsManifest = path.join(buildDir, 'client', '.vite', 'islands-manifest.json');
  if (!fs.existsSync(islandsManifest)) {
    logger.fatal(`No islands build found at ${islandsManifest}. Run "npm run build" (or "npm start", which builds when needed).`);
    process.exit(1);
  }

  // React Router's build loads while the database opens (both wait on the disk in turns).
  const loadingBuild = isPrimary ? undefined : (import(pathToFileURL(serverBuildFile).href) as Promise<ServerBuild>);
  loadingBuild?.catch(() => {});
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
  if (!worker) logger.info(
    { database: deps.database.kind === 'postgres' ? redactUrl(env.DATABASE_URL ?? '') : path.resolve(env.DATA_DIR, 'pglite') },
    'database ready',
  );

  // Workers find the database migrated and seeded by their primary; separate processes started
  // together seed once (an advisory lock).
  if (env.SEED_DEMO && !worker) {
    const seeded = await seedDemoOnce(deps);
    if (seeded) {
      process.stdout.write(demoAdminNotice(`${publicUrl(env)}/auth/login`, seeded));
    }
  }

  if (isPrimary) {
    await warnOfConnections(deps, plan.count);
    await deps.database.close();
    return runPrimary(plan.count, env.SHUTDOWN_TIMEOUT_MS, publicUrl(env), logger);
  }

  // A worker's /metrics shows every worker's, added up by the primary.
  if (worker) setMetricsSource(clusterMetricsSource());
  const build = await loadingBuild!;
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
      // Hits answered before Hono are counted in /metrics and carry an x-request-id too.
      fastPath: deps.pageCache ? observedFastPath(createNodeHitHandler(deps.pageCache, securityHeaders(env))) : undefined,
      responseHeaders: worker ? { [WORKER_HEADER]: String(worker.id) } : undefined,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    logger.fatal(code === 'EADDRINUSE' ? `Port ${env.PORT} is already in use. Set PORT to another port.` : (error as Error).message);
    await deps.database.close();
    process.exit(1);
  }
  if (worker) logger.info(`worker ${worker.id} (pid ${process.pid}) is serving`);
  else logger.info(`Sitewright is listening on ${publicUrl(env)} (port ${running.port})`);
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

/** Forks the workers and keeps them running until SIGTERM or SIGINT, which it passes on to all of them. */
function runPrimary(count: number, graceMs: number, url: string, logger: ReturnType<typeof createLogger>) {
  const primary = startPrimary({ count, exec: fileURLToPath(import.meta.url), logger, graceMs });
  answerMetricsAsks();
  let listening = 0;
  const announce = () => {
    if (++listening !== count) return;
    cluster.off('listening', announce);
    logger.info(`Sitewright is listening on ${url} with ${count} workers (primary pid ${process.pid})`);
  };
  cluster.on('listening', announce);
  process.on('SIGTERM', () => void primary.stop('SIGTERM received'));
  process.on('SIGINT', () => void primary.stop('SIGINT received'));
  void primary.done.then((code) => process.exit(code));
}

/** Each worker holds a pool of up to 10 connections and one listener: say so before PostgreSQL refuses them. */
async function warnOfConnections(deps: Awaited<ReturnType<typeof bootstrap>>, count: number) {
  const pool = deps.database.pool;
  if (!pool) return;
  try {
    const result = await pool.query<{ max_connections: string }>('SHOW max_connections');
    const available = Number(result.rows[0]?.max_connections);
    const needed = count * (POOL_MAX + 1);
    if (Number.isFinite(available) && needed > available) {
      deps.logger.warn(`${count} workers may open up to ${needed} PostgreSQL connections, more than its max_connections (${available}): lower WORKERS or raise max_connections.`);
    }
  } catch {
    // Only advice: the workers report real connection errors themselves.
  }
}

await main();
