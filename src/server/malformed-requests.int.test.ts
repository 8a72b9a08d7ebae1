// Generated malformed requests against the real app on a real port: nothing a client sends may
// cost a 5xx, and every API error stays JSON. Seeded, so a failure replays exactly:
// FUZZ_SEED=<seed printed on failure> npx vitest run --project int src/server/malformed-requests.int.test.ts
import net from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document, shopOrder } from '#server/db/schema.ts';
import { listen, type RunningServer } from '#server/http/serve.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { BROKEN_TEXT_MESSAGE } from '#server/http/text-integrity.ts';
import { JSON_BODY_EXPECTED } from '#server/http/errors.ts';
import { createNodeHitHandler } from '#server/render/cache-middleware.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_106);
const REQUESTS = 2_000;
const CONCURRENCY = 6;
const BODY_LIMIT = 64 * 1024;

let t: TestApp;
let running: RunningServer;
let userCookie = '';
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: String(BODY_LIMIT), AUTH_RATE_LIMIT_MAX: '100000' }, { pages: true });
  const admin = await seedDemoIfEmpty(t.deps);
  ({ cookie: userCookie } = await t.signUp('fuzz@example.com'));
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  adminCookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  running = await listen(t.app, {
    port: 0,
    hostname: '127.0.0.1',
    graceMs: 1_000,
    // t.close() closes the database; the server only stops listening.
    database: { ...t.deps.database, close: async () => {} },
    logger: t.deps.logger,
    fastPath: createNodeHitHandler(t.deps.pageCache!, securityHeaders(t.deps.env)),
  });
  // Fill the page cache so the fast path before Hono is exercised too.
  for (const path of ['/site-demo/homepage', '/site-demo/about', '/site-demo/no-such-page']) {
    await send({ method: 'GET', target: path, headers: {} });
  }
}, 180_000);

afterAll(async () => {
  await running?.shutdown('test over');
  await t?.close();
});

interface Spec {
  method: string;
  /** The request-target exactly as sent: origin-form, absolute-form or anything else. */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent as chunks with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes the request byte for byte on its own connection; nothing is escaped or checked. */
function send(spec: Spec): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(running.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (error) => {
      // The server may close on a request it refuses before reading all of it.
      const data = Buffer.concat(chunks);
      if (data.length > 0) resolve(parseAnswer(data));
      else reject(error);
    });
    socket.on('close', () => {
      const data = Buffer.concat(chunks);
      if (data.length === 0) reject(new Error('connection closed without an answer'));
      else resolve(parseAnswer(data));
    });
    const lines = [`${spec.method} ${spec.target} HTTP/1.1`];
    const headers: Record<string, string> = { host: new URL(TEST_ORIGIN).host, ...spec.headers, connection: 'close' };
    const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
    if (body !== undefined) {
      if (spec.chunked) headers['transfer-encoding'] = 'chunked';
      else if (!('content-length' in headers)) headers['content-length'] = String(body.length);
    }
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    if (body !== undefined) {
      if (spec.chunked) {
        for (let i = 0; i < body.length; i += 4096) {
          const part = body.subarray(i, i + 4096);
          socket.write(`${part.length.toString(16)}\r\n`);
          socket.write(part);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n');
      } else socket.write(body);
    }
  });
}

