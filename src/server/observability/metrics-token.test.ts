import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#server/env.ts';
import { bearerMatches } from './metrics.ts';

describe('METRICS_TOKEN', () => {
  it('is optional, and refused when shorter than 16 characters', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(EnvError);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('matches only "Bearer <token>" exactly', () => {
    const token = 'token-0123456789abcdef';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    for (const header of [undefined, '', token, `bearer ${token}`, `Basic ${token}`, `Bearer ${token.slice(0, -1)}`, `Bearer ${token}0`, 'Bearer ']) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
