import { describe, expect, it } from 'vitest';
import { INVALID_DOMAIN } from '../rules/messages.ts';
import { customDomainProblem, siteDomainOf } from './custom-domain.ts';
import { SITE_DOMAIN_LOCAL, SITE_DOMAIN_PLATFORM } from './messages.ts';

describe('siteDomainOf', () => {
  it.each([
    ['https://Shop.Example.com', 'shop.example.com'],
    ['http://shop.example.com:8080/some/path?q=1', 'shop.example.com'],
    ['https://user:pw@shop.example.com/', 'shop.example.com'],
    ['https://bücher.example', 'xn--bcher-kva.example'],
    ['http://[::1]:3000/', '[::1]'],
    ['http://127.1/', '127.0.0.1'],
  ])('%s names %s', (url, domain) => {
    expect(siteDomainOf(url)).toBe(domain);
  });

  it.each(['', 'shop.example.com', 'ftp://shop.example.com', 'https://'])('%j names none', (url) => {
    expect(siteDomainOf(url)).toBeNull();
  });
});

describe('customDomainProblem', () => {
  const platform = 'builder.example.com';

  it.each(['shop.example.com', 'a.b.example.co.uk', 'xn--bcher-kva.example', 'SHOP.Example.COM'])('accepts %s', (host) => {
    expect(customDomainProblem(host, platform)).toBeNull();
  });

  it.each(['localhost', 'shop.localhost', '127.0.0.1', '10.0.0.12', '[::1]', '[2001:db8::1]', '::1'])('refuses the local or IP host %s', (host) => {
    expect(customDomainProblem(host, platform)).toBe(SITE_DOMAIN_LOCAL);
  });

  it("refuses the platform's own host, whatever its case", () => {
    expect(customDomainProblem('Builder.Example.com', platform)).toBe(SITE_DOMAIN_PLATFORM);
    expect(customDomainProblem('builder.example.com', 'BUILDER.example.com')).toBe(SITE_DOMAIN_PLATFORM);
    expect(customDomainProblem('shop.builder.example.com', platform)).toBeNull();
  });

  it.each(['under_score.example.com', '-bad-.example.com', 'example', 'shop.example.', 'shop..example.com'])('refuses %s with the domain rule', (host) => {
    expect(customDomainProblem(host, platform)).toBe(INVALID_DOMAIN);
  });
});
