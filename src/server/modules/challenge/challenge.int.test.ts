import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Challenge } from 'altcha-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TURNSTILE_ORIGIN } from '#core/forms/bot-challenge.ts';
import { BOT_MESSAGES } from '#core/forms/messages.ts';
import { challengeUse } from '#server/db/schema.ts';
import { createAltchaProvider } from '#server/providers/challenge/altcha.ts';
import { pruneSpentTokens, spendChallengeToken } from '#server/providers/challenge/spent-tokens.ts';
import { createTurnstileProvider } from '#server/providers/challenge/turnstile.ts';
import { solveAltcha as solve } from '#server/testing/altcha-solver.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { ALTCHA_CHALLENGE_RATE_LIMIT, altchaChallengeRateLimitKey } from './routes.ts';
import { botChallengeConfig } from './widget-config.ts';

const MAX_AGE = 600;

const verify = (t: TestApp, body: unknown, ip = '198.51.100.7') =>
  t.request('/api/turnstile/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ip });

async function fetchChallenge(t: TestApp): Promise<Challenge> {
  const response = await t.request('/api/altcha/challenge');
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };

describe('ALTCHA (the default bot challenge)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHALLENGE_MAX_AGE_SECONDS: String(MAX_AGE) }, { pages: true });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('issues a fresh signed challenge that expires after CHALLENGE_MAX_AGE_SECONDS, never cached', async () => {
    const response = await t.request('/api/altcha/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeGreaterThan(MAX_AGE - 5);
    expect(challenge.parameters.expiresAt! - Date.now() / 1000).toBeLessThanOrEqual(MAX_AGE);
    const other = await fetchChallenge(t);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
    expect(botChallengeConfig(t.deps)).toEqual({ kind: 'altcha', challengeUrl: '/api/altcha/challenge' });
  });

  it('limits how many challenges one address may fetch (429 with Retry-After), not another address', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < ALTCHA_CHALLENGE_RATE_LIMIT.max; i++) await consumeRateLimit(t.deps.database.db, altchaChallengeRateLimitKey(ip), ALTCHA_CHALLENGE_RATE_LIMIT);
    const refused = await t.request('/api/altcha/challenge', { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect((await t.request('/api/altcha/challenge', { ip: '203.0.113.100' })).status).toBe(200);
  });

  it('accepts a solved challenge once: the same token, or the same solution re-encoded, is refused afterwards', async () => {
    const token = await solve(await fetchChallenge(t));
    const first = await verify(t, { token, ip: '10.0.0.1' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });

    const again = await verify(t, { token });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ success: false, error: 'CAPTCHA verification failed' });

    // Other bytes, same challenge and solution: still a replay.
    const reencoded = Buffer.from(JSON.stringify(decode(token), null, 2)).toString('base64');
    expect(await (await verify(t, { token: reencoded })).json()).toEqual({ success: false, error: BOT_MESSAGES.failed });
  });

  it('lets exactly one of two simultaneous verifies of one token pass', async () => {
    const token = await solve(await fetchChallenge(t));
    const answers = await Promise.all([verify(t, { token }), verify(t, { token }), verify(t, { token })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403, 403]);
  });

  it('refuses tampered challenges and wrong solutions', async () => {
    const challenge = await fetchChallenge(t);
    const token = await solve(challenge);
    const { solution } = decode(token);
    const longer = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } };
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const forged = { ...challenge, signature: 'ab'.repeat(32) };
    const unsigned = { parameters: challenge.parameters };
    for (const tampered of [
      encode({ challenge: longer, solution }),
      encode({ challenge: easier, solution }),
      encode({ challenge: forged, solution }),
      encode({ challenge: unsigned, solution }),
      encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
      encode({ challenge }),
      'not base64 at all!',
      encode('a string'),
    ]) {
      const response = await verify(t, { token: tampered });
      expect(response.status, tampered.slice(0, 40)).toBe(403);
      expect(await response.json()).toEqual({ success: false, error: 'CAPTCHA verification failed' });
    }
    // None of those spent the real solution.
    expect(await (await verify(t, { token })).json()).toEqual({ success: true });
  });

  it('refuses a challenge signed by another server (another auth secret)', async () => {
    const other = createAltchaProvider({ db: t.deps.database.db, authSecret: 'another-secret-of-at-least-32-characters', maxAgeSeconds: MAX_AGE });
    const token = await solve(await other.createChallenge());
    expect(await other.verify(token, null)).toEqual({ success: true });
    expect(await (await verify(t, { token })).json()).toEqual({ success: false, error: BOT_MESSAGES.failed });
  });

  it('refuses a solved challenge once it has expired, and spends nothing', async () => {
    const challenge = await fetchChallenge(t);
    const token = await solve(challenge);
    const spentBefore = (await t.deps.database.db.select().from(challengeUse)).length;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((challenge.parameters.expiresAt! + 1) * 1000);
    const response = await verify(t, { token });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: 'CAPTCHA verification failed' });
    vi.useRealTimers();
    expect(await t.deps.database.db.select().from(challengeUse)).toHaveLength(spentBefore);
    // Still within its lifetime: the same token passes (nothing was recorded by the refusal).
    expect(await (await verify(t, { token })).json()).toEqual({ success: true });
  });

  it("keeps pages' Content-Security-Policy closed to Cloudflare", async () => {
    const page = await t.request('/auth/login');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-src 'self';");
    expect(policy).not.toContain(TURNSTILE_ORIGIN);
  });

  it('answers a missing or blank token with the spec message', async () => {
    for (const body of [{}, { token: '' }, { token: '   ' }, { token: null, ip: '1.2.3.4' }]) {
      const response = await verify(t, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: 'Missing Turnstile token' });
    }
  });

  it('answers a malformed body with a JSON 400', async () => {
    const notJson = await t.request('/api/turnstile/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toHaveProperty('error');
    for (const body of [{ token: 42 }, { token: ['a'] }, { token: 'x', ip: { a: 1 } }, ['token']]) {
      const response = await verify(t, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('keeps a spent token until its challenge expires, and prunes it after', async () => {
    const { db } = t.deps.database;
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    expect(await spendChallengeToken(db, 'prune:old', past, () => 1)).toBe(true);
    expect(await spendChallengeToken(db, 'prune:live', future, () => 1)).toBe(true);
    expect(await spendChallengeToken(db, 'prune:live', future, () => 1)).toBe(false);
    // The occasional verify prunes expired rows (random() below 1/50).
    expect(await spendChallengeToken(db, 'prune:trigger', future, () => 0)).toBe(true);
    const left = await db.select().from(challengeUse);
    expect(left.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
    expect(left.length).toBeGreaterThanOrEqual(2);
    expect(await pruneSpentTokens(db, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(2);
    // A pruned entry's challenge has expired: re-recording it is harmless, its provider refuses it first.
    expect(await spendChallengeToken(db, 'prune:live', future, () => 1)).toBe(true);
  });
});

/** A stand-in for Cloudflare's siteverify: answers by the token it gets, and records each call. */
async function startFakeSiteverify() {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      const token = form.get('response') ?? '';
      if (token.startsWith('hang')) return; // never answers
      if (token.startsWith('boom')) {
        res.writeHead(500).end('upstream trouble');
        return;
      }
      const success = form.get('secret') === 'turnstile-secret' && token.startsWith('good');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return {
    url,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('Cloudflare Turnstile (when both keys are set)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;
  beforeAll(async () => {
    fake = await startFakeSiteverify();
    t = await createTestApp({ TURNSTILE_SITE_KEY: 'turnstile-site-key', TURNSTILE_SECRET_KEY: 'turnstile-secret', TURNSTILE_VERIFY_URL: fake.url }, { pages: true });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('verifies a token at siteverify with the secret and the connection address, then refuses it a second time', async () => {
    const response = await verify(t, { token: 'good-1', ip: '6.6.6.6' }, '203.0.113.9');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const call = fake.calls.at(-1)!;
    expect(Object.fromEntries(call)).toEqual({ secret: 'turnstile-secret', response: 'good-1', remoteip: '203.0.113.9' });

    const replay = await verify(t, { token: 'good-1' }, '203.0.113.9');
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({ success: false, error: 'CAPTCHA verification failed' });
  });

  it("passes on Cloudflare's refusal as a failed verification", async () => {
    const response = await verify(t, { token: 'bad-1' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: 'CAPTCHA verification failed' });
  });

  it('answers "Error verifying CAPTCHA" when siteverify fails, hangs or cannot be reached', async () => {
    const response = await verify(t, { token: 'boom-1' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ success: false, error: 'Error verifying CAPTCHA' });

    const options = { db: t.deps.database.db, siteKey: 'k', secretKey: 'turnstile-secret', maxAgeSeconds: 600 };
    const hanging = createTurnstileProvider({ ...options, verifyUrl: fake.url, timeoutMs: 300 });
    expect(await hanging.verify('hang-1', null)).toEqual({ success: false, error: BOT_MESSAGES.verifyError });

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createTurnstileProvider({ ...options, verifyUrl: `http://127.0.0.1:${port}/siteverify` });
    expect(await unreachable.verify('good-2', null)).toEqual({ success: false, error: BOT_MESSAGES.verifyError });
  });

  it('answers a missing token without asking Cloudflare', async () => {
    const before = fake.calls.length;
    const response = await verify(t, { ip: '1.2.3.4' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: 'Missing Turnstile token' });
    expect(fake.calls.length).toBe(before);
  });

  it("opens pages' Content-Security-Policy to Turnstile's script and frame, and to nothing else of Cloudflare's", async () => {
    const page = await t.request('/auth/login');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    const directives = policy.split('; ');
    expect(directives.find((d) => d.startsWith('script-src '))).toMatch(new RegExp(`^script-src 'self' 'nonce-[\\w-]+' ${TURNSTILE_ORIGIN}$`));
    expect(directives).toContain(`frame-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(directives.filter((d) => d.includes(TURNSTILE_ORIGIN))).toHaveLength(2);
  });

  it('serves no ALTCHA challenge, and gives the widget only the public site key', async () => {
    const response = await t.request('/api/altcha/challenge');
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
    expect(botChallengeConfig(t.deps)).toEqual({ kind: 'turnstile', siteKey: 'turnstile-site-key' });
  });
});
