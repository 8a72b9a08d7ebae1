import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  IMAGE_URL_INACCESSIBLE,
  IMAGE_URL_INVALID,
  IMAGE_URL_NETWORK_ERROR,
  IMAGE_URL_NOT_A_URL,
  IMAGE_URL_NOT_AN_IMAGE,
  type UrlCheckErrorType,
  type UrlCheckReason,
  type UrlCheckResult,
} from '#core/media/messages.ts';
import { isPublicAddress, unmapIpv4 } from './public-address.ts';

/*
 * Checks that a url an editor pasted points to an image, from the server (browsers cannot HEAD
 * other hosts), without letting anyone use the server to reach what only it can reach (SSRF):
 *
 * - http(s) only, no credentials in the url, and only ports 80 and 443: internal services
 *   listen on other ports (8080, 6379, 9200…) and public images practically never do.
 * - Every address the host name resolves to must be public (public-address.ts), else nothing
 *   is fetched; the connection then goes to the vetted address itself (pinned `lookup`), so a
 *   DNS answer that changes between check and connect (rebinding) is never used.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each hop vetted the same way.
 * - HEAD first; a ranged GET when HEAD is refused (405, 501). No body is ever read: the socket
 *   is dropped once the headers are in. One deadline covers the whole check.
 * - Any image/* type passes, SVG included: the url is shown in <img>, where SVG runs no script,
 *   and it lives on its own origin, not ours.
 */

export const MAX_REDIRECTS = 3;
export const CHECK_TIMEOUT_MS = 5_000;
const MAX_URL_LENGTH = 2_048;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEAD_REFUSED_STATUSES = new Set([405, 501]);
const DEFAULT_PORTS = new Set([80, 443]);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface ImageUrlCheckerOptions {
  /** Every address of a host name (the default asks the system resolver, as connecting would). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether an address may be contacted. Only tests widen it, to let in a local server of theirs. */
  isAllowedAddress?: (address: string) => boolean;
  /** Whether a port may be contacted (80 and 443 by default). */
  isAllowedPort?: (port: number) => boolean;
  timeoutMs?: number;
}

export type ImageUrlChecker = (input: string) => Promise<UrlCheckResult>;

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

const failure = (errorType: UrlCheckErrorType, error: string, reason: UrlCheckReason, status?: number): UrlCheckResult => ({
  valid: false,
  errorType,
  error,
  reason,
  ...(status === undefined ? {} : { status }),
});

/** Thrown inside a check to end it with this result. */
class CheckFailure extends Error {
  constructor(readonly result: UrlCheckResult) {
    super(result.valid ? 'valid' : result.reason);
  }
}

/** The parsed url when it may be fetched as written, else why not (without looking the host up). */
function vetUrl(input: string, isAllowedAddress: (address: string) => boolean, isAllowedPort: (port: number) => boolean): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new CheckFailure(failure('format', IMAGE_URL_NOT_A_URL, 'not-a-url'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CheckFailure(failure('format', IMAGE_URL_NOT_A_URL, 'scheme'));
  if (url.hostname === '') throw new CheckFailure(failure('format', IMAGE_URL_NOT_A_URL, 'not-a-url'));
  if (url.username !== '' || url.password !== '') throw new CheckFailure(failure('format', IMAGE_URL_INVALID, 'credentials'));
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!isAllowedPort(port)) throw new CheckFailure(failure('format', IMAGE_URL_INVALID, 'port'));
  // The URL parser has already turned 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1.
  const literal = hostAddress(url);
  if (literal !== null && !isAllowedAddress(literal)) throw new CheckFailure(failure('format', IMAGE_URL_INVALID, 'blocked-address'));
  return url;
}

/** The address written in the url itself, or null for a host name. */
function hostAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 ? null : host;
}

