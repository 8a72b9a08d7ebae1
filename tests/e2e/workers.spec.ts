import { execFileSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { postgresAnswers, spawnServer, stopServer, throwawayDatabase } from './postgres-server.ts';

// WORKERS=2 on one PostgreSQL (the production entry as a node:cluster primary): both workers serve
// the one port, a publish through one is served by both at once, and /metrics adds up both.
const ADMIN = { email: 'workers@sitewright.local', password: 'Workers-Pass-1!' };
const PORT = 3241;
const BASE = `http://localhost:${PORT}`;
const PAGE = '/site-demo/workers';
/** Sign-in attempts per client address and minute (AUTH_RATE_LIMIT_MAX), small for the rate-limit check. */
const SIGN_IN_LIMIT = 4;

interface Answer {
  status: number;
  worker: string;
  cache: string | null;
  body: string;
}

/** One request on its own connection (no keep-alive), so that the cluster hands each to the next worker. */
const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise<Answer>((resolve, reject) => {
    const req = http.get(`${BASE}${path}`, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker'] ?? ''), cache: (res.headers['x-cache'] as string | undefined) ?? null, body }),
      );
    });
    req.on('error', reject);
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.describe('WORKERS=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | null = null;
  let primary: ChildProcess | null = null;
  let available = false;
  let output = '';
  /** Requests this spec made, to compare with the metrics. */
  let requestsMade = 0;
  let cookie = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    available = await postgresAnswers();
    if (!available) return;
    database = await throwawayDatabase('sw_e2e_workers');
    primary = spawnServer({
      port: PORT,
      databaseUrl: database.url,
      admin: ADMIN,
      authSecret: 'workers-share-this-secret-0123456789abcdef',
      dataDir: '.tmp/e2e-workers',
      env: { WORKERS: '2', METRICS_TOKEN: '', AUTH_RATE_LIMIT_MAX: String(SIGN_IN_LIMIT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Both workers up: fresh connections reach each of them in turn.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const answer = await get('/api/health').catch(() => null);
          if (answer?.status === 200) {
            requestsMade++;
            seen.add(answer.worker);
          }
          return seen.size;
        },
        { timeout: 150_000, intervals: [250], message: `two workers answering; server output:\n${output}` },
      )
      .toBe(2);
  });

  test.afterAll(async () => {
    if (primary) await stopServer(primary, 3_000);
    await database?.drop();
  });

  test('a publish through one worker is served by both at once', async () => {
    test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
    test.setTimeout(60_000);
    const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify(ADMIN),
    });
    requestsMade++;
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const publish = async (text: string) => {
      // POST /api/editor wants the version the page is at (0: not published yet).
      const current = await fetch(`${BASE}/api/editor${PAGE}`, { headers: { origin: BASE, cookie, connection: 'close' } });
      requestsMade++;
      const { version } = (await current.json()) as { version: number };
      const response = await fetch(`${BASE}/api/editor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE, cookie, connection: 'close' },
        body: JSON.stringify({
          baseVersion: version,
          path: PAGE,
          pathWithNoSite: '/workers',
          title: 'Workers',
          description: '',
          is_template: false,
          is_system: false,
          data: { root: { props: { title: 'Workers' } }, content: [{ type: 'Heading', props: { id: 'h', text, level: 'h1', align: 'start', size: '4xl' } }] },
        }),
      });
      requestsMade++;
      expect(response.status).toBe(200);
      return response.headers.get('x-worker');
    };

    expect(await publish('First version')).toMatch(/^\d+$/);
    // Each worker renders it, then holds it in its own page cache.
    const hits = new Map<string, number>();
    while (hits.size < 2 || [...hits.values()].some((n) => n < 1)) {
      const answer = await get(PAGE);
      requestsMade++;
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('First version');
      if (!hits.has(answer.worker)) hits.set(answer.worker, 0);
      if (answer.cache === 'HIT') hits.set(answer.worker, hits.get(answer.worker)! + 1);
      expect(requestsMade).toBeLessThan(100);
    }

    const publishedBy = await publish('Second version');
    const published = Date.now();
    const seenAfter = new Map<string, number>();
    while (seenAfter.size < 2 && Date.now() - published < 3000) {
      const answer = await get(PAGE);
      requestsMade++;
      expect(answer.status).toBe(200);
      if (answer.body.includes('Second version')) {
        if (!seenAfter.has(answer.worker)) seenAfter.set(answer.worker, Date.now() - published);
      } else {
        expect(answer.body).toContain('First version');
      }
    }
    // The worker that published and the one that only heard of it over LISTEN/NOTIFY.
    expect([...seenAfter.keys()].sort()).toEqual([...hits.keys()].sort());
    expect(seenAfter.has(publishedBy!)).toBe(true);
    for (const ms of seenAfter.values()) expect(ms).toBeLessThan(1000);
  });

  test('/metrics, asked of either worker, counts the requests of both', async () => {
    test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
    for (let i = 0; i < 10; i++) {
      expect((await get('/api/health')).status).toBe(200);
      requestsMade++;
    }
    const byWorker = new Map<string, string>();
    while (byWorker.size < 2) {
      const answer = await get('/metrics');
      expect(answer.status).toBe(200);
      byWorker.set(answer.worker, answer.body);
    }
    for (const body of byWorker.values()) {
      expect(body).toMatch(/^sitewright_cluster_workers 2$/m);
      // Every request this spec made was counted, by whichever worker answered it (about half each).
      const counted = [...body.matchAll(/^sitewright_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(counted).toBeGreaterThanOrEqual(requestsMade);
    }
  });

  test('a session, an upload and the sign-in rate limit made on one worker hold on the other', async () => {
    test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
    test.setTimeout(60_000);
    const sessions = new Map<string, string>();
    while (sessions.size < 2) {
      const answer = await get('/api/auth/get-session', { cookie });
      expect(answer.status).toBe(200);
      sessions.set(answer.worker, (JSON.parse(answer.body) as { user: { email: string } }).user.email);
    }
    expect([...sessions.values()]).toEqual([ADMIN.email, ADMIN.email]);

    const form = new FormData();
    form.append('siteId', 'demo');
    form.append('alt', 'Workers');
    form.append('files', new Blob([await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer() as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'workers.png');
    const uploaded = await fetch(`${BASE}/api/media/upload`, { method: 'POST', headers: { origin: BASE, cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { files: { url: string }[] }).files[0]!;
    const served = new Map<string, number>();
    while (served.size < 2) {
      const answer = await get(new URL(url, BASE).pathname);
      expect(answer.status).toBe(200);
      served.set(answer.worker, answer.body.length);
    }
    expect(new Set(served.values()).size).toBe(1);

    // One address's wrong passwords, spread over both workers, count against one limit: counted
    // per process, the first 429 would come only after twice the limit.
    const answeredBy = new Set<string>();
    let attempts = 1; // the sign-in of the first test
    let limited = false;
    while (!limited && attempts < 2 * SIGN_IN_LIMIT + 2) {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const req = http.request(`${BASE}/api/auth/sign-in/email`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', origin: BASE, connection: 'close' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker'] ?? ''), cache: null, body: '' }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ email: ADMIN.email, password: 'Not-The-Password-1!' }));
      });
      attempts++;
      limited = answer.status === 429;
      if (!limited) {
        expect(answer.status).toBe(401);
        answeredBy.add(answer.worker);
      }
    }
    expect(limited).toBe(true);
    expect(answeredBy.size).toBe(2);
    expect(attempts).toBeLessThanOrEqual(SIGN_IN_LIMIT + 1);
  });

  test('SIGTERM to the primary stops both workers and then the primary', async () => {
    test.skip(!available, 'no PostgreSQL on 127.0.0.1:5432');
    const workers = execFileSync('pgrep', ['-P', String(primary!.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => primary!.once('exit', (code) => resolve(code)));
    primary!.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
    expect(output).not.toMatch(/"level":(50|60)/);
  });
});
