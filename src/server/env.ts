import { z } from 'zod';
import { CONNECT_FEE_PERCENT_MAX, CONNECT_FEE_PERCENT_PATTERN } from '#core/shop/stripe-connect.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// connection URL');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Where the embedded database, uploads and other local state live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Use PostgreSQL instead of the embedded database. */
  DATABASE_URL: postgresUrl.optional(),
  /** The address people use to reach the app; used for auth callbacks and absolute links. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs sessions. Generated and kept in the database when unset. At least 32 characters. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Seals the secrets sites store (payment keys; decision 057): 32 bytes in base64/base64url, or any
   * string of at least 32 characters (run through HKDF). Unset: a key derived from the auth secret.
   */
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters (32 bytes in base64, or a longer passphrase)').optional(),
  /** The key values were sealed with before SECRETS_KEY changed, read by `npm run secrets:rotate` and while values await it. */
  SECRETS_KEY_PREVIOUS: z.string().min(32, 'must be at least 32 characters (32 bytes in base64, or a longer passphrase)').optional(),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Platform admins without a confirmed authenticator app (TOTP) may use only the set-up screen until they add one. */
  REQUIRE_ADMIN_2FA: booleanFlag.default(false),
  /** Comma-separated proxy addresses whose X-Forwarded-For may be trusted. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  /** Largest video upload, in bytes (POST /api/media/upload takes bodies this large, plus form overhead). */
  MEDIA_VIDEO_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  /** Images decoded and re-encoded at once in this process (uploads, form files, width variants); each may hold ≈ 100 MB outside the JS heap. */
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Image jobs that may wait for a free slot; past that a request is answered 429 with Retry-After. */
  IMAGE_WORK_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  /** Upload bodies (media, form files) read into memory at once, in bytes of their Content-Length; more wait unread (32 at most, then 429). */
  UPLOAD_BYTES_IN_FLIGHT: z.coerce.number().int().min(1024).default(24 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo site and demo admin on first start with an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  DEMO_ADMIN_EMAIL: z.email().default('admin@sitewright.local'),
  /** Random and printed once when unset. */
  DEMO_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Read by `npm run admin:create` only, so the password stays out of argv; the password rule checks it there. */
  ADMIN_PASSWORD: z.string().optional(),
  /** Server processes on the one port (PostgreSQL only; the embedded database allows one): a number, or `auto` for one per core. */
  WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(256)]).default(1),
  /** Grace period for requests in flight on SIGTERM, in milliseconds. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Memory for cached published pages (raw + gzip + brotli bytes); 0 turns the page cache off. */
  PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/media; set it with the endpoint and both keys. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Mail goes out through this SMTP server (smtp:// or smtps://, user and password in the URL); unset: mail is kept in the dashboard's outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From address of mail the product sends. */
  MAIL_FROM: z.string().min(3).default('Sitewright <no-reply@sitewright.local>'),
  /** Cloudflare Turnstile instead of the built-in proof-of-work challenge: set both keys. */
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  /** Where Turnstile tokens are verified (tests point it at a local fake). */
  TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** How long a bot challenge may be solved and used, in seconds. */
  CHALLENGE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(3600).default(600),
  /** Card payments through Stripe's hosted Checkout: set the secret and publishable keys and the webhook's signing secret. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Stripe Connect for a platform (decision 063): the platform's Connect client id (ca_…) turns it on; it
   * needs the platform's STRIPE_SECRET_KEY and the signing secret of its Connect webhook endpoint.
   */
  STRIPE_CONNECT_CLIENT_ID: z.string().regex(/^ca_[A-Za-z0-9_]+$/, 'must be a Stripe Connect client id (ca_…)').optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  /** The platform's fee on each connected account's card payment, in percent (0–50, up to two decimals). */
  STRIPE_CONNECT_FEE_PERCENT: z
    .string()
    .regex(CONNECT_FEE_PERCENT_PATTERN, `must be a percent from 0 to ${CONNECT_FEE_PERCENT_MAX} with at most two decimals`)
    .transform(Number)
    .refine((n) => n <= CONNECT_FEE_PERCENT_MAX, `must be at most ${CONNECT_FEE_PERCENT_MAX}`)
    .optional(),
  /** Where the Stripe SDK sends its calls (tests and benches point it at a local fake). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PayPal payments: set the REST app's client id and secret. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** The id of the webhook registered in that PayPal app: its deliveries are verified against it. */
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** Where the PayPal SDK sends its calls instead of PayPal's host (tests point it at a local fake). */
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Minutes an unpaid card or PayPal order holds its stock before it is cancelled (Stripe allows 30 to 1440). */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  /** Checkouts one client address may start per 10 minutes (each holds stock until paid or expired). */
  CHECKOUT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  /** GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>` when set; unset, /metrics answers loopback clients only in production (anyone in development). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
}).superRefine((env, ctx) => {
  // Half an S3 configuration would silently keep uploads on local disk: all or none.
  const s3 = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (s3.some((name) => env[name] !== undefined)) {
    for (const name of s3) if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `is required with the other S3_* variables (${s3.join(', ')})` });
  }
  // One Turnstile key alone would silently fall back to the built-in challenge: both or none.
  const turnstile = ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'] as const;
  if (turnstile.some((name) => env[name] !== undefined)) {
    for (const name of turnstile) if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${turnstile.join(' and ')}` });
  }
  // Payments: a half-configured provider would take money it cannot confirm. All of its keys or none.
  const groups = [
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  ] as const;
  for (const group of groups) {
    if (group.some((name) => env[name] !== undefined)) {
      for (const name of group) if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${group.join(', ')}` });
    }
  }
  // Connect charges through the platform's own key, and its events are verified with the Connect endpoint's secret.
  if (env.STRIPE_CONNECT_CLIENT_ID !== undefined) {
    if (env.STRIPE_SECRET_KEY === undefined) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required with STRIPE_CONNECT_CLIENT_ID (the platform’s secret key)' });
    if (env.STRIPE_CONNECT_WEBHOOK_SECRET === undefined) ctx.addIssue({ code: 'custom', path: ['STRIPE_CONNECT_WEBHOOK_SECRET'], message: 'is required with STRIPE_CONNECT_CLIENT_ID (the signing secret of the Connect webhook endpoint)' });
  } else {
    for (const name of ['STRIPE_CONNECT_WEBHOOK_SECRET', 'STRIPE_CONNECT_FEE_PERCENT'] as const) {
      if (env[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'needs STRIPE_CONNECT_CLIENT_ID' });
    }
  }
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses every variable at once so that start-up names all bad ones, not just the first. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most twelve-factor tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
