import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { CSP_HEADER, freezeNonce } from '#server/http/content-security-policy.ts';
import { pageCacheKey, type CachedPage, type PageCache } from './page-cache.ts';

/**
 * Set by the page route on responses that may be cached: comma-separated invalidation tags
 * (`site:<uuid>,site:<uuid>:page:/about`, `platform`). Never sent to the client.
 */
export const CACHE_TAGS_HEADER = 'x-sitewright-cache-tags';

/**
 * Set by the page route beside the tags: the cache key of the page's canonical URL (its site's
 * custom domain or the platform's host, and its canonical path: pageCacheKey). A response is
 * stored only when the request's own key is this one. Never sent to the client.
 */
export const CACHE_KEY_HEADER = 'x-sitewright-cache-key';

/** Better Auth's cookiePrefix is 'sitewright'; with secure cookies it adds __Secure-. */
const SESSION_COOKIE_PREFIXES = ['sitewright.', '__Secure-sitewright.', '__Host-sitewright.'];

type Coding = 'br' | 'gzip' | 'identity';

/** The three ways a cached page is sent, built once per entry so a hit copies, never computes. */
interface Prepared {
  etags: readonly string[];
  body: Record<Coding, Uint8Array<ArrayBuffer>>;
  hit: Record<Coding, Record<string, string>>;
  miss: Record<Coding, Record<string, string>>;
  notModified: Record<Coding, Record<string, string>>;
}

// Representation headers the cache computes itself for every coding.
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive', CACHE_TAGS_HEADER, CACHE_KEY_HEADER]);
// RFC 9110 §15.4.5: a 304 carries these when the 200 would.
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'expires'];

/**
 * Answers GET/HEAD for cacheable pages from memory, and stores the pages the route marks with
 * CACHE_TAGS_HEADER. Mounted right before React Router's handler. Visitors with a session,
 * requests with a query string and responses that set cookies always pass through.
 */
export interface PageCacheMiddlewareOptions {
  /**
   * A page was asked for on a host that is not its canonical one (another name for the server, a
   * PUBLIC_URL that is not the address visitors use): served, never stored. Called with both hosts.
   */
  onOtherHost?(requestHost: string, canonicalHost: string): void;
}

/** The host part of a cache key (pageCacheKey: host, then the path). */
const hostOfKey = (key: string) => key.slice(0, key.indexOf('/'));

export function pageCacheMiddleware(cache: PageCache, { onOtherHost }: PageCacheMiddlewareOptions = {}): MiddlewareHandler {
  const prepared = new WeakMap<CachedPage, Prepared>();
  const prepare = (entry: CachedPage): Prepared => {
    let result = prepared.get(entry);
    if (result === undefined) prepared.set(entry, (result = prepareEntry(entry)));
    return result;
  };

  return async function pageCacheMiddleware(c, next) {
    // Hono answers HEAD by running GET and dropping the body, so HEAD arrives here as GET.
    const method = c.req.method;
    const request = c.req.raw;
    const key = (method === 'GET' || method === 'HEAD') && cache.enabled ? requestCacheKey(request) : null;
    if (key === null || isPersonal(request.headers)) {
      await next();
      stripTagsHeader(c);
      return;
    }

    const hit = cache.get(key);
    if (hit !== undefined) return respond(prepare(hit), hit.status, request.headers, 'hit');

    const generation = cache.generation;
    await next();
    const response = c.res;
    const tagsHeader = response.headers.get(CACHE_TAGS_HEADER);
    if (tagsHeader === null) return;
    const canonicalKey = response.headers.get(CACHE_KEY_HEADER);
    response.headers.delete(CACHE_TAGS_HEADER);
    response.headers.delete(CACHE_KEY_HEADER);
    // Another host or spelling of the page's URL: served, but never a second entry.
    if (canonicalKey !== key) {
      if (canonicalKey && onOtherHost && hostOfKey(canonicalKey) !== hostOfKey(key)) onOtherHost(hostOfKey(key), hostOfKey(canonicalKey));
      return;
    }
    if (!isStorable(response)) return;

    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
    // Many visitors will get these bytes: the response's nonce becomes the hashes of its scripts.
    let body = Buffer.from(await response.arrayBuffer());
    const policy = headers[CSP_HEADER];
    if (policy !== undefined) {
      const frozen = freezeNonce(body.toString('utf8'), policy);
      body = Buffer.from(frozen.html, 'utf8');
      headers[CSP_HEADER] = frozen.policy;
    }
    const vary = response.headers.get('vary');
    if (vary !== null) headers.vary = vary;
    const tags = tagsHeader
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    // Invalidated while rendering: the body may predate the change, so send it but keep it out.
    const stored = cache.generation === generation ? cache.set(key, { status: response.status, headers, body, tags }) : null;
    c.res = undefined;
    if (stored === null) {
      c.res = new Response(body, { status: response.status, headers: new Headers({ ...headers, 'content-length': String(body.length), 'x-cache': 'MISS' }) });
      return;
    }
    c.res = respond(prepare(stored), stored.status, request.headers, 'miss');
  };
}

