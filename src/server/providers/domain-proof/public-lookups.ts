import { Resolver } from 'node:dns/promises';
import { followPublicRedirects, PublicFetchError, readCapped, resolvePolicy, startExchange, type PublicFetchPolicy } from '#server/net/public-fetch.ts';
import type { DomainProof } from './port.ts';

/** A proof file holds a 32-character token; anything past this is not a proof and is not read. */
export const PROOF_BODY_MAX_BYTES = 1_024;
export const PROOF_TIMEOUT_MS = 5_000;

export interface PublicLookupsOptions {
  /** The TXT lookup (the default asks the system's DNS servers, 3 s per try, 2 tries). */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** Where the file proof may connect: the production policy unless a test widens it for its local server. */
  policy?: PublicFetchPolicy;
  timeoutMs?: number;
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ESERVFAIL', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED', 'ENONAME']);

/** The real DomainProof: node's DNS for TXT records, the pinned public fetch for the file. */
export function createPublicLookups(options: PublicLookupsOptions = {}): DomainProof {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  const resolveTxt = options.resolveTxt ?? ((name: string) => resolver.resolveTxt(name));
  const policy = resolvePolicy(options.policy);
  const timeoutMs = options.timeoutMs ?? PROOF_TIMEOUT_MS;
  return {
    async txtRecords(name) {
      try {
        return (await resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (error) {
        // No record (or no answer) is simply no proof; anything else is a bug worth a 500.
        if (NO_RECORDS.has((error as { code?: string }).code ?? '')) return [];
        throw error;
      }
    },
    async fetchText(url) {
      const exchange = startExchange(timeoutMs);
      try {
        const { response } = await followPublicRedirects(url, policy, exchange, (request) =>
          request('GET', { accept: 'text/plain', 'user-agent': 'Sitewright domain verification' }),
        );
        const status = response.statusCode ?? 0;
        const { text } = await readCapped(response, PROOF_BODY_MAX_BYTES, exchange);
        return { ok: true, status, body: text };
      } catch (error) {
        if (!(error instanceof PublicFetchError)) throw error;
        if (error.reason === 'blocked-address') return { ok: false, problem: error.stage === 'redirect' ? 'redirect-refused' : 'blocked-address' };
        if (error.stage === 'redirect') return { ok: false, problem: 'redirect-refused' };
        return { ok: false, problem: 'no-answer' };
      } finally {
        exchange.close();
      }
    },
  };
}
