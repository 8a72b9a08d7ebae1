import fc from 'fast-check';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { adminCookie, type Answer, BODY_LIMIT, type Spec, userCookie } from './malformed-requests-kit.ts';

// What the fuzz test generates: paths, hosts, headers and bodies a client should never send, and what an answer to one may not be.
export const BAD_ESCAPES = ['%', '%%', '%E0%A4%A', '%zz', '%G1', '%ff', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%E0%A4', '%u0041', '%%30', '%2'];
export const ODD_PIECES = [
  '%00', '%0a', '%0d%0a', '%2e%2e', '..', '.', '%2F', '%5C', '%20', '%25', '%7F', '%C3%A9', '%F0%9F%99%82',
  "'", '"', '<script>', '>', '{', '}', '|', '^', '`', '~', '!', '$', '&', '+', ',', ';', '=', ':', '@', '*', '(', ')',
  '[', ']', '\u00e9', '\u00ff', '//', '_', '-', 'edit', 'view-draft', '.data', 'manage', 'data', '__proto__', 'constructor',
];
export const PREFIXES = [
  '/', '/api/', '/api/editor/', '/api/editor/site-demo/', '/api/auth/', '/api/auth/sign-in/', '/api/sites/', '/api/admin/',
  '/api/page-history', '/api/revalidate/', '/api/health/', '/media/', '/media/demo/', '/site-demo/', '/site-nope/', '/dashboard/',
  '/dashboard/sites/', '/dashboard/demo/manage/', '/auth/', '/account/', '/assets/', '/view-draft/', '/manage/',
  '/dynamic-content/all/', '/site-demo/dynamic-content/view/', '/sitemap.xml', '/robots.txt', '/site-demo/sitemap.xml', '/favicon.ico',
];
export const QUERIES = [
  '', '', '', '?w=320', '?w=abc', '?w=%E0%A4%A', '?callbackURL=%E0%A4%A', '?callbackURL=https://evil.example/', '?is_template=true',
  '?is_system=true&path=%zz', '?path=', '?a[b][c]=1', '?__proto__[x]=1', '?_routes=root,routes/page', '?_data=routes/page', '?%', '?=&&=',
  '?index', '?q=%00',
];
export const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'FOO', 'get'];

export const pathArb = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(fc.oneof(fc.constantFrom(...BAD_ESCAPES), fc.constantFrom(...ODD_PIECES), fc.stringMatching(/^[a-z0-9-]{1,12}$/)), {
      minLength: 0,
      maxLength: 6,
    }),
    fc.constantFrom(...QUERIES),
  )
  .map(([prefix, pieces, query]) => `${prefix}${pieces.join('')}${query}`);

export const longPathArb = fc
  .tuple(fc.constantFrom('/site-demo/', '/api/editor/', '/media/', '/dashboard/'), fc.constantFrom('a', 'a/', '%41', '%E0', '../'), fc.integer({ min: 200, max: 20_000 }))
  .map(([prefix, piece, times]) => prefix + piece.repeat(Math.ceil(times / piece.length)));

export const absoluteFormArb = fc
  .tuple(fc.constantFrom('http://evil.example', 'http://127.0.0.1', 'https://localhost:3000', 'http://[::1]', 'ftp://x', 'http://a@b', 'http:'), pathArb)
  .map(([base, path]) => base + path);

export const hostArb = fc.constantFrom(
  undefined, undefined, undefined, '', 'evil.example', 'localhost:3000', 'localhost:abc', '[::1', '[::1]:80', 'a'.repeat(300), 'exa_mple.com',
  'example.com:99999', 'xn--nxasmq6b.example', '127.0.0.1:0', 'host/with/slash', 'host?q', 'UPPER.EXAMPLE',
);
export const originArb = fc.constantFrom(undefined, undefined, TEST_ORIGIN, 'null', 'https://evil.example', '', 'garbage', 'http://localhost:3000/extra', 'file://');
export const cookieArb = fc.constantFrom(
  undefined, undefined, undefined, 'user', 'admin', 'sitewright.session_token=%E0%A4%A', 'sitewright.session_token=garbage.signature',
  `sitewright.session_token=${'x'.repeat(4000)}`, '=;;=', 'a=b; a=c', '__Secure-sitewright.session_token=abc', 'sitewright.session_token="quoted"',
  'sitewright.session_token=\u00e9\u00ff',
);
export const extraHeaderArb = fc.dictionary(
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

export const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'text/plain', 'application/xml', '', 'application/json; charset=latin1'];
export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'multipart/form-data; boundary=', 'text/plain', 'application/json'];

