import type { Logger } from 'pino';
import { resolveAuthSecret } from './auth-secret.ts';
import { databaseTargetFromEnv, openDatabase, type Database, type DatabaseTarget } from './db/client.ts';
import { publicUrl, type Env } from './env.ts';
import type { AppDeps } from './http/app-env.ts';
import { createAuth } from './modules/auth/auth.public.ts';
import { createAccountMail } from './modules/auth/account-mail.ts';
import { createChallengeProvider } from './providers/challenge/create-challenge.ts';
import { createMailer } from './providers/mail/create-mailer.ts';
import { createPayments, createStripeConnect } from './providers/payments/create-payments.ts';
import { createPaymentsResolver } from './modules/shop/site-payments.public.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { createInvalidationBus } from './render/invalidation-bus.ts';
import { PageCache } from './render/page-cache.ts';
import { createSecretBox, secretKeysOf } from './shared/secrets/secret-box.ts';

/** Opens the database and builds the services every entry point (server, scripts, tests) shares. */
export async function bootstrap(env: Env, logger: Logger, target: DatabaseTarget = databaseTargetFromEnv(env)) {
  const database: Database = await openDatabase(target);
  try {
    const secret = await resolveAuthSecret(database.db, env.AUTH_SECRET);
    if (!env.AUTH_SECRET && env.NODE_ENV === 'production') {
      logger.warn(
        'AUTH_SECRET is not set: sessions are signed with a secret generated and kept in the database, so anyone who can read ' +
          'the database or a backup of it can forge a session. Set AUTH_SECRET (at least 32 random characters) in production.',
      );
    }
    const mailer = await createMailer(env, database.db, logger);
    const accountMail = createAccountMail({ db: database.db, mailer, baseUrl: publicUrl(env), logger });
    const auth = createAuth({
      db: database.db,
      secret,
      baseURL: publicUrl(env),
      rateLimit: { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX },
      production: env.NODE_ENV === 'production',
      logger,
      accountMail,
    });
    const storage = createStorage(env);
    const challenge = createChallengeProvider(env, database.db, secret, logger);
    const secrets = createSecretBox(secretKeysOf(env, secret));
    // Each shop's own accounts, else the environment's as the platform default (decision 058).
    const payments = createPaymentsResolver({ env, db: database.db, secrets, logger, platform: await createPayments(env, logger), connect: await createStripeConnect(env, logger) });
    const pageCache = new PageCache({ maxBytes: env.PAGE_CACHE_MAX_BYTES });
    const bus = createInvalidationBus({ database, cache: pageCache, logger });
    // Pages are cached only once this process hears other processes' invalidations; the bus keeps
    // retrying in the background, so start-up does not wait for it forever.
    const listening = await Promise.race([bus.ready.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 5_000).unref())]);
    if (!listening) logger.warn('page cache: not yet listening for invalidations from other processes; caching starts once it is');
    // Closing the database first stops the listener that shares its server.
    const withBus: Database = {
      ...database,
      async close() {
        await mailer.close();
        await bus.close();
        await database.close();
      },
    };
    const deps: AppDeps = { env, database: withBus, auth, logger, storage, challenge, mailer, payments, secrets, pageCache, invalidatePages: (event) => bus.invalidate(event), cacheInvalidation: bus };
    return deps;
  } catch (error) {
    await database.close();
    throw error;
  }
}