function parseAnswer(data: Buffer): Answer {
  let rest = data;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const head = (headEnd === -1 ? rest : rest.subarray(0, headEnd)).toString('latin1').split('\r\n');
    const status = Number(head[0]?.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body = headEnd === -1 ? Buffer.alloc(0) : rest.subarray(headEnd + 4);
    // 100 Continue comes before the real answer.
    if (status >= 100 && status < 200 && body.length > 0) {
      rest = body;
      continue;
    }
    if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
    return { status, headers, body };
  }
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

// ---- generators ---------------------------------------------------------------------------

const BAD_ESCAPES = ['%', '%%', '%E0%A4%A', '%zz', '%G1', '%ff', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%E0%A4', '%u0041', '%%30', '%2'];
const ODD_PIECES = [
  '%00', '%0a', '%0d%0a', '%2e%2e', '..', '.', '%2F', '%5C', '%20', '%25', '%7F', '%C3%A9', '%F0%9F%99%82',
  "'", '"', '<script>', '>', '{', '}', '|', '^', '`', '~', '!', '$', '&', '+', ',', ';', '=', ':', '@', '*', '(', ')',
  '[', ']', '\u00e9', '\u00ff', '//', '_', '-', 'edit', 'view-draft', '.data', 'manage', 'data', '__proto__', 'constructor',
];
const PREFIXES = [
  '/', '/api/', '/api/editor/', '/api/editor/site-demo/', '/api/auth/', '/api/auth/sign-in/', '/api/sites/', '/api/admin/',
  '/api/page-history', '/api/revalidate/', '/api/health/', '/media/', '/media/demo/', '/site-demo/', '/site-nope/', '/dashboard/',
  '/dashboard/sites/', '/dashboard/demo/manage/', '/auth/', '/account/', '/assets/', '/view-draft/', '/manage/',
  '/dynamic-content/all/', '/site-demo/dynamic-content/view/', '/sitemap.xml', '/robots.txt', '/site-demo/sitemap.xml', '/favicon.ico',
];
const QUERIES = [
  '', '', '', '?w=320', '?w=abc', '?w=%E0%A4%A', '?callbackURL=%E0%A4%A', '?callbackURL=https://evil.example/', '?is_template=true',
  '?is_system=true&path=%zz', '?path=', '?a[b][c]=1', '?__proto__[x]=1', '?_routes=root,routes/page', '?_data=routes/page', '?%', '?=&&=',
  '?index', '?q=%00',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'FOO', 'get'];

const pathArb = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.oneof(fc.constantFrom(...BAD_ESCAPES), fc.constantFrom(...ODD_PIECES), fc.stringMatching(/^[a-z0-9-]{1,12}$/)), {
      minLength: 0,
      maxLength: 6,
    }),
    fc.constantFrom(...QUERIES),
  )
  .map(([prefix, pieces, query]) => `${prefix}${pieces.join('')}${query}`);

const longPathArb = fc
  .tuple(fc.constantFrom('/site-demo/', '/api/editor/', '/media/', '/dashboard/'), fc.constantFrom('a', 'a/', '%41', '%E0', '../'), fc.integer({ min: 200, max: 20_000 }))
  .map(([prefix, piece, times]) => prefix + piece.repeat(Math.ceil(times / piece.length)));

const absoluteFormArb = fc
  .tuple(fc.constantFrom('http://evil.example', 'http://127.0.0.1', 'https://localhost:3000', 'http://[::1]', 'ftp://x', 'http://a@b', 'http:'), pathArb)
  .map(([base, path]) => base + path);

const hostArb = fc.constantFrom(
  undefined, undefined, undefined, '', 'evil.example', 'localhost:3000', 'localhost:abc', '[::1', '[::1]:80', 'a'.repeat(300), 'exa_mple.com',
  'example.com:99999', 'xn--nxasmq6b.example', '127.0.0.1:0', 'host/with/slash', 'host?q', 'UPPER.EXAMPLE',
);
const originArb = fc.constantFrom(undefined, undefined, TEST_ORIGIN, 'null', 'https://evil.example', '', 'garbage', 'http://localhost:3000/extra', 'file://');
const cookieArb = fc.constantFrom(
  undefined, undefined, undefined, 'user', 'admin', 'sitewright.session_token=%E0%A4%A', 'sitewright.session_token=garbage.signature',
  `sitewright.session_token=${'x'.repeat(4000)}`, '=;;=', 'a=b; a=c', '__Secure-sitewright.session_token=abc', 'sitewright.session_token="quoted"',
  'sitewright.session_token=\u00e9\u00ff',
);
const extraHeaderArb = fc.dictionary(
  fc.constantFrom(
    'accept', 'accept-encoding', 'if-none-match', 'range', 'x-forwarded-for', 'x-request-id', 'user-agent', 'x-long', 'expect',
    'x-sitewright-client-ip', 'if-modified-since', 'authorization', 'accept-language', 'x-forwarded-proto',
  ),
  fc.oneof(
    fc.constantFrom('application/json', '*/*', 'br;q=x, gzip;q=1e9', '"x", W/"y", *', 'bytes=0-0,5-1', '1.1.1.1, garbage, ::1', '100-continue',
      'Bearer x', 'Basic %%%', 'de-DE;q=abc', 'not a date', 'https', ''),
    fc.integer({ min: 1, max: 12_000 }).map((n) => 'h'.repeat(n)),
  ),
  { maxKeys: 3 },
);

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'text/plain', 'application/xml', '', 'application/json; charset=latin1'];
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary=', 'text/plain', 'application/json'];

