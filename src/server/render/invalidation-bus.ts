import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '#server/db/client.ts';
import type { PageCache } from './page-cache.ts';

/** Which cached pages to drop: by tag, by key (`${host}${pathname}`), or all of them. */
export interface InvalidationEvent {
  tags?: string[];
  keys?: string[];
  all?: boolean;
}

export interface InvalidationBus {
  /** Drops the pages here at once, then tells the other processes (PostgreSQL only). Never rejects. */
  invalidate(event: InvalidationEvent): Promise<void>;
  /** Resolves once this process hears other processes' invalidations (at once on PGlite). */
  readonly ready: Promise<void>;
  /** False while the listening connection is down; the cache stores nothing meanwhile. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface InvalidationBusOptions {
  database: Pick<Database, 'kind' | 'pool'>;
  cache: PageCache;
  logger: Logger;
  /** Tests use their own channel so that parallel runs on one server do not hear each other. */
  channel?: string;
  /** First and longest wait before reconnecting the listener, in milliseconds. */
  reconnectDelayMs?: { min: number; max: number };
  /**
   * How often the listener proves its connection alive. TCP alone may take many minutes to
   * notice a silently dropped connection, and a deaf listener means stale pages.
   */
  heartbeatMs?: number;
}

export const INVALIDATION_CHANNEL = 'sitewright_page_cache';
/** Names the listening session in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'sitewright-page-cache';
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7999;
const NOTIFY_ATTEMPTS = 3;
const QUERY_TIMEOUT_MS = 5_000;

/** The wire format; `from` lets a process ignore its own echo. */
interface Message {
  from: string;
  tags?: string[];
  keys?: string[];
  all?: boolean;
}

/**
 * Keeps the page caches of every app process on one PostgreSQL in step with LISTEN/NOTIFY.
 * The listener has its own connection, outside the pool: a LISTEN lives as long as its session.
 */
export function createInvalidationBus(options: InvalidationBusOptions): InvalidationBus {
  const { database, cache } = options;
  const logger = options.logger.child({ module: 'page-cache' });
  const channel = options.channel ?? INVALIDATION_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const pool = database.kind === 'postgres' ? database.pool : undefined;

  if (!pool) {
    // One PGlite process is the only process: nobody else to tell.
    return {
      invalidate: async (event) => apply(cache, event),
      ready: Promise.resolve(),
      listening: true,
      close: async () => {},
    };
  }

  const instanceId = randomUUID();
  const delays = options.reconnectDelayMs ?? { min: 100, max: 5_000 };
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  let closed = false;
  let listening = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  // Until the first LISTEN succeeds nothing stored here could be told it went stale.
  cache.suspend();

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const event = parseMessage(message.payload);
    if (event === null) {
      logger.warn({ payload: message.payload.slice(0, 200) }, 'ignored a malformed page cache invalidation');
      return;
    }
    if (event.from !== instanceId) apply(cache, event);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const base = Math.min(delays.max, delays.min * 2 ** failures);
    failures++;
    // Jitter keeps many processes from reconnecting in lock step after a database restart.
    retryTimer = setTimeout(() => void listen(), Math.round(base * (0.8 + Math.random() * 0.4)));
    retryTimer.unref();
  };

  const listen = async () => {
    if (closed) return;
    // pg is loaded only on PostgreSQL (the embedded database never gets here).
    const { Client } = (await import('pg')).default;
    if (closed) return;
    const client = new Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    let lost = false;
    const heartbeat = setInterval(() => {
      if (current === client) client.query('SELECT 1').catch(onLost);
    }, heartbeatMs);
    heartbeat.unref();
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      const wasListening = listening;
      listening = false;
      cache.suspend();
      // Once per outage, not once per retry.
      if (wasListening || failures === 0) {
        logger.warn({ err: error }, 'page cache: lost the invalidation listener; caching is off until it reconnects');
      } else {
        logger.debug({ err: error }, 'page cache: invalidation listener still unreachable');
      }
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (failures > 0) logger.info('page cache: invalidation listener reconnected');
    failures = 0;
    listening = true;
    // Invalidations sent while nobody listened are lost: start from empty.
    cache.resume();
    markReady();
  };

  void listen();

  const notify = async (payload: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
        return;
      } catch (error) {
        if (attempt >= NOTIFY_ATTEMPTS || closed) {
          // Not thrown: the change itself is saved; failing the request would only hide that.
          logger.error({ err: error }, 'page cache: could not tell other processes to invalidate; they may serve old pages');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  };

  return {
    async invalidate(event) {
      apply(cache, event);
      const message: Message = { from: instanceId };
      if (event.all) message.all = true;
      else {
        if (event.tags?.length) message.tags = event.tags;
        if (event.keys?.length) message.keys = event.keys;
        if (!message.tags && !message.keys) return;
      }
      let payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify({ from: instanceId, all: true } satisfies Message);
      await notify(payload);
    },
    ready,
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listening = false;
      const client = current;
      current = null;
      if (client) await client.end().catch(() => {});
    },
  };
}

function apply(cache: PageCache, event: InvalidationEvent): void {
  if (event.all) {
    cache.clear();
    return;
  }
  for (const tag of event.tags ?? []) cache.invalidateTag(tag);
  for (const key of event.keys ?? []) cache.invalidateKey(key);
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function parseMessage(payload: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, tags, keys, all } = value as Record<string, unknown>;
  if (typeof from !== 'string') return null;
  if (tags !== undefined && !isStringArray(tags)) return null;
  if (keys !== undefined && !isStringArray(keys)) return null;
  return { from, ...(tags ? { tags } : {}), ...(keys ? { keys } : {}), ...(all === true ? { all: true } : {}) };
}
