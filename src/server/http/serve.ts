import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting connections, lets requests in flight finish (up to the grace period), closes the database. */
  shutdown(reason: string): Promise<void>;
}

export function listen(
  app: App,
  options: { port: number; hostname: string; graceMs: number; database: Database; logger: Logger },
): Promise<RunningServer> {
  const { logger, database } = options;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      let stopping: Promise<void> | null = null;
      const shutdown = (reason: string) => {
        stopping ??= new Promise<void>((done, fail) => {
          logger.info(`${reason}: finishing requests in flight`);
          const force = setTimeout(() => {
            logger.warn('shutdown grace period over: closing remaining connections');
            server.closeAllConnections();
          }, options.graceMs);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            database.close().then(() => {
              logger.info('database closed');
              done();
            }, fail);
          });
          // Idle keep-alive sockets would otherwise hold close() open until they time out.
          server.closeIdleConnections();
        });
        return stopping;
      };
      resolve({ server, port: (server.address() as AddressInfo).port, shutdown });
    });
  });
}
