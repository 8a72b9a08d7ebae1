import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey, type PageCacheInput } from './page-cache.ts';

const html = (text: string) => Buffer.from(`<!doctype html><html><body><main>${text.repeat(40)}</main></body></html>`);
const page = (text = 'Hello', tags: string[] = ['site:a']): PageCacheInput => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: html(text),
  tags,
});

/** A cache holding exactly four copies of page(); one entry may take a quarter at most. */
function cacheOfFour() {
  const size = new PageCache({ maxBytes: 1e9 }).set('probe', page())!.size;
  return { cache: new PageCache({ maxBytes: 4 * size }), size };
}

describe('PageCache', () => {
  it('stores the page with gzip and brotli copies of the same bytes and a strong content-hash ETag', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, now: () => 42 });
    const stored = cache.set('example.com/a', page());
    expect(stored).not.toBeNull();
    const entry = cache.get('example.com/a')!;
    expect(entry.body.toString()).toBe(html('Hello').toString());
    expect(gunzipSync(entry.gzip).equals(entry.body)).toBe(true);
    expect(brotliDecompressSync(entry.br).equals(entry.body)).toBe(true);
    expect(entry.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entry.storedAt).toBe(42);
    expect(entry.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(cache.set('example.com/b', page())!.etag).toBe(entry.etag);
    expect(cache.set('example.com/c', page('Other'))!.etag).not.toBe(entry.etag);
  });

  it('evicts the least recently used entry first, a read counting as a use', () => {
    const { cache } = cacheOfFour();
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page());
    expect(cache.stats().entries).toBe(4);
    cache.get('a');
    cache.set('e', page());
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true, true]);
    // Order of use now: a, c, d, e; two more stores push out a and c.
    cache.set('f', page());
    cache.set('g', page());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.stats().evictions).toBe(3);
  });

  it('counts raw, gzip and brotli bytes of every entry, and gives them back on removal', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const a = cache.set('a', page('A'))!;
    const b = cache.set('b', page('Bee'))!;
    expect(a.size).toBe(a.body.length + a.gzip.length + a.br.length);
    expect(cache.stats().bytes).toBe(a.size + b.size);
    const a2 = cache.set('a', page('A longer body'))!;
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: a2.size + b.size });
    cache.invalidateKey('b');
    expect(cache.stats().bytes).toBe(a2.size);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('never lets one page take more than a quarter of the cache', () => {
    const { cache, size } = cacheOfFour();
    expect(cache.maxBytes).toBe(4 * size);
    expect(cache.set('fits', page())).not.toBeNull();
    expect(cache.set('too-big', page('Hello'.repeat(50)))).toBeNull();
    expect(cache.get('too-big')).toBeUndefined();
  });

  it('drops every entry of a tag, and only those', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    cache.set('a', page('A', ['site:1', 'site:1:page:/a']));
    cache.set('b', page('B', ['site:1', 'site:1:page:/b']));
    cache.set('c', page('C', ['site:2']));
    cache.set('d', page('D', ['platform']));
    expect(cache.invalidateTag('site:1:page:/a')).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.invalidateTag('site:1')).toBe(1);
    expect(cache.invalidateTag('site:1')).toBe(0);
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    // A replaced entry leaves its old tags behind.
    cache.set('c', page('C2', ['site:3']));
    expect(cache.invalidateTag('site:2')).toBe(0);
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats().entries).toBe(2);
  });

  it('caches nothing when maxBytes is 0', () => {
    const cache = new PageCache({ maxBytes: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('a', page())).toBeNull();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, maxBytes: 0 });
  });

  it('counts hits and misses', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    cache.get('a');
    cache.set('a', page());
    cache.get('a');
    cache.get('a');
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
  });

  it('stores nothing while suspended and starts empty on resume', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    cache.set('a', page());
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', page())).toBeNull();
    cache.resume();
    expect(cache.set('b', page())).not.toBeNull();
    cache.resume();
    expect(cache.stats().entries).toBe(0);
  });

  it('moves the generation on every invalidation', () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const seen = new Set([cache.generation]);
    cache.invalidateTag('nothing-has-it');
    seen.add(cache.generation);
    cache.invalidateKey('nothing');
    seen.add(cache.generation);
    cache.clear();
    seen.add(cache.generation);
    expect(seen.size).toBe(4);
  });
});

describe('pageCacheKey', () => {
  it('is the lower-cased host name, without its port, and the path as sent', () => {
    expect(pageCacheKey('Example.COM:8080', '/Site-Acme/About')).toBe('example.com/Site-Acme/About');
    expect(pageCacheKey('example.com', '/')).toBe('example.com/');
    expect(pageCacheKey('[::1]:3000', '/a')).toBe('[::1]/a');
    expect(pageCacheKey('[::1]', '/a')).toBe('[::1]/a');
  });

  it('is null with a query string, even an empty one, and for absolute-form targets', () => {
    expect(pageCacheKey('example.com', '/a?x=1')).toBeNull();
    expect(pageCacheKey('example.com', '/a?')).toBeNull();
    expect(pageCacheKey('example.com', 'http://evil.test/a')).toBeNull();
    expect(pageCacheKey('example.com', '')).toBeNull();
  });
});
