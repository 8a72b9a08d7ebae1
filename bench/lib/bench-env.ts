import { parseEnv } from '#server/env.ts';

/**
 * The environment of an in-process bench app: production, silent, no demo seed, on `origin` (the origin the
 * requests come from, or cross-site writes are refused) with its data in `dataDir`; `extra` adds a bench's own.
 */
export function benchEnv(origin: string, dataDir: string, extra: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...extra,
  });
}
