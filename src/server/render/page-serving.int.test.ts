// Pages as visitors and editors get them through the whole app: the Content-Security-Policy
// on every HTML response, and a page cache that only the pages that exist can fill.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, site, siteMember } from '#server/db/schema.ts';
import { listen, type RunningServer } from '#server/http/serve.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createNodeHitHandler } from './cache-middleware.ts';

let t: TestApp;
let editor = '';

const navPage = {
  root: { props: { title: 'Menu' } },
  content: [
    { type: 'NavMenu', props: { id: 'Nav-1', title: 'Shop', links: [{ label: 'About', href: '/about', target: '_self' }], ariaLabel: 'Main' } },
    { type: 'Heading', props: { id: 'H-1', text: 'Menu page' } },
  ],
};
const plainPage = { root: { props: {} }, content: [{ type: 'Heading', props: { id: 'H-1', text: 'Plain page' } }] };
const loraPage = { root: { props: { title: 'Lora', fontFamily: 'lora' } }, content: [{ type: 'Heading', props: { id: 'H-1', text: 'In Lora' } }] };

beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  const signed = await t.signUp('editor@serving.test');
  editor = signed.cookie;
  const { db } = t.deps.database;
  const [shop] = await db.insert(site).values({ uniqueId: 'serving', title: 'Serving' }).returning();
  await db.insert(siteMember).values({ siteId: shop!.id, userId: signed.userId, role: 'editor' });
  const now = new Date();
  await db.insert(page).values([
    { siteId: shop!.id, kind: 'page', path: '/site-serving/menu', pathWithNoSite: '/menu', title: 'Menu', data: navPage, draft: navPage, publishedAt: now },
    { siteId: shop!.id, kind: 'page', path: '/site-serving/plain', pathWithNoSite: '/plain', title: 'Plain', data: plainPage, publishedAt: now },
    { siteId: shop!.id, kind: 'page', path: '/site-serving/homepage', pathWithNoSite: '/homepage', title: 'Home', data: plainPage, publishedAt: now },
    { siteId: shop!.id, kind: 'page', path: '/site-serving/lora', pathWithNoSite: '/lora', title: 'Lora', data: loraPage, publishedAt: now },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=/.test(attributes!));
const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

function expectStrictPolicy(policy: string | null): string {
  expect(policy).toBeTruthy();
  const scripts = directive(policy!, 'script-src');
  expect(scripts.startsWith("script-src 'self'")).toBe(true);
  expect(scripts).not.toContain('unsafe-inline');
  expect(scripts).not.toContain('unsafe-eval');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  return policy!;
}

describe('Content-Security-Policy', () => {
  it("React Router's screens allow exactly their own inline scripts by a fresh nonce", async () => {
    const nonces = new Set<string>();
    for (const path of ['/dashboard', '/dashboard', '/site-serving/menu/edit']) {
      const response = await t.request(path, { cookie: editor });
      expect(response.status).toBe(200);
      const policy = expectStrictPolicy(response.headers.get('content-security-policy'));
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it('a visitor page, cached or a draft, runs no inline script: only its islands module, allowed as our own', async () => {
    for (const [path, cookie, kind] of [
      ['/site-serving/menu', undefined, 'MISS'],
      ['/site-serving/menu', undefined, 'HIT'],
      ['/view-draft/site-serving/menu', editor, null],
    ] as const) {
      const response = await t.request(path, { cookie });
      expect(response.status).toBe(200);
      if (kind) expect(response.headers.get('x-cache')).toBe(kind);
      const policy = expectStrictPolicy(response.headers.get('content-security-policy'));
      if (kind) expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      const html = await response.text();
      if (kind) expect(html).not.toContain('nonce=');
      expect(inlineScripts(html)).toEqual([]);
      expect([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src)).toContain('/src/web/islands/runtime.client.ts');
      expect(html).toContain('<sw-island data-island="nav-menu"');
    }
  });

  it('every other HTML response has the policy too: sign-in, dashboard, not found, content-only pages', async () => {
    for (const [path, cookie] of [['/auth/login'], ['/dashboard', editor], ['/site-serving/nothing-here'], ['/site-serving/plain'], ['/site-serving/plain/edit', editor]] as const) {
      const response = await t.request(path, { cookie });
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expectStrictPolicy(response.headers.get('content-security-policy'));
      await response.arrayBuffer();
    }
  });
});

describe('stylesheets and fonts (decision 055)', () => {
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
  const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"/g)].map((match) => match[1]!);

  it("a published page links the visitors' stylesheet only, and preloads its root's web font", async () => {
    const html = await (await t.request('/site-serving/lora')).text();
    expect(stylesheets(html)).toHaveLength(1);
    expect(stylesheets(html)[0]).toMatch(/visitor[^/]*\.css/);
    expect(fontPreloads(html)).toEqual(['/fonts/lora-400.woff2', '/fonts/lora-700.woff2']);
  });

  it('a page on the system font preloads none; the dashboard and the editor link the whole app stylesheet', async () => {
    expect(fontPreloads(await (await t.request('/site-serving/plain')).text())).toEqual([]);
    for (const path of ['/dashboard', '/site-serving/menu/edit']) {
      const html = await (await t.request(path, { cookie: editor })).text();
      expect(stylesheets(html).some((href) => /app[^/]*\.css/.test(href)), path).toBe(true);
      expect(stylesheets(html).some((href) => /visitor[^/]*\.css/.test(href)), path).toBe(false);
    }
  });
});

describe('page cache keys', () => {
  it('many unknown Host values for one page add no entry; the canonical host adds one', async () => {
    t.deps.pageCache!.clear();
    for (let i = 0; i < 40; i++) {
      const response = await t.request('/site-serving/plain', { headers: { host: `attacker-${i}.example` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      await response.arrayBuffer();
    }
    expect(t.deps.pageCache!.stats().entries).toBe(0);
    await (await t.request('/site-serving/plain')).arrayBuffer();
    expect((await t.request('/site-serving/plain')).headers.get('x-cache')).toBe('HIT');
    expect(t.deps.pageCache!.stats().entries).toBe(1);
  });

  it('a trailing slash redirects (308) to the canonical path instead of becoming an entry', async () => {
    t.deps.pageCache!.clear();
    const response = await t.request('/site-serving/plain/?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/site-serving/plain?x=1');
    const sneaky = await t.request('//evil.example//');
    expect(sneaky.status).toBe(308);
    expect(sneaky.headers.get('location')).toBe('/evil.example');
    expect(t.deps.pageCache!.stats().entries).toBe(0);
  });

  it('other spellings of a page render but add no entry: only the canonical URL is stored', async () => {
    t.deps.pageCache!.clear();
    for (const path of ['/site-serving/homepage', '/serving', '/site-serving']) await (await t.request(path)).arrayBuffer();
    expect(t.deps.pageCache!.stats().entries).toBe(1);
    expect((await t.request('/site-serving')).headers.get('x-cache')).toBe('HIT');
    expect((await t.request('/serving')).headers.get('x-cache')).not.toBe('HIT');
  });

  it('absolute-form request targets neither poison nor grow the cache, on the fast path or in the app', async () => {
    t.deps.pageCache!.clear();
    const running: RunningServer = await listen(t.app, {
      port: 0,
      hostname: '127.0.0.1',
      graceMs: 1000,
      database: { ...t.deps.database, close: async () => {} },
      logger: t.deps.logger,
      fastPath: createNodeHitHandler(t.deps.pageCache!, securityHeaders(t.deps.env)),
    });
    try {
      const raw = (target: string, host: string) =>
        new Promise<string>((resolve, reject) => {
          // Written, not ended: the server closes after its answer (Connection: close); a client that half-closes first may get none.
          const socket = net.connect(running.port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
          let text = '';
          socket.on('data', (chunk) => (text += chunk));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        });
      for (let i = 0; i < 10; i++) {
        const answer = await raw(`http://evil-${i}.example/site-serving/plain`, `evil-${i}.example`);
        expect(answer).toMatch(/^HTTP\/1\.1 (200|400)/);
      }
      expect(t.deps.pageCache!.stats().entries).toBe(0);
      const plain = await raw('/site-serving/plain', 'localhost:3000');
      expect(plain).toContain('Plain page');
      expect(await raw('/site-serving/plain', 'LOCALHOST')).toMatch(/x-cache: HIT/i);
      // An absolute-form target naming our host, sent with another Host, is that other host's request.
      expect(await raw('http://localhost/site-serving/plain', 'evil.example')).not.toMatch(/x-cache: HIT/i);
      expect(t.deps.pageCache!.stats().entries).toBe(1);
    } finally {
      await running.shutdown('test over');
    }
  });
});
