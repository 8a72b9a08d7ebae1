import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);
const DATA_DIR = `.tmp/e2e-data`;
export const E2E_ADMIN = { email: 'admin@sitewright.local', password: 'E2e-Admin-Pass-1!' };
// The local fake Stripe and PayPal (scripts/fake-payments.ts); the app's payments point at them.
const FAKE_STRIPE_PORT = Number(process.env.E2E_FAKE_STRIPE_PORT ?? 4242);
const FAKE_PAYPAL_PORT = Number(process.env.E2E_FAKE_PAYPAL_PORT ?? 4243);
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_fake_stripe';
/** Stripe Connect (decision 063): the platform's Connect endpoint's signing secret, and the platform's fee. */
const STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_e2e_fake_stripe_connect';
export const E2E_CONNECT_FEE_PERCENT = '2.5';
/** What the fakes refuse, so a spec can show a refused key: a revoked Stripe key, and a PayPal client known with one secret only. */
/** Where the fake Stripe listens, for a spec that registers a shop's own account with it (`POST /__fake/accounts`). */
export const E2E_FAKE_STRIPE_URL = `http://localhost:${FAKE_STRIPE_PORT}`;
export const E2E_FAKE_REFUSALS = { stripeRevokedKey: 'sk_test_e2eRevokedKey0000', paypalClientId: 'e2e-known-client', paypalSecret: 'e2eKnownSecret1' };

// Debian's Chromium, never a downloaded browser.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx scripts/fake-payments.ts',
      url: `http://localhost:${FAKE_STRIPE_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_PAYPAL_PORT: String(FAKE_PAYPAL_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `http://localhost:${PORT}/api/webhooks/stripe`,
        STRIPE_WEBHOOK_SECRET,
        FAKE_STRIPE_CONNECT_WEBHOOK_URL: `http://localhost:${PORT}/api/webhooks/stripe/connect`,
        STRIPE_CONNECT_WEBHOOK_SECRET,
        FAKE_STRIPE_REVOKED_KEYS: E2E_FAKE_REFUSALS.stripeRevokedKey,
        FAKE_PAYPAL_CLIENTS: `${E2E_FAKE_REFUSALS.paypalClientId}:${E2E_FAKE_REFUSALS.paypalSecret}`,
      },
    },
    {
      // What ships: `npm start` builds when stale, then serves the prebuilt server (build/node).
      command: `rm -rf ${DATA_DIR} && npm start --silent`,
      url: `http://localhost:${PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR,
        PUBLIC_URL: `http://localhost:${PORT}`,
        DEMO_ADMIN_EMAIL: E2E_ADMIN.email,
        DEMO_ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT_MAX: '400',
        // As behind a same-host proxy: a spec may act as a client of its own network (X-Forwarded-For),
        // so the per-network bounds (three offline orders held per shop, say) count each spec's buyer apart.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        LOG_LEVEL: 'warn',
        // Card and PayPal checkouts against the fakes above (any sk_test_ key and PayPal client are accepted, but E2E_FAKE_REFUSALS').
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: `http://localhost:${FAKE_STRIPE_PORT}`,
        STRIPE_CONNECT_CLIENT_ID: 'ca_e2e_platform',
        STRIPE_CONNECT_WEBHOOK_SECRET,
        STRIPE_CONNECT_FEE_PERCENT: E2E_CONNECT_FEE_PERCENT,
        PAYPAL_CLIENT_ID: 'e2e-paypal-client',
        PAYPAL_CLIENT_SECRET: 'e2e-paypal-secret',
        PAYPAL_API_URL: `http://localhost:${FAKE_PAYPAL_PORT}`,
      },
    },
  ],
});
