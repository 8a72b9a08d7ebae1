import { eq } from 'drizzle-orm';
import type { DomainStatus } from '#core/sites/domain-proof.ts';
import type { Db } from '#server/db/client.ts';
import { site } from '#server/db/schema.ts';

export interface SiteDomainStatus {
  domain: string | null;
  status: DomainStatus;
  /** Serving since before domains needed proof: another site's proof takes it over. */
  legacy: boolean;
  /** What the owner publishes to prove the domain; only for those who may verify it. */
  token: string | null;
}

/** The custom domain part of the site settings screen; `withToken` only for owners and admins. */
export async function siteDomainStatus(db: Db, uniqueId: string, withToken: boolean): Promise<SiteDomainStatus> {
  const [row] = await db
    .select({ domain: site.domain, token: site.domainToken, verifiedAt: site.domainVerifiedAt, proof: site.domainProof })
    .from(site)
    .where(eq(site.uniqueId, uniqueId));
  const domain = row?.domain ?? null;
  return {
    domain,
    status: domain === null ? 'none' : row?.verifiedAt ? 'verified' : 'pending',
    legacy: row?.proof === 'legacy',
    token: withToken && domain !== null ? (row?.token ?? null) : null,
  };
}