/** The one address to connect to for this url, after vetting all of them. */
async function pickAddress(url: URL, options: Required<ImageUrlCheckerOptions>, deadline: Promise<never>): Promise<ResolvedAddress> {
  const literal = hostAddress(url);
  // A literal address was vetted with the url.
  if (literal !== null) return connectable(literal);
  let addresses: ResolvedAddress[];
  try {
    addresses = await Promise.race([options.resolve(url.hostname.replace(/\.$/, '')), deadline]);
  } catch (error) {
    if (error instanceof CheckFailure) throw error;
    throw new CheckFailure(failure('network', IMAGE_URL_NETWORK_ERROR, 'network'));
  }
  if (addresses.length === 0) throw new CheckFailure(failure('network', IMAGE_URL_NETWORK_ERROR, 'network'));
  // One private answer is enough to refuse: which answer a connection would use is not ours to choose.
  if (addresses.some(({ address }) => !options.isAllowedAddress(address))) {
    throw new CheckFailure(failure('accessibility', IMAGE_URL_INACCESSIBLE, 'blocked-address'));
  }
  return connectable(addresses[0]!.address);
}

function connectable(vetted: string): ResolvedAddress {
  const address = unmapIpv4(vetted);
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

/** Sends one request to exactly `pinned` and resolves with the response head; the body is never read. */
function requestHead(url: URL, method: 'HEAD' | 'GET', pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        lookup: pinnedLookup,
        agent: false,
        signal,
        headers: {
          accept: 'image/*',
          'user-agent': 'Sitewright image check',
          ...(method === 'GET' ? { range: 'bytes=0-0' } : {}),
        },
      },
      (response) => {
        resolve(response);
        // Headers are all we need: close the connection instead of reading what follows.
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function headerMediaType(response: IncomingMessage): string {
  return (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * An image url checker. The defaults are the production policy; tests pass a resolver or an
 * address policy that lets in their own local server, which the defaults never do.
 */
export function createImageUrlChecker(options: ImageUrlCheckerOptions = {}): ImageUrlChecker {
  const settings: Required<ImageUrlCheckerOptions> = {
    resolve: options.resolve ?? systemResolve,
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    isAllowedPort: options.isAllowedPort ?? ((port) => DEFAULT_PORTS.has(port)),
    timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS,
  };

  return async function checkImageUrl(input) {
    if (input.length > MAX_URL_LENGTH) return failure('format', IMAGE_URL_NOT_A_URL, 'not-a-url');
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new CheckFailure(failure('network', IMAGE_URL_NETWORK_ERROR, 'timeout')));
      }, settings.timeoutMs);
    });
    deadline.catch(() => {});
    try {
      const original = vetUrl(input, settings.isAllowedAddress, settings.isAllowedPort);
      let url = original;
      for (let hop = 0; ; hop++) {
        const pinned = await pickAddress(url, settings, deadline);
        let response: IncomingMessage;
        try {
          response = await Promise.race([requestHead(url, 'HEAD', pinned, controller.signal), deadline]);
          if (HEAD_REFUSED_STATUSES.has(response.statusCode ?? 0)) {
            response = await Promise.race([requestHead(url, 'GET', pinned, controller.signal), deadline]);
          }
        } catch (error) {
          if (error instanceof CheckFailure) throw error;
          if (controller.signal.aborted) throw new CheckFailure(failure('network', IMAGE_URL_NETWORK_ERROR, 'timeout'));
          throw new CheckFailure(failure('network', IMAGE_URL_NETWORK_ERROR, 'network'));
        }
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          if (hop === MAX_REDIRECTS) throw new CheckFailure(failure('accessibility', IMAGE_URL_INACCESSIBLE, 'too-many-redirects', status));
          let next: URL;
          try {
            next = vetUrl(new URL(location, url).href, settings.isAllowedAddress, settings.isAllowedPort);
          } catch (error) {
            // A hop the server will not follow makes the image inaccessible, whatever its url says.
            if (error instanceof CheckFailure && !error.result.valid) {
              throw new CheckFailure(failure('accessibility', IMAGE_URL_INACCESSIBLE, error.result.reason, status));
            }
            throw new CheckFailure(failure('accessibility', IMAGE_URL_INACCESSIBLE, 'not-a-url', status));
          }
          url = next;
          continue;
        }
        if (status < 200 || status > 299) throw new CheckFailure(failure('accessibility', IMAGE_URL_INACCESSIBLE, 'status', status));
        const contentType = headerMediaType(response);
        if (!/^image\/[a-z0-9.+-]+$/.test(contentType)) throw new CheckFailure(failure('content-type', IMAGE_URL_NOT_AN_IMAGE, 'content-type'));
        return { valid: true, url: original.href, contentType };
      }
    } catch (error) {
      if (error instanceof CheckFailure) return error.result;
      throw error;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  };
}