const deepJson = (n: number, open: string, close: string) => open.repeat(n) + close.repeat(n);
const jsonBodyArb = fc.oneof(
  fc.json({ depthSize: 'medium' }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.integer({ min: 30, max: 5_000 }).map((n) => deepJson(n, '[', ']')),
  fc.integer({ min: 30, max: 3_000 }).map((n) => deepJson(n, '{"a":', '}').replace(/}$/, '1}')),
  fc.integer({ min: 30, max: 3_000 }).map((n) => `{"path":"/site-demo/x","data":${'{"root":{},"content":['.repeat(n)}`),
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => `[${'0,'.repeat(n)}0]`),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`),
  fc.constantFrom(
    '', '{', '{"email": ', 'null', '[]', '"x"', '1e999', '{"__proto__":{"admin":true}}', '{"email":"a@b.c","password":"Aa1!aaaa","name":"\\u0000"}',
    '{"email":"\\u0000@x.y","password":"x"}', '{"path":""}', '{"path":null}', '{"path":"/site-demo/\\u0000"}', '{"path":"/site-demo/a","data":{"root":{"props":{"title":"\\u0000"}},"content":[]}}',
    '{"email":"a@b.c","password":"' + 'p'.repeat(300) + '"}', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":1,"a":2}', '{"path":"/site-demo/about","draft":true,"data":{"root":{},"content":[{"type":"Heading","props":{"text":"\\u0000"}}]}}',
  ),
  fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 2 }).map((n) => `{"x":"${'y'.repeat(n)}"}`),
  fc.uint8Array({ minLength: 1, maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
);
const formBodyArb = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom('email', 'password', 'name', 'currentPassword', 'newPassword', 'title', 'callbackURL', 'intent', '_action', '%', 'a[b]'),
    fc.oneof(fc.constantFrom(...BAD_ESCAPES), fc.constantFrom('a@b.c', 'Aa1!aaaa', '%00', '', '/dashboard', 'https://evil.example', '\u00e9')))).map((pairs) =>
    pairs.map(([k, v]) => `${k}=${v}`).join('&'),
  ),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => `f${i}=1`).join('&')),
  fc.constantFrom('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--\r\n', '--xyz\r\nContent-Disposition: form-data', '--abc\r\n\r\n--abc--', 'garbage'),
  fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 2 }).map((n) => `email=${'a'.repeat(n)}`),
  fc.uint8Array({ minLength: 1, maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
);

// Bodies of the right shape with values no handler expects: they get past parsing to the code
// that validates and stores.
const NASTY_VALUES: unknown[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\u{1F642}', 'x'.repeat(10_000), 0, -1, 1e308, 3.5, true, null, [], {}, { $ne: null },
  '/site-demo/about', '/site-demo/homepage', '/', '/data', '/site-demo/../x', '/site-demo/a\u0000', '/site-nope/x', '/manage/x',
  '/dynamic-content/all/x', 'a@b.c', `${'A'.repeat(300)}@x.y`, 'Aa1!aaaa-Bb2', '__proto__', 'admin', 'user', 'javascript:alert(1)',
  { root: { props: { title: '\u0000' } }, content: [{ type: 'Heading', props: { id: 'h', text: '\u0000', level: 'h9' } }] },
  { root: {}, content: [{ type: 'Section', props: { content: 'not a list' } }] },
  { root: {}, content: [{ type: 'Image', props: { src: 'javascript:alert(1)', __proto__: { x: 1 } } }], zones: { 'a:b': 'x' } },
];
const SHAPES: Record<string, string[]> = {
  '/api/auth/sign-in/email': ['email', 'password', 'rememberMe', 'callbackURL'],
  '/api/auth/sign-up/email': ['email', 'password', 'name', 'image', 'callbackURL'],
  '/api/auth/change-password': ['currentPassword', 'newPassword', 'revokeOtherSessions'],
  '/api/auth/update-user': ['name', 'image'],
  '/api/auth/request-password-reset': ['email', 'redirectTo'],
  '/api/auth/reset-password': ['token', 'newPassword'],
  '/api/auth/send-verification-email': ['email', 'callbackURL'],
  '/api/auth/admin/set-role': ['userId', 'role'],
  '/api/editor': ['path', 'data', 'title', 'description', 'draft', 'is_template', 'is_system', 'baseVersion'],
  '/api/revalidate': ['path', 'paths', 'all'],
  '/api/page-history/restore': ['path', 'version', 'id', 'is_template'],
};
const shapedArb = fc.constantFrom(...Object.keys(SHAPES)).chain((target) =>
  fc
    .record({
      method: fc.constantFrom('POST', 'POST', 'POST', 'DELETE'),
      cookie: fc.constantFrom('user', 'admin', undefined),
      fields: fc.subarray(SHAPES[target]!, { minLength: 1 }).chain((names) => fc.tuple(...names.map((name) => fc.constant(name)), ...names.map(() => fc.constantFrom(...NASTY_VALUES)))),
    })
    .map(({ method, cookie, fields }) => {
      const half = fields.length / 2;
      const body = Object.fromEntries((fields.slice(0, half) as string[]).map((name, i) => [name, fields[half + i]]));
      return { method, target, headers: headersOf({ origin: TEST_ORIGIN, cookie, extra: { 'content-type': 'application/json' } }), body: JSON.stringify(body) };
    }),
);
const shapedFormArb = fc
  .record({
    target: fc.constantFrom('/auth/login', '/auth/signup', '/auth/update-password', '/auth/update-password?token=x', '/auth/forgot-password', '/auth/invitation?token=x', '/dashboard/sites/site-demo/settings'),
    cookie: fc.constantFrom('user', 'admin', undefined),
    fields: fc.dictionary(
      fc.constantFrom('email', 'password', 'name', 'currentPassword', 'newPassword', 'title', 'description', 'language', 'url', 'is_active', 'callbackURL', 'intent', 'token', 'invitationId'),
      fc.constantFrom(...NASTY_VALUES.filter((v): v is string => typeof v === 'string')),
    ),
  })
  .map(({ target, cookie, fields }) => ({
    method: 'POST',
    target,
    headers: headersOf({ origin: TEST_ORIGIN, cookie, extra: { 'content-type': 'application/x-www-form-urlencoded' } }),
    body: new URLSearchParams(fields).toString(),
  }));

const API_BODY_TARGETS = [
  '/api/editor', '/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password', '/api/auth/signout', '/api/auth/sign-out',
  '/api/auth/update-user', '/api/auth/admin/set-role', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/send-verification-email', '/api/revalidate', '/api/page-history/restore', '/api/sites', '/api/editor/site-demo/about',
];
const FORM_TARGETS = [
  '/auth/login', '/auth/signup', '/auth/update-password', '/auth/forgot-password', '/auth/invitation', '/login', '/signup', '/account/logout', '/account/profile', '/dashboard/sites/demo/settings',
  '/dashboard/sites', '/site-demo/homepage', '/site-demo/about/edit', '/', '/auth/login.data', '/auth/login?index', '/dashboard/demo/manage/pages',
];

const commonHeaders = fc.record({ host: hostArb, origin: originArb, cookie: cookieArb, extra: extraHeaderArb });
function headersOf({ host, origin, cookie, extra }: { host?: string; origin?: string; cookie?: string; extra: Record<string, string> }): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (host !== undefined) headers.host = host;
  if (origin !== undefined) headers.origin = origin;
  const resolved = cookie === 'user' ? userCookie : cookie === 'admin' ? adminCookie : cookie;
  if (resolved) headers.cookie = resolved;
  return headers;
}

const requestArb: fc.Arbitrary<Spec> = fc.oneof(
  shapedArb,
  shapedFormArb,
  // Odd paths and methods, no body.
  fc.record({ method: fc.constantFrom(...METHODS), target: fc.oneof(pathArb, pathArb, longPathArb, absoluteFormArb), h: commonHeaders }).map(({ method, target, h }) => ({
    method,
    target,
    headers: headersOf(h),
  })),
  // JSON-ish bodies to the API.
  fc
    .record({
      method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH'),
      target: fc.constantFrom(...API_BODY_TARGETS),
      type: fc.constantFrom(...JSON_TYPES),
      body: jsonBodyArb,
      chunked: fc.boolean(),
      h: commonHeaders,
    })
    .map(({ method, target, type, body, chunked, h }) => ({
      method,
      target,
      headers: { ...headersOf({ ...h, origin: h.origin ?? TEST_ORIGIN }), ...(type ? { 'content-type': type } : {}) },
      body,
      chunked,
    })),
  // Form posts to React Router's actions.
  fc
    .record({
      target: fc.constantFrom(...FORM_TARGETS),
      type: fc.constantFrom(...FORM_TYPES),
      body: fc.oneof(formBodyArb, jsonBodyArb),
      chunked: fc.boolean(),
      h: commonHeaders,
    })
    .map(({ target, type, body, chunked, h }) => ({
      method: 'POST',
      target,
      headers: { ...headersOf({ ...h, origin: h.origin ?? TEST_ORIGIN }), 'content-type': type },
      body,
      chunked,
    })),
);

/** The path the app routes on: absolute-form targets carry their own. */
function appPath(target: string): string | null {
  try {
    // As the adapter builds it: dot segments resolved.
    return new URL(target.startsWith('/') ? `http://x${target}` : target).pathname;
  } catch {
    return null;
  }
}

