import type { Logger } from 'pino';
import type { Auth, SessionUser } from '#server/modules/auth/auth.public.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { ImageUrlChecker } from '#server/modules/media/check-image-url.ts';
import type { ImageWork } from '#server/modules/media/image-work.ts';
import type { ChallengeProvider } from '#server/providers/challenge/port.ts';
import type { DomainProof } from '#server/providers/domain-proof/port.ts';
import type { Mailer } from '#server/providers/mail/port.ts';
import type { PaymentsResolver } from '#server/providers/payments/port.ts';
import type { SecretBox } from '#server/shared/secrets/secret-box.ts';
import type { Storage } from '#server/providers/storage/port.ts';
import type { IslandAssetResolver } from '#server/render/island-assets.ts';
import type { PageCache } from '#server/render/page-cache.ts';

/** Everything the app is built from; created once in main.ts (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: Auth;
  logger: Logger;
  storage: Storage;
  /** The bot challenge of public forms: our ALTCHA, or Cloudflare Turnstile when configured (decision 019). */
  challenge: ChallengeProvider;
  /** Every mail the product sends: SMTP when SMTP_URL is set, otherwise the dashboard's outbox (decision 019). */
  mailer: Mailer;
  /** Card (Stripe) and PayPal gateways, each null without its credentials; offline methods need none (decision 023). */
  /** Each shop's payment gateways: its own keys, else the platform default where allowed (decision 058). */
  payments: PaymentsResolver;
  /** Seals and opens the secrets sites store (payment keys; decision 057): SECRETS_KEY, or a key derived from the auth secret. */
  secrets: SecretBox;
  /** Published pages in memory, served before React Router runs. */
  pageCache?: PageCache;
  /**
   * Drops cached pages here and in every other process (page cache + invalidation bus). Required:
   * every write that changes what visitors see calls it (decision 043), so an app built without it
   * is a type error rather than pages that silently stay stale.
   */
  invalidatePages: (event: { tags?: string[]; keys?: string[]; all?: boolean }) => void | Promise<void>;
  /** The invalidation bus's state: on PostgreSQL, not ready while its listener is down (health /ready, metrics). */
  cacheInvalidation?: { readonly listening: boolean };
  /** Absolute directory of the built client assets, when serving a production build. */
  clientAssetsDir?: string;
  /** Scripts and preloads of the islands a visitor's page contains (src/web/islands). */
  islandAssets?: IslandAssetResolver;
  /** Checks pasted image urls from the server; tests swap in one that trusts their local server. Default: the production policy. */
  checkImageUrl?: ImageUrlChecker;
  /** DNS TXT lookups and proof-file fetches for custom domains (decision 037); tests swap in fakes. Default: the system's DNS and the public-fetch rules. */
  domainProof?: DomainProof;
  /** Decoding and encoding of images, a few at a time for the whole process (decision 038); made from the env on first use. */
  imageWork?: ImageWork;
  /** Hands everything that is not an API or asset request to React Router. */
  renderPage?: (request: Request, context: RequestContext) => Promise<Response>;
}

/** What each request knows about its caller. */
export interface RequestContext {
  deps: AppDeps;
  user: SessionUser | null;
  clientIp: string;
  requestId: string;
  /** Allows React Router's inline scripts in this response (Content-Security-Policy). */
  cspNonce: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    clientIp: string;
    requestId: string;
    logger: Logger;
  };
}
