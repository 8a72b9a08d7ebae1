// `npm run secrets:rotate`: re-seals every stored secret (sites' payment keys) from the previous key
// (SECRETS_KEY_PREVIOUS, or the one derived from the auth secret) to SECRETS_KEY, in one transaction
// (docs/decisions/057-payment-secrets-at-rest.md). Run it after restarting the app with both keys set.
import { rotateSecrets } from '#server/ops/rotate-secrets.ts';
import { SecretBoxError } from '#server/shared/secrets/secret-box.ts';
import { cliEnv, openCliDatabase } from './cli-env.ts';

const env = cliEnv();
const database = await openCliDatabase(env);
let refused = false;
try {
  const report = await rotateSecrets(database.db, env);
  console.log(`Secrets rotated from ${report.from} to ${report.to}: ${report.resealed} re-sealed, ${report.unchanged} already under the current key.`);
} catch (error) {
  if (!(error instanceof SecretBoxError)) throw error;
  console.error(`Rotation refused, nothing changed: ${error.message}`);
  refused = true;
} finally {
  await database.close();
}
// After close: the embedded database's shutdown sets the exit code to 0 itself.
if (refused) process.exit(1);
