import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN, requestIdFrom } from './request-id.ts';
import { API_GROUPS, methodLabel, routeGroup } from './route-group.ts';

describe('routeGroup', () => {
  it('names each API by its first segment, health on its own', () => {
    expect(routeGroup('/api/products')).toBe('api:products');
    expect(routeGroup('/api/cart/checkout')).toBe('api:cart');
    expect(routeGroup('/api/auth/sign-in/email')).toBe('api:auth');
    expect(routeGroup('/api/health')).toBe('health');
    expect(routeGroup('/api/health/ready')).toBe('health');
    for (const segment of API_GROUPS) expect(routeGroup(`/api/${segment}/x`)).toBe(`api:${segment}`);
  });

  it('keeps the set bounded: any unknown API segment (collections, typos, attacks) is api:other', () => {
    const groups = new Set<string>();
    for (let i = 0; i < 200; i++) groups.add(routeGroup(`/api/collection-${i}/records`));
    groups.add(routeGroup('/api'));
    groups.add(routeGroup('/api/'));
    groups.add(routeGroup('/apix/products'));
    expect([...groups].sort()).toEqual(['api:other', 'page']);
  });

  it('pages, cache hits, media, assets, metrics and root files', () => {
    expect(routeGroup('/')).toBe('page');
    expect(routeGroup('/site-demo/products/blue-shirt')).toBe('page');
    expect(routeGroup('/site-demo/about', true)).toBe('page-cache-hit');
    expect(routeGroup('/media/abc/photo.webp')).toBe('media');
    expect(routeGroup('/assets/root-1a2b3c.js')).toBe('assets');
    expect(routeGroup('/metrics')).toBe('metrics');
    expect(routeGroup('/favicon.ico')).toBe('other');
    expect(routeGroup('/robots.txt')).toBe('other');
    expect(routeGroup('/site-demo/sitemap.xml')).toBe('other');
  });

  it('labels only the standard methods', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('DELETE')).toBe('DELETE');
    expect(methodLabel('BREW')).toBe('other');
  });
});

describe('requestIdFrom', () => {
  it('keeps a safe incoming id', () => {
    for (const id of ['3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f', 'abc123', 'Root=1-67891233-abcdef012345678912345678', 'req_01.ab:cd-ef']) {
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it('replaces a missing, empty, too long or unsafe one with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const id of [undefined, null, '', 'a'.repeat(129), 'two words', 'x"}{"admin":true', 'line\nbreak', '-leading-dash', 'é']) {
      const result = requestIdFrom(id);
      expect(result).toMatch(uuid);
      expect(result).not.toBe(id);
    }
    expect(REQUEST_ID_PATTERN.test('a'.repeat(128))).toBe(true);
  });
});
