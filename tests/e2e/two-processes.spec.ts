import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { postgresAnswers, spawnServer, stopServer, throwawayDatabase } from './postgres-server.ts';

// Two real app processes (the production build) on one PostgreSQL: a publish through one must be
// served by the other within a second, although the other had the old page in its cache.
const ADMIN = { email: 'two@sitewright.local', password: 'Two-Proc-Pass-1!' };

test.describe('two server processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const ports = [3231, 3232];
  let available = false;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | null = null;

  const startApp = async (port: number) => {
    const child = spawnServer({
      port,
      databaseUrl: database!.url,
      admin: ADMIN,
      authSecret: 'two-processes-share-this-secret-0123456789',
      dataDir: `.tmp/e2e-two-${port}`,
    });
    children.push(child);
    await expect
      .poll(async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
      .toBe(200);
  };

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    available = await postgresAnswers();
    if (!available) return;
    database = await throwawayDatabase('sw_e2e_two');
    // One after the other: the first seeds the demo site, the second finds it there.
    await startApp(ports[0]!);
    await startApp(ports[1]!);
  });

  test.afterAll(async () => {
    await Promise.all(children.map((child) => stopServer(child)));
    await database?.drop();
  });

  test('a publish on one is served by the other within 1 s', async () => {
    test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
    const [a, b] = ports.map((p) => `http://localhost:${p}`) as [string, string];
    const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // POST /api/editor wants the version the page is at (0: not published yet).
    const versionNow = async () => ((await (await fetch(`${a}/api/editor/site-demo/two-processes`, { headers: { origin: a, cookie } })).json()) as { version: number }).version;
    const publish = async (text: string) =>
      fetch(`${a}/api/editor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a, cookie },
        body: JSON.stringify({
          baseVersion: await versionNow(),
          path: '/site-demo/two-processes',
          pathWithNoSite: '/two-processes',
          title: 'Two processes',
          description: '',
          is_template: false,
          is_system: false,
          data: { root: { props: { title: 'Two processes' } }, content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'start', size: '4xl' } }] },
        }),
      });

    expect((await publish('First version')).status).toBe(200);
    const first = await fetch(`${b}/site-demo/two-processes`);
    expect(await first.text()).toContain('First version');
    const second = await fetch(`${b}/site-demo/two-processes`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    await second.text();

    expect((await publish('Second version')).status).toBe(200);
    const published = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - published < 3000) {
      const html = await (await fetch(`${b}/site-demo/two-processes`)).text();
      if (html.includes('Second version')) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(seenAfter).toBeLessThan(1000);
  });
});