export const deepJson = (n: number, open: string, close: string) => open.repeat(n) + close.repeat(n);
export const jsonBodyArb = fc.oneof(
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
export const formBodyArb = fc.oneof(
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
export const NASTY_VALUES: unknown[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\u{1F642}', 'x'.repeat(10_000), 0, -1, 1e308, 3.5, true, null, [], {}, { $ne: null },
  '/site-demo/about', '/site-demo/homepage', '/', '/data', '/site-demo/../x', '/site-demo/a\u0000', '/site-nope/x', '/manage/x',
  '/dynamic-content/all/x', 'a@b.c', `${'A'.repeat(300)}@x.y`, 'Aa1!aaaa-Bb2', '__proto__', 'admin', 'user', 'javascript:alert(1)',
  { root: { props: { title: '\u0000' } }, content: [{ type: 'Heading', props: { id: 'h', text: '\u0000', level: 'h9' } }] },
  { root: {}, content: [{ type: 'Section', props: { content: 'not a list' } }] },
  { root: {}, content: [{ type: 'Image', props: { src: 'javascript:alert(1)', __proto__: { x: 1 } } }], zones: { 'a:b': 'x' } },
];
export const SHAPES: Record<string, string[]> = {
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
export const shapedArb = fc.constantFrom(...Object.keys(SHAPES)).chain((target) =>
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
export const shapedFormArb = fc
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

export const API_BODY_TARGETS = [
  '/api/editor', '/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password', '/api/auth/signout', '/api/auth/sign-out',
  '/api/auth/update-user', '/api/auth/admin/set-role', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/send-verification-email', '/api/revalidate', '/api/page-history/restore', '/api/sites', '/api/editor/site-demo/about',
];
export const FORM_TARGETS = [
  '/auth/login', '/auth/signup', '/auth/update-password', '/auth/forgot-password', '/auth/invitation', '/login', '/signup', '/account/logout', '/account/profile', '/dashboard/sites/demo/settings',
  '/dashboard/sites', '/site-demo/homepage', '/site-demo/about/edit', '/', '/auth/login.data', '/auth/login?index', '/dashboard/demo/manage/pages',
];

export const commonHeaders = fc.record({ host: hostArb, origin: originArb, cookie: cookieArb, extra: extraHeaderArb });
export function headersOf({ host, origin, cookie, extra }: { host?: string; origin?: string; cookie?: string; extra: Record<string, string> }): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (host !== undefined) headers.host = host;
  if (origin !== undefined) headers.origin = origin;
  const resolved = cookie === 'user' ? userCookie : cookie === 'admin' ? adminCookie : cookie;
  if (resolved) headers.cookie = resolved;
  return headers;
}

export const requestArb: fc.Arbitrary<Spec> = fc.oneof(
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
export function appPath(target: string): string | null {
  try {
    // As the adapter builds it: dot segments resolved.
    return new URL(target.startsWith('/') ? `http://x${target}` : target).pathname;
  } catch {
    return null;
  }
}

export function problemWith(spec: Spec, answer: Answer): string | null {
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

export const describeSpec = (spec: Spec) =>
  `${spec.method} ${spec.target.slice(0, 200)}${spec.target.length > 200 ? `…(${spec.target.length})` : ''} ${JSON.stringify(spec.headers).slice(0, 300)}` +
  (spec.body === undefined ? '' : ` body(${spec.body.length}${spec.chunked ? ', chunked' : ''}): ${String(spec.body).slice(0, 120)}`);