/**
 * Headers go in as a Headers object, not a plain one: @hono/node-server's Response keeps a plain
 * object aside and rebuilds from it when the body is read, losing headers that later middleware
 * (secureHeaders, the request id) set in between.
 */
function respond(entry: Prepared, status: number, requestHeaders: Headers, kind: 'hit' | 'miss'): Response {
  const coding = chooseCoding(requestHeaders.get('accept-encoding'));
  const ifNoneMatch = requestHeaders.get('if-none-match');
  if (ifNoneMatch !== null && status === 200 && matchesAny(ifNoneMatch, entry.etags)) {
    const headers = new Headers(entry.notModified[coding]);
    headers.set('x-cache', kind === 'hit' ? 'HIT' : 'MISS');
    return new Response(null, { status: 304, headers });
  }
  return new Response(entry.body[coding], { status, headers: new Headers(entry[kind][coding]) });
}

function prepareEntry(entry: CachedPage): Prepared {
  // A strong ETag names one representation, so each content coding gets its own.
  const etag: Record<Coding, string> = { identity: entry.etag, gzip: `${entry.etag.slice(0, -1)}-gz"`, br: `${entry.etag.slice(0, -1)}-br"` };
  // zlib and Buffer.from(arrayBuffer) never return SharedArrayBuffer views, which Response refuses.
  const body = { identity: entry.body, gzip: entry.gzip, br: entry.br } as Record<Coding, Uint8Array<ArrayBuffer>>;
  const own = entry.headers.vary;
  const vary = !own ? 'Accept-Encoding' : /(^|,)\s*accept-encoding\s*(,|$)/i.test(own) ? own : `${own}, Accept-Encoding`;
  const build = (coding: Coding, xCache: string) => {
    const headers: Record<string, string> = { ...entry.headers, vary, etag: etag[coding], 'content-length': String(body[coding].length), 'x-cache': xCache };
    if (coding !== 'identity') headers['content-encoding'] = coding;
    return headers;
  };
  const notModified = (coding: Coding) => {
    const headers: Record<string, string> = { vary, etag: etag[coding] };
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = entry.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    return headers;
  };
  const codings: Coding[] = ['br', 'gzip', 'identity'];
  const per = (make: (coding: Coding) => Record<string, string>) =>
    Object.fromEntries(codings.map((coding) => [coding, make(coding)])) as Record<Coding, Record<string, string>>;
  return {
    etags: Object.values(etag),
    body,
    hit: per((coding) => build(coding, 'HIT')),
    miss: per((coding) => build(coding, 'MISS')),
    notModified: per(notModified),
  };
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has('set-cookie')) return false;
  // Already encoded bytes would be compressed twice and served under the wrong coding.
  const encoding = response.headers.get('content-encoding');
  if (encoding !== null && encoding !== 'identity') return false;
  return response.body !== null;
}

function stripTagsHeader(c: Context): void {
  // Immutable headers (Response.redirect, fetch) never carry them; has() avoids touching them.
  if (c.res.headers.has(CACHE_TAGS_HEADER)) c.res.headers.delete(CACHE_TAGS_HEADER);
  if (c.res.headers.has(CACHE_KEY_HEADER)) c.res.headers.delete(CACHE_KEY_HEADER);
}

/**
 * The cache key of a request: its Host header (the URL's host for in-process requests, which
 * have none) and the path and query as sent.
 */
