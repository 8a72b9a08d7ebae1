/*
 * How an owner proves a custom domain is theirs (decision 037): either a DNS TXT record or a file
 * served on the domain, both carrying the site's random token. The server checks exactly these;
 * the site settings screen shows exactly these.
 */

/** The DNS name that holds the TXT record for `domain`. */
export const domainTxtName = (domain: string) => `_sitewright.${domain}`;

/** The TXT record's value for `token`. */
export const domainTxtValue = (token: string) => `sitewright-verify=${token}`;

/** The path (on the domain, over http) of the file whose whole body is the token. */
export const domainProofPath = (token: string) => `/.well-known/sitewright/${token}`;

/** The address the server fetches for the file proof (http: a domain has no certificate here before it is proved). */
export const domainProofUrl = (domain: string, token: string) => `http://${domain}${domainProofPath(token)}`;

export type DomainStatus = 'none' | 'pending' | 'verified';
