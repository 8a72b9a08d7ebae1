import { describe, expect, it, vi } from 'vitest';
import { UNCACHED_HOST_WARNINGS, warnOfUncachedHost } from './uncached-host-warning.ts';

describe('warnOfUncachedHost', () => {
  it('warns once per host, naming both hosts and what to set', () => {
    const logger = { warn: vi.fn() };
    const warn = warnOfUncachedHost(logger);
    warn('www.shop.example', 'shop.example');
    warn('www.shop.example', 'shop.example');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { host: 'www.shop.example', canonicalHost: 'shop.example' },
      expect.stringContaining('Pages asked for on www.shop.example are served but not cached: their address is shop.example. If visitors use www.shop.example, set PUBLIC_URL'),
    );
  });

  it('stops after a bounded number of hosts: clients choose the Host header', () => {
    const logger = { warn: vi.fn() };
    const warn = warnOfUncachedHost(logger);
    for (let i = 0; i < UNCACHED_HOST_WARNINGS + 30; i++) warn(`random-${i}.example`, 'shop.example');
    expect(logger.warn).toHaveBeenCalledTimes(UNCACHED_HOST_WARNINGS);
  });
});
