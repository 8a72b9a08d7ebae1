import cluster from 'node:cluster';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { answerMetricsAsks } from './metrics.ts';
import { startPrimary, type Primary } from './primary.ts';

// Real forks of fixtures/metrics-worker.ts: a scrape of either worker shows both workers' counts.
const exec = fileURLToPath(new URL('./fixtures/metrics-worker.ts', import.meta.url));
let primary: Primary | null = null;
let stopAnswering = () => {};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** One request per connection, so that the cluster hands each to the next worker. */
const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

const start = async (answer: boolean) => {
  const port = await freePort();
  process.env.FIXTURE_PORT = String(port);
  process.env.FIXTURE_TIMEOUT_MS = '1000';
  cluster.setupPrimary({ execArgv: ['--import', 'tsx'] });
  if (answer) stopAnswering = answerMetricsAsks();
  let listening = 0;
  cluster.on('listening', () => listening++);
  primary = startPrimary({ count: 2, exec, logger: pino({ level: 'silent' }), graceMs: 1000 });
  await expect.poll(() => listening, { timeout: 20_000 }).toBe(2);
  return port;
};

afterEach(async () => {
  stopAnswering();
  await primary?.stop('test over');
  primary = null;
  cluster.removeAllListeners();
});

describe('metrics of several workers', () => {
  it('a scrape of either worker adds up the requests of both', { timeout: 30_000 }, async () => {
    const port = await start(true);
    for (let i = 0; i < 6; i++) expect((await get(port, '/')).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const scrape = await get(port, '/metrics');
      expect(scrape.status).toBe(200);
      expect(scrape.body).toMatch(/^fixture_requests_total 6$/m);
      expect(scrape.body).toMatch(/^sitewright_cluster_workers 2$/m);
    }
  });

  it('fails the scrape when the primary does not answer, rather than showing one worker as all', { timeout: 30_000 }, async () => {
    const port = await start(false);
    const scrape = await get(port, '/metrics');
    expect(scrape.status).toBe(503);
    expect(scrape.body).toMatch(/did not answer/);
  });
});
