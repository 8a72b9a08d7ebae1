import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { document, shopOrder } from '#server/db/schema.ts';
import { BROKEN_TEXT_MESSAGE } from '#server/http/text-integrity.ts';
import { JSON_BODY_EXPECTED } from '#server/http/errors.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { adminCookie, send, setUpRawServer, t, userCookie } from './malformed-requests-kit.ts';
import { headersOf } from './malformed-request-arbitraries.ts';

// Requests the fuzz test cannot judge by status alone: broken text in bodies, and HEAD answers.
setUpRawServer();

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
    const body = JSON.stringify({ method: 'delivery', siteId: 'demo', customer: { name: 'a\u0000', email: 'x@example.com', address: { line1: 'Somewhere 1', city: 'Town', postalCode: '12345', country: 'DE' }, phone: '030 1234567' }, items: [] });
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