function problemWith(spec: Spec, answer: Answer): string | null {
  if (!(answer.status >= 100 && answer.status < 500)) return `status ${answer.status}`;
  // Node's own parser refuses some requests (400, 431) before the app sees them; those have no request id.
  const fromApp = answer.headers['x-request-id'] !== undefined;
  const path = appPath(spec.target);
  if (fromApp && answer.status >= 400 && spec.method !== 'HEAD' && path?.startsWith('/api/')) {
    if (!answer.headers['content-type']?.includes('application/json')) return `API error ${answer.status} is not JSON: ${answer.headers['content-type']}`;
    try {
      const body = JSON.parse(answer.body.toString('utf8')) as { error?: unknown };
      if (typeof body.error !== 'string') return `API error ${answer.status} without an error field: ${answer.body.toString('utf8').slice(0, 200)}`;
    } catch {
      return `API error ${answer.status} body is not JSON: ${answer.body.toString('utf8').slice(0, 200)}`;
    }
  }
  return null;
}

const describeSpec = (spec: Spec) =>
  `${spec.method} ${spec.target.slice(0, 200)}${spec.target.length > 200 ? `…(${spec.target.length})` : ''} ${JSON.stringify(spec.headers).slice(0, 300)}` +
  (spec.body === undefined ? '' : ` body(${spec.body.length}${spec.chunked ? ', chunked' : ''}): ${String(spec.body).slice(0, 120)}`);

