/**
 * What the server asks the outside world to check a custom domain proof (decision 037): DNS TXT
 * records and one small http file. The real adapter (public-lookups.ts) asks the system's DNS and
 * fetches under the public-fetch rules (src/server/net); tests put a fake in AppDeps.domainProof.
 */
export type ProofFetchResult =
  | { ok: true; status: number; body: string }
  /** Nothing was read: the address is not public, a redirect went where the server does not go, or no answer came. */
  | { ok: false; problem: 'blocked-address' | 'redirect-refused' | 'no-answer' };

export interface DomainProof {
  /** The TXT records at `name`, each joined from its strings; [] when there are none or the name does not resolve. */
  txtRecords(name: string): Promise<string[]>;
  /** GETs `url` and reads at most a small prefix of its body (a token is short). */
  fetchText(url: string): Promise<ProofFetchResult>;
}
