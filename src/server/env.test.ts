import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, publicUrl } from './env.ts';

describe('parseEnv', () => {
  it('gives working defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(publicUrl(env)).toBe('http://localhost:3000');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'AUTH_SECRET', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as EnvError).message).toMatch(/^Invalid environment:/);
  });

  it('reads Stripe Connect: needs the platform key and its webhook secret, and a fee of 0–50 % with two decimals at most', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_platform', STRIPE_PUBLISHABLE_KEY: 'pk_test_platform', STRIPE_WEBHOOK_SECRET: 'whsec_platform' };
    const connect = { STRIPE_CONNECT_CLIENT_ID: 'ca_test123', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' };
    expect(parseEnv({ ...stripe, ...connect, STRIPE_CONNECT_FEE_PERCENT: '2.5' }).STRIPE_CONNECT_FEE_PERCENT).toBe(2.5);
    expect(parseEnv({ ...stripe, ...connect }).STRIPE_CONNECT_FEE_PERCENT).toBeUndefined();
    expect(() => parseEnv(connect)).toThrow(/STRIPE_SECRET_KEY: is required with STRIPE_CONNECT_CLIENT_ID/);
    expect(() => parseEnv({ ...stripe, STRIPE_CONNECT_CLIENT_ID: 'ca_test123' })).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...stripe, STRIPE_CONNECT_FEE_PERCENT: '5' })).toThrow(/STRIPE_CONNECT_FEE_PERCENT: needs STRIPE_CONNECT_CLIENT_ID/);
    for (const bad of ['50.01', '51', '-1', '2.555', 'ten']) expect(() => parseEnv({ ...stripe, ...connect, STRIPE_CONNECT_FEE_PERCENT: bad })).toThrow(/STRIPE_CONNECT_FEE_PERCENT/);
    expect(parseEnv({ ...stripe, ...connect, STRIPE_CONNECT_FEE_PERCENT: '50' }).STRIPE_CONNECT_FEE_PERCENT).toBe(50);
    expect(() => parseEnv({ ...stripe, ...connect, STRIPE_CONNECT_CLIENT_ID: 'acct_1' })).toThrow(/STRIPE_CONNECT_CLIENT_ID/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reads booleans and lists', () => {
    const env = parseEnv({ SEED_DEMO: 'false', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('reads REQUIRE_ADMIN_2FA: off by default, on with true, and refuses anything else', () => {
    expect(parseEnv({}).REQUIRE_ADMIN_2FA).toBe(false);
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true);
    expect(() => parseEnv({ REQUIRE_ADMIN_2FA: 'sometimes' })).toThrow(/REQUIRE_ADMIN_2FA/);
  });

  it('reads SECRETS_KEY and SECRETS_KEY_PREVIOUS as optional, refusing one shorter than 32 characters', () => {
    expect(parseEnv({}).SECRETS_KEY).toBeUndefined();
    expect(parseEnv({ SECRETS_KEY: 'k'.repeat(43) }).SECRETS_KEY).toBe('k'.repeat(43));
    expect(() => parseEnv({ SECRETS_KEY: 'too short' })).toThrow(/SECRETS_KEY: must be at least 32/);
    expect(() => parseEnv({ SECRETS_KEY_PREVIOUS: 'too short' })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });
});