export function requestCacheKey(request: Request): string | null {
  const { url } = request;
  const hostStart = url.indexOf('://') + 3;
  const pathStart = url.indexOf('/', hostStart);
  const target = pathStart === -1 ? '/' : url.slice(pathStart);
  return pageCacheKey(request.headers.get('host') ?? url.slice(hostStart, pathStart === -1 ? undefined : pathStart), target);
}

/** Personal pages must never be served from, or stored in, the shared cache. */
function isPersonal(headers: Headers): boolean {
  if (headers.has('authorization')) return true;
  return hasSessionCookie(headers.get('cookie') ?? undefined);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored. */
function matchesAny(ifNoneMatch: string, etags: readonly string[]): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  for (const candidate of ifNoneMatch.split(',')) {
    let tag = candidate.trim();
    if (tag.startsWith('W/')) tag = tag.slice(2);
    if (etags.includes(tag)) return true;
  }
  return false;
}

// Browsers send a handful of distinct Accept-Encoding values; parsing each once keeps hits cheap.
const codingByHeader = new Map<string, Coding>();
const CODING_MEMO_LIMIT = 256;

/** br, then gzip, then identity, honouring q-values (q=0 refuses; a higher q wins). */
export function chooseCoding(acceptEncoding: string | null): Coding {
  if (acceptEncoding === null || acceptEncoding === '') return 'identity';
  let coding = codingByHeader.get(acceptEncoding);
  if (coding !== undefined) return coding;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const item of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = item.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=');
      if (k?.trim().toLowerCase() === 'q' && v !== undefined) {
        const parsed = Number(v.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  const brQ = br ?? any ?? 0;
  const gzipQ = gzip ?? any ?? 0;
  coding = brQ > 0 && brQ >= gzipQ ? 'br' : gzipQ > 0 ? 'gzip' : 'identity';
  if (codingByHeader.size >= CODING_MEMO_LIMIT) codingByHeader.clear();
  codingByHeader.set(acceptEncoding, coding);
  return coding;
}

/**
 * Cache hits answered in Node's request listener, before Hono: the same bytes, ETags and
 * negotiation as the middleware, with `fixedHeaders` (the app's security headers) added, but
 * none of the per-request middleware work. Misses, personal requests and everything else fall
 * through (`false`). See docs/decisions/008-cache-hits-before-hono.md.
 */
export function createNodeHitHandler(cache: PageCache, fixedHeaders: Readonly<Record<string, string>>) {
  const prepared = new WeakMap<CachedPage, { entry: Prepared; hit: Record<Coding, Record<string, string>>; notModified: Record<Coding, Record<string, string>> }>();
  const prepare = (page: CachedPage) => {
    let result = prepared.get(page);
    if (result === undefined) {
      const entry = prepareEntry(page);
      const merge = (byCoding: Record<Coding, Record<string, string>>) =>
        ({ br: { ...fixedHeaders, ...byCoding.br }, gzip: { ...fixedHeaders, ...byCoding.gzip }, identity: { ...fixedHeaders, ...byCoding.identity } }) as Record<Coding, Record<string, string>>;
      result = { entry, hit: merge(entry.hit), notModified: merge(entry.notModified) };
      prepared.set(page, result);
    }
    return result;
  };
  return function answerHit(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || !cache.enabled) return false;
    const { headers } = req;
    const key = pageCacheKey(headers.host ?? '', req.url ?? '');
    if (key === null) return false;
    if (headers.authorization !== undefined || hasSessionCookie(headers.cookie)) return false;
    // A miss here is looked up again, and counted, by the middleware.
    const page = cache.get(key, false);
    if (page === undefined) return false;
    const { entry, hit, notModified } = prepare(page);
    const coding = chooseCoding(headers['accept-encoding'] ?? null);
    const ifNoneMatch = headers['if-none-match'];
    if (ifNoneMatch !== undefined && page.status === 200 && matchesAny(ifNoneMatch, entry.etags)) {
      res.writeHead(304, notModified[coding]);
      res.end();
      return true;
    }
    res.writeHead(page.status, hit[coding]);
    res.end(method === 'HEAD' ? undefined : entry.body[coding]);
    return true;
  };
}

function hasSessionCookie(cookie: string | undefined): boolean {
  if (cookie === undefined) return false;
  for (const part of cookie.split(';')) {
    const name = part.trimStart();
    for (const prefix of SESSION_COOKIE_PREFIXES) if (name.startsWith(prefix)) return true;
  }
  return false;
}
