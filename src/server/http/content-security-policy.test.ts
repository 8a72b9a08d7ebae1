import { describe, expect, it } from 'vitest';
import { pagePolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('pagePolicy and the bot challenge', () => {
  it("allows Cloudflare's Turnstile script and frame only when Turnstile is the configured challenge", () => {
    const own = pagePolicy({ nonce: 'abc' });
    expect(own).not.toContain('cloudflare');
    expect(directive(own, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(own, 'frame-src')).toBe("frame-src 'self'");

    const turnstile = pagePolicy({ nonce: 'abc', turnstile: true });
    expect(directive(turnstile, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://challenges.cloudflare.com");
    expect(directive(turnstile, 'frame-src')).toBe("frame-src 'self' https://challenges.cloudflare.com");
    // Nothing else widens: our ALTCHA widget works within 'self' (its workers are blob: urls).
    expect(directive(turnstile, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(turnstile, 'worker-src')).toBe("worker-src 'self' blob:");
  });
});
