import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app.ts';

/** The token the ALTCHA widget would post for this challenge: base64 of JSON { challenge, solution }, solved as its workers do. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString('base64');
}

/** A challenge fetched from the app as the widget does (GET /api/altcha/challenge), solved. */
export async function solvedAltchaToken(t: Pick<TestApp, 'request'>): Promise<string> {
  const response = await t.request('/api/altcha/challenge');
  if (!response.ok) throw new Error(`no ALTCHA challenge: ${response.status}`);
  return solveAltcha((await response.json()) as Challenge);
}
