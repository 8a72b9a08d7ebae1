// The fake Stripe (src/server/testing/fake-stripe.ts) in a process of its own, so its work is not
// counted in the measured app's event loop (the real Stripe is another machine). Reads the webhook
// secret from argv[2], prints one line `{"url": …}` once listening, and stops when stdin closes.
import { startFakeStripe } from '#server/testing/fake-stripe.ts';

const stripe = await startFakeStripe({ webhookSecret: process.argv[2] ?? 'whsec_bench' });
process.stdout.write(`${JSON.stringify({ url: stripe.url })}\n`);
process.stdin.resume();
process.stdin.once('end', () => void stripe.close().then(() => process.exit(0)));
