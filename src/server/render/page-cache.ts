import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** What the page route hands over to be cached. */
export interface PageCacheInput {
  status: number;
  /** Lower-case header names: content-type, cache-control, content-language… */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Invalidation handles, e.g. `site:<uuid>` or `platform`. */
  tags: readonly string[];
}

export interface CachedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** Strong validator of the uncompressed bytes, quoted: `"<sha1 base64url>"`. */
  readonly etag: string;
  readonly tags: readonly string[];
  readonly storedAt: number;
  /** What the entry counts against maxBytes: raw + gzip + brotli. */
  readonly size: number;
}

export interface PageCacheOptions {
  /** Total bytes of all entries (raw + gzip + brotli); 0 disables caching. */
  maxBytes: number;
  /** 6 is zlib's default and the usual speed/size balance. */
  gzipLevel?: number;
  /**
   * Compression runs once per store, inside the request that missed, so it must stay cheap.
   * Measured on the 33 KB bench page: quality 5 takes ~0.5–1 ms for 3.9 KB; 9 takes 12–25 ms
   * for 1% less; 11 takes 80+ ms for 13% less.
   */
  brotliQuality?: number;
  /** For tests. */
  now?: () => number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

export const DEFAULT_BROTLI_QUALITY = 5;

/**
 * Rendered pages in memory, least recently used first out, bounded by bytes. A Map keeps
 * insertion order, so moving an entry to the end on every hit makes its first key the LRU one.
 */
export class PageCache {
  readonly maxBytes: number;
  private readonly entries = new Map<string, CachedPage>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly gzipLevel: number;
  private readonly brotliQuality: number;
  private readonly now: () => number;
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  private suspended = false;
  private generationCounter = 0;

  constructor(options: PageCacheOptions) {
    this.maxBytes = Math.max(0, Math.floor(options.maxBytes));
    this.gzipLevel = options.gzipLevel ?? 6;
    this.brotliQuality = options.brotliQuality ?? DEFAULT_BROTLI_QUALITY;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /**
   * Changes on every invalidation. A render that started before an invalidation may carry
   * data from before it: compare generations around the render and do not store it then.
   */
  get generation(): number {
    return this.generationCounter;
  }

  /** `countMiss: false` for a first look whose miss is looked up again (the hit handler before Hono). */
  get(key: string, countMiss = true): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      if (countMiss) this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Compresses and stores; returns the entry, or null when caching is off, suspended or the page too large. */
  set(key: string, input: PageCacheInput): CachedPage | null {
    // One page may take a quarter of the cache at most, so a few huge pages cannot flush the rest.
    const limit = this.maxBytes / 4;
    if (!this.enabled || this.suspended || input.body.length > limit) return null;
    const gzip = gzipSync(input.body, { level: this.gzipLevel });
    const br = brotliCompressSync(input.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: this.brotliQuality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: input.body.length,
      },
    });
    const size = input.body.length + gzip.length + br.length;
    if (size > limit) return null;
    const entry: CachedPage = {
      status: input.status,
      headers: { ...input.headers },
      body: input.body,
      gzip,
      br,
      etag: `"${createHash('sha1').update(input.body).digest('base64url')}"`,
      tags: [...new Set(input.tags)],
      storedAt: this.now(),
      size,
    };
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (keys === undefined) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
      this.evictions++;
    }
    return entry;
  }

  /** Drops every entry carrying the tag; returns how many. */
  invalidateTag(tag: string): number {
    this.generationCounter++;
    const keys = this.keysByTag.get(tag);
    if (keys === undefined) return 0;
    let removed = 0;
    for (const key of [...keys]) if (this.remove(key)) removed++;
    return removed;
  }

  invalidateKey(key: string): boolean {
    this.generationCounter++;
    return this.remove(key);
  }

  clear(): void {
    this.generationCounter++;
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  /**
   * Empties the cache and stores nothing until resume(): for while this process cannot hear
   * invalidations from the others, when anything it stored could go stale unnoticed.
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Invalidations may have been missed while suspended: starts from empty. */
  resume(): void {
    this.suspended = false;
    this.clear();
  }

  stats(): PageCacheStats {
    return {
      entries: this.entries.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
    };
  }

  private remove(key: string): boolean {
    const entry = this.entries.get(key);
    if (entry === undefined) return false;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (keys === undefined) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
    return true;
  }
}

/**
 * `${hostname}${path}`: the Host header's name lower-cased without its port, then the request
 * target as sent. Null for targets with a query string (a query can select anything, and each
 * one would be a new entry) and for absolute-form targets (`GET http://other/…`).
 * A page is stored only under the key of its canonical URL (see cache-middleware.ts), so a
 * request under any other host or spelling of the path can miss, never add an entry.
 */
export function pageCacheKey(host: string, target: string): string | null {
  if (target.charCodeAt(0) !== 47 /* / */ || target.includes('?')) return null;
  // A port follows the last colon, unless that colon is inside an IPv6 literal's brackets.
  const colon = host.lastIndexOf(':');
  const name = colon === -1 || colon < host.lastIndexOf(']') ? host : host.slice(0, colon);
  return `${name.toLowerCase()}${target}`;
}
