import { afterAll, beforeAll } from 'vitest';
import net from 'node:net';
import { listen, type RunningServer } from '#server/http/serve.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { createNodeHitHandler } from '#server/render/cache-middleware.ts';
import { seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';

export const SEED = Number(process.env.FUZZ_SEED ?? 20_251_106);
export const REQUESTS = 2_000;
export const CONCURRENCY = 6;
export const BODY_LIMIT = 64 * 1024;

export let t: TestApp;
export let running: RunningServer;
export let userCookie = '';
export let adminCookie = '';

export interface Spec {
  method: string;
  /** The request-target exactly as sent: origin-form, absolute-form or anything else. */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Sent as chunks with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Writes the request byte for byte on its own connection; nothing is escaped or checked. */
export function send(spec: Spec): Promise<Answer> {
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

export function parseAnswer(data: Buffer): Answer {
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

export function dechunk(data: Buffer): Buffer {
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

/** A demo-seeded app on a real port (raw sockets reach it), a user and an admin cookie, a warm page cache. */
export function setUpRawServer() {
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
}
