import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
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
  options: {
    port: number;
    hostname: string;
    graceMs: number;
    database: Database;
    logger: Logger;
    /** Answers a request before Hono when it can (page cache hits); false passes it on. */
    fastPath?: (req: IncomingMessage, res: ServerResponse) => boolean;
    /** Set on every response (e.g. the worker that answered, when several share the port). */
    responseHeaders?: Record<string, string>;
  },
): Promise<RunningServer> {
  const { logger, database } = options;
  return new Promise((resolve, reject) => {
    const honoListener = getRequestListener(app.fetch);
    const { fastPath, responseHeaders } = options;
    const handle = fastPath ? (req: IncomingMessage, res: ServerResponse) => fastPath(req, res) || void honoListener(req, res) : (req: IncomingMessage, res: ServerResponse) => void honoListener(req, res);
    const server = createServer(
      responseHeaders
        ? (req, res) => {
            for (const [name, value] of Object.entries(responseHeaders)) res.setHeader(name, value);
            handle(req, res);
          }
        : handle,
    );
    server.listen(options.port, options.hostname);
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