// Any console.error fails the test (tests/setup): refusing bad requests is not worth a log line.
it(`answers ${REQUESTS} generated malformed requests without a 5xx, API errors as JSON (seed ${SEED})`, async () => {
  const specs = fc.sample(requestArb, { seed: SEED, numRuns: REQUESTS });
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < specs.length) {
        const spec = specs[next++]!;
        try {
          const problem = problemWith(spec, await send(spec));
          if (problem) failures.push(`${problem}\n    ${describeSpec(spec)}`);
        } catch (error) {
          failures.push(`${(error as Error).message}\n    ${describeSpec(spec)}`);
        }
      }
    }),
  );
  expect(failures, `seed ${SEED}: ${failures.length} of ${specs.length} failed`).toEqual([]);

  const health = await fetch(`http://127.0.0.1:${running.port}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
}, 120_000);

it('never answers a malformed path from the page cache, nor stores one there', async () => {
  // Stored by the first request (again, if a generated request revalidated it); the node-level
  // fast path answers the second before Hono (no request id).
  await send({ method: 'GET', target: '/site-demo/about', headers: {} });
  const hit = await send({ method: 'GET', target: '/site-demo/about', headers: {} });
  expect(hit.headers['x-cache']).toBe('HIT');
  expect(hit.headers['x-request-id']).toBeUndefined();
  const host = new URL(TEST_ORIGIN).host;
  for (const target of ['/site-demo/about%E0%A4%A', '/site-demo/about%zz', '/site-demo/%E0%A4%A', '/site-demo/about%0a']) {
    for (let i = 0; i < 2; i++) {
      const answer = await send({ method: 'GET', target, headers: {} });
      expect(answer.status, target).toBe(400);
      expect(answer.headers['x-request-id'], target).toBeDefined();
    }
    expect(t.deps.pageCache!.get(`${host}${target}`), target).toBeUndefined();
  }
});

describe('text integrity: NUL and unpaired surrogates', () => {
  const json = (path: string, body: string, cookie?: string) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...(cookie ? { cookie } : {}) });
  async function expectRefused(response: Response, field: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: BROKEN_TEXT_MESSAGE, field });
  }

  it('refuses them in a JSON body at any depth, keys too, with a 400 naming the field (sign-up included)', async () => {
    const password = 'Aa1!aaaa-Bb2';
    // JSON.stringify writes a lone surrogate as its \u escape, as a client's JSON would.
    await expectRefused(await json('/api/auth/sign-up/email', JSON.stringify({ email: 'nul@example.com', password, name: 'a\u0000b' })), 'name');
    await expectRefused(await json('/api/auth/sign-up/email', JSON.stringify({ email: 'lone@example.com', password, name: 'a\ud800' })), 'name');
    await expectRefused(await json('/api/auth/sign-up/email', `{"email":"key@example.com","password":"${password}","name":"x","\\udc00":1}`), '["\\udc00"]');
    const page = (props: Record<string, unknown>) => JSON.stringify({ path: '/site-demo/about', draft: true, data: { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'h', text: 'ok' } }, { type: 'Heading', props }] } });
    await expectRefused(await json('/api/editor', page({ id: 'h2', text: 'a\ud800b' }), adminCookie), 'data.content[1].props.text');
    await expectRefused(await json('/api/editor', page({ id: 'h2', ['te\u0000xt']: 'x' }), adminCookie), 'data.content[1].props["te\\u0000xt"]');
    // Unparseable text with one is still refused, with no field to name.
    await expectRefused(await json('/api/editor', '{"a":"\\u0000"', adminCookie), null as unknown as string);
  });

  it('lets paired surrogates and escaped backslashes through, and Better Auth still reads the body', async () => {
    const response = await json('/api/auth/sign-up/email', JSON.stringify({ email: 'fine@example.com', password: 'Aa1!aaaa-Bb2', name: 'Ann \u{1F642} \\u0000' }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe('Ann \u{1F642} \\u0000');
  });

  it('refuses a NUL in a multipart text field, field name or file name, and in a urlencoded field, naming the field', async () => {
    const multipart = (fill: (form: FormData) => void) => {
      const form = new FormData();
      form.append('title', 'fine');
      fill(form);
      return t.request('/api/data/contact_messages', { method: 'POST', body: form });
    };
    await expectRefused(await multipart((form) => form.append('message', 'hello\u0000')), 'message');
    await expectRefused(await multipart((form) => form.append('na\u0000me', 'x')), 'na\u0000me');
    await expectRefused(await multipart((form) => form.append('file', new File(['x'], 'a\u0000.png', { type: 'image/png' }))), 'file');
    const urlencoded = await t.request('/api/data/contact_messages', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=ok&message=a%00b' });
    await expectRefused(urlencoded, 'message');
    // Pages' actions get the same rule as text.
    const page = await t.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%00b' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('"email"');
  });

  it('refuses JSON sent under a form label (which the guard checks as a form) with 415 before a handler parses it: nothing placed, never a 5xx', async () => {
    const ordersBefore = (await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder)).length;
    const body = JSON.stringify({ method: 'delivery', siteId: 'demo', customer: { name: 'a\u0000', email: 'x@example.com', address: 'Somewhere 1', phone: '123' }, items: [] });
    for (const type of ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8']) {
      const response = await t.request('/api/cart/offline-checkout', { method: 'POST', headers: { 'content-type': type }, body });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: JSON_BODY_EXPECTED });
    }
    expect((await t.deps.database.db.select({ id: shopOrder.id }).from(shopOrder)).length).toBe(ordersBefore);
  });

  it('answers the same over a real socket, never a 5xx', async () => {
    const answer = await send({
      method: 'POST',
      target: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{"email":"raw@example.com","password":"Aa1!aaaa-Bb2","name":"\\ud83d"}',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ error: BROKEN_TEXT_MESSAGE, field: 'name' });
  });
});

describe('HEAD', () => {
  // What may differ between two answers to the same request.
  const VOLATILE = new Set(['date', 'x-request-id', 'content-security-policy', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const stable = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));

  it('answers with the status and headers of GET and no body: uncached and cached pages, signed-in pages, 404s, the API, metrics', async () => {
    for (const [target, cookie] of [
      ['/site-demo/products', undefined],
      ['/site-demo/products', undefined],
      ['/site-demo/about', 'user'],
      ['/site-demo/no-such-page-at-all', undefined],
      ['/no-such-site/x', undefined],
      ['/api/sites', 'user'],
      ['/api/no-such-route', undefined],
      ['/metrics', undefined],
    ] as const) {
      const headers = headersOf({ cookie, extra: {} });
      const head = await send({ method: 'HEAD', target, headers });
      const get = await send({ method: 'GET', target, headers });
      expect(head.status, target).toBe(get.status);
      expect(head.body.length, target).toBe(0);
      expect(get.body.length, target).toBeGreaterThan(0);
      const { 'x-cache': headCache, ...headRest } = stable(head.headers);
      const { 'x-cache': getCache, ...getRest } = stable(get.headers);
      expect(headRest, target).toEqual(getRest);
      // The first HEAD of a cacheable page renders it (a MISS, stored), so the GET after it is a HIT.
      if (headCache === 'MISS') expect(getCache, target).toBe('HIT');
      if (head.headers['content-length'] !== undefined && get.headers['content-length'] !== undefined && !target.startsWith('/metrics')) {
        expect(head.headers['content-length'], target).toBe(get.headers['content-length']);
      }
    }
  });

  it('answers a stored file with its type and length, and no body', async () => {
    const [product] = await t.deps.database.db.select({ data: document.data }).from(document).where(eq(document.collection, 'products')).limit(1);
    const url = (product!.data as { image: string }).image;
    const head = await send({ method: 'HEAD', target: url, headers: {} });
    const get = await send({ method: 'GET', target: url, headers: {} });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(stable(head.headers)).toEqual(stable(get.headers));
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(get.body.length));
  });

  it('answers an uncached published page 200 text/html with its length, as GET does', async () => {
    const target = '/site-demo/about';
    t.deps.pageCache!.clear();
    const head = await t.request(target, { method: 'HEAD', cookie: userCookie });
    const get = await t.request(target, { cookie: userCookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(head.headers.get('cache-control')).toBe(get.headers.get('cache-control'));
    expect(head.headers.get('content-security-policy')).toMatch(/script-src/);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
  });
});
