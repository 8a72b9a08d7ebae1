import type { MiddlewareHandler } from 'hono';
import { uploadsBusyMessage } from '#core/media/upload-messages.ts';
import { jsonError } from './errors.ts';

export interface UploadAdmissionLimits {
  /** Declared body bytes that may be read at once; a larger body is let in alone. */
  maxBytes: number;
  /** Requests that may wait, their bodies unread; past that: 429 with Retry-After. */
  maxWaiting: number;
}

/** Requests that may wait for room: they hold a socket and no body. */
export const UPLOADS_MAX_WAITING = 32;
/** Bodies this small (a form without files, a thumbnail) pass without waiting: the general body limit bounds them like any other. */
export const SMALL_UPLOAD_BYTES = 256 * 1024;

/** A request's stay before any was measured: a few large photos on a busy core. */
const FIRST_ESTIMATE_MS = 3_000;

/**
 * Multipart bodies of the upload paths are read whole into memory (the form guard reads a copy,
 * the handler the original), before any check of their images can run: so many requests at once
 * hold hundreds of megabytes however few images are then decoded (decision 038). A request to
 * these paths is let in while the declared bodies in flight (Content-Length; the whole allowance
 * when there is none) fit `maxBytes`; otherwise it waits, unread, in arrival order, and when
 * `maxWaiting` already wait it is answered 429 with Retry-After at once. `paths` are exact paths
 * or 'prefix/*', as requestBodyLimit takes them. Requests without a multipart body, or with a
 * small one, pass.
 */
export function admitUploads(paths: readonly string[], { maxBytes, maxWaiting }: UploadAdmissionLimits): MiddlewareHandler {
  const exact = new Set(paths.filter((p) => !p.endsWith('/*')));
  const prefixes = paths.filter((p) => p.endsWith('/*')).map((p) => p.slice(0, -1));
  const covers = (path: string) => exact.has(path) || prefixes.some((prefix) => path.startsWith(prefix));
  let inFlight = 0;
  let admitted = 0;
  const waiting: { bytes: number; enter: () => void }[] = [];
  let averageMs = FIRST_ESTIMATE_MS;
  const fits = (bytes: number) => admitted === 0 || inFlight + bytes <= maxBytes;
  const admit = (bytes: number) => {
    inFlight += bytes;
    admitted++;
  };
  const release = (bytes: number) => {
    inFlight -= bytes;
    admitted--;
    // In arrival order: a large body first in line is not overtaken for ever by small ones.
    while (waiting.length > 0 && fits(waiting[0]!.bytes)) {
      const next = waiting.shift()!;
      admit(next.bytes);
      next.enter();
    }
  };

  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !covers(c.req.path)) return next();
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return next();
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared <= SMALL_UPLOAD_BYTES) return next();
    const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, maxBytes) : maxBytes;
    if (waiting.length === 0 && fits(bytes)) admit(bytes);
    else if (waiting.length >= maxWaiting) {
      const seconds = Math.min(60, Math.max(1, Math.ceil(((waiting.length + admitted) * averageMs) / 1000)));
      c.header('Retry-After', String(seconds));
      return jsonError(c, 429, uploadsBusyMessage(seconds));
    } else await new Promise<void>((enter) => waiting.push({ bytes, enter }));
    const started = performance.now();
    try {
      await next();
    } finally {
      averageMs = averageMs * 0.7 + (performance.now() - started) * 0.3;
      release(bytes);
    }
  };
}
