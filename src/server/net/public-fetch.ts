import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, unmapIpv4 } from './public-address.ts';

/*
 * Requests the server makes on a user's behalf to a url that user chose (the image url check,
 * custom domain proofs), without letting anyone use the server to reach what only it can reach
 * (SSRF), decision 013:
 *
 * - http(s) only, no credentials in the url, and only ports 80 and 443: internal services
 *   listen on other ports (8080, 6379, 9200…).
 * - Every address the host name resolves to must be public (public-address.ts), else nothing
 *   is fetched; the connection then goes to the vetted address itself (pinned `lookup`), so a
 *   DNS answer that changes between check and connect (rebinding) is never used.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each hop vetted the same way.
 * - One deadline covers the whole exchange; callers decide how much body, if any, they read.
 */

export const MAX_REDIRECTS = 3;
const MAX_URL_LENGTH = 2_048;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_PORTS = new Set([80, 443]);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Where the server may connect. The defaults are the production policy; only tests widen it, to let in a local server of theirs. */
export interface PublicFetchPolicy {
  /** Every address of a host name (the default asks the system resolver, as connecting would). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether an address may be contacted. */
  isAllowedAddress?: (address: string) => boolean;
  /** Whether a port may be contacted (80 and 443 by default). */
  isAllowedPort?: (port: number) => boolean;
}

export type ResolvedPolicy = Required<PublicFetchPolicy>;

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export function resolvePolicy(policy: PublicFetchPolicy = {}): ResolvedPolicy {
  return {
    resolve: policy.resolve ?? systemResolve,
    isAllowedAddress: policy.isAllowedAddress ?? isPublicAddress,
    isAllowedPort: policy.isAllowedPort ?? ((port) => DEFAULT_PORTS.has(port)),
  };
}

/**
 * Why a request was not made or did not get an answer:
 * - 'url': the url itself may not be fetched (`not-a-url`, `scheme`, `credentials`, `port`, `blocked-address`);
 * - 'redirect': a redirect pointed somewhere the server will not go (same reasons, with the redirect's status);
 * - 'address': the host name resolves to an address that is not public (`blocked-address`);
 * - 'network': no answer (`network`, `timeout`), or too many redirects (`too-many-redirects`, with its status).
 */
export type PublicFetchReason = 'not-a-url' | 'scheme' | 'credentials' | 'port' | 'blocked-address' | 'network' | 'timeout' | 'too-many-redirects';

export class PublicFetchError extends Error {
  constructor(
    readonly stage: 'url' | 'redirect' | 'address' | 'network',
    readonly reason: PublicFetchReason,
    readonly status?: number,
  ) {
    super(`${stage}: ${reason}`);
  }
}

/** The parsed url when it may be fetched as written, else a PublicFetchError of stage 'url' (without looking the host up). */
export function vetUrl(input: string, policy: ResolvedPolicy): URL {
  if (input.length > MAX_URL_LENGTH) throw new PublicFetchError('url', 'not-a-url');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new PublicFetchError('url', 'not-a-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError('url', 'scheme');
  if (url.hostname === '') throw new PublicFetchError('url', 'not-a-url');
  if (url.username !== '' || url.password !== '') throw new PublicFetchError('url', 'credentials');
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!policy.isAllowedPort(port)) throw new PublicFetchError('url', 'port');
  // The URL parser has already turned 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1.
  const literal = hostAddress(url);
  if (literal !== null && !policy.isAllowedAddress(literal)) throw new PublicFetchError('url', 'blocked-address');
  return url;
}

/** The address written in the url itself, or null for a host name. */
function hostAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) === 0 ? null : host;
}

/** The one address to connect to for this (vetted) url, after vetting all of them. */
async function pickAddress(url: URL, policy: ResolvedPolicy, deadline: Promise<never>): Promise<ResolvedAddress> {
  const literal = hostAddress(url);
  // A literal address was vetted with the url.
  if (literal !== null) return connectable(literal);
  let addresses: ResolvedAddress[];
  try {
    addresses = await Promise.race([policy.resolve(url.hostname.replace(/\.$/, '')), deadline]);
  } catch (error) {
    if (error instanceof PublicFetchError) throw error;
    throw new PublicFetchError('network', 'network');
  }
  if (addresses.length === 0) throw new PublicFetchError('network', 'network');
  // One private answer is enough to refuse: which answer a connection would use is not ours to choose.
  if (addresses.some(({ address }) => !policy.isAllowedAddress(address))) throw new PublicFetchError('address', 'blocked-address');
  return connectable(addresses[0]!.address);
}

function connectable(vetted: string): ResolvedAddress {
  const address = unmapIpv4(vetted);
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

/** Sends one request to exactly `pinned` and resolves with the response, its body not yet read. */
function pinnedRequest(url: URL, method: string, pinned: ResolvedAddress, signal: AbortSignal, headers: Record<string, string>): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, lookup: pinnedLookup, agent: false, signal, headers }, resolve);
    request.on('error', reject);
    request.end();
  });
}

export interface PublicExchange {
  /** Aborts every request of the exchange when the deadline passes (or the caller is done). */
  signal: AbortSignal;
  /** Rejects with PublicFetchError('network', 'timeout') when the deadline passes. */
  deadline: Promise<never>;
  /** Races `work` against the deadline; a failed request becomes PublicFetchError('network', …). */
  race<T>(work: Promise<T>): Promise<T>;
  close(): void;
}

/** One deadline (and abort signal) for a whole exchange of requests. */
export function startExchange(timeoutMs: number): PublicExchange {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PublicFetchError('network', 'timeout'));
    }, timeoutMs);
  });
  deadline.catch(() => {});
  return {
    signal: controller.signal,
    deadline,
    async race(work) {
      try {
        return await Promise.race([work, deadline]);
      } catch (error) {
        if (error instanceof PublicFetchError) throw error;
        throw new PublicFetchError('network', controller.signal.aborted ? 'timeout' : 'network');
      }
    },
    close() {
      clearTimeout(timer);
      controller.abort();
    },
  };
}

/**
 * Sends `send`'s request(s) to `input` and to each redirect it answers with, every hop vetted and
 * pinned; resolves with the first response that is not a redirect, and the url it came from.
 * `send` gets a function that makes one pinned request to the hop's url.
 */
export async function followPublicRedirects(
  input: string,
  policy: ResolvedPolicy,
  exchange: PublicExchange,
  send: (request: (method: string, headers: Record<string, string>) => Promise<IncomingMessage>) => Promise<IncomingMessage>,
): Promise<{ response: IncomingMessage; url: URL }> {
  let url = vetUrl(input, policy);
  for (let hop = 0; ; hop++) {
    const pinned = await pickAddress(url, policy, exchange.deadline);
    const hopUrl = url;
    const response = await send((method, headers) => exchange.race(pinnedRequest(hopUrl, method, pinned, exchange.signal, headers)));
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(status) || !location) return { response, url };
    response.destroy();
    if (hop === MAX_REDIRECTS) throw new PublicFetchError('network', 'too-many-redirects', status);
    try {
      url = vetUrl(new URL(location, url).href, policy);
    } catch (error) {
      // A hop the server will not follow: the url answers nothing the server may read.
      throw new PublicFetchError('redirect', error instanceof PublicFetchError ? error.reason : 'not-a-url', status);
    }
  }
}

/** Reads at most `maxBytes` of a response's body (the rest is dropped with the connection). */
export async function readCapped(response: IncomingMessage, maxBytes: number, exchange: PublicExchange): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  const reading = (async () => {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  })();
  try {
    await exchange.race(reading);
  } finally {
    response.destroy();
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}
