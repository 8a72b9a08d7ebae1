// Starts the fake Stripe and fake PayPal on fixed ports for e2e runs (Playwright's webServer list)
// and benches: point STRIPE_API_URL and PAYPAL_API_URL at the URLs it prints. Any sk_test_… key
// and any PayPal client id and secret are accepted.
//
//   FAKE_STRIPE_PORT (4242), FAKE_PAYPAL_PORT (4243), FAKE_STRIPE_WEBHOOK_URL (where the fake sends
//   signed Stripe events, e.g. http://localhost:3123/api/webhooks/stripe), STRIPE_WEBHOOK_SECRET
//   (the signing secret, the same the app is given), FAKE_STRIPE_REVOKED_KEYS (comma-separated secret
//   keys the fake Stripe refuses), FAKE_PAYPAL_CLIENTS (comma-separated `id:secret` pairs: such a client
//   id is refused with any other secret).
import { startFakePaypal } from '#server/testing/fake-paypal.ts';
import { startFakeStripe } from '#server/testing/fake-stripe.ts';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number`);
    process.exit(1);
  }
  return value;
}

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error('STRIPE_WEBHOOK_SECRET is required: the fake Stripe signs its events with it');
  process.exit(1);
}

const list = (name: string) => (process.env[name] ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
const revokedKeys = list('FAKE_STRIPE_REVOKED_KEYS');
const clients = Object.fromEntries(list('FAKE_PAYPAL_CLIENTS').map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]));

const stripe = await startFakeStripe({
  port: port('FAKE_STRIPE_PORT', 4242),
  webhookSecret,
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
  revokedKeys,
  // Stripe Connect (decision 063): connected accounts' events, signed with the Connect endpoint's secret.
  connectWebhookSecret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
  connectWebhookUrl: process.env.FAKE_STRIPE_CONNECT_WEBHOOK_URL || undefined,
});
const paypal = await startFakePaypal({ port: port('FAKE_PAYPAL_PORT', 4243), clients });
console.log(`fake Stripe: ${stripe.url}${process.env.FAKE_STRIPE_WEBHOOK_URL ? ` (webhooks to ${process.env.FAKE_STRIPE_WEBHOOK_URL})` : ' (no webhook URL: events are not sent)'}`);
console.log(`fake PayPal: ${paypal.url}`);

async function stop() {
  await Promise.all([stripe.close(), paypal.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
