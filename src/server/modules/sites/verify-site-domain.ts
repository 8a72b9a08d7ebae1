import { and, eq, ne } from 'drizzle-orm';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import {
  DOMAIN_CHANGED_WHILE_VERIFYING,
  DOMAIN_NONE_TO_VERIFY,
  DOMAIN_PROOF_BLOCKED_ADDRESS,
  DOMAIN_PROOF_NO_ANSWER,
  DOMAIN_PROOF_REDIRECT_REFUSED,
  DOMAIN_PROOF_WRONG_BODY,
  DOMAIN_TAKEN_BY_PROOF,
  domainNotProvedMessage,
  domainProofStatusProblem,
  domainVerifiedMessage,
  domainVerifyRateLimitedMessage,
} from '#core/sites/messages.ts';
import { site } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { consumeRateLimit } from '#server/http/database-rate-limit.ts';
import { HttpError } from '#server/http/errors.ts';
import type { Actor } from '#server/shared/access/actor.ts';
import { scopeTagOf } from '#server/shared/page-cache/cache-tags.ts';
import { createPublicLookups } from '#server/providers/domain-proof/public-lookups.ts';
import type { DomainProof, ProofFetchResult } from '#server/providers/domain-proof/port.ts';
import { canManageSite } from '#server/shared/access/site-access.ts';

type Deps = Pick<AppDeps, 'database' | 'invalidatePages' | 'domainProof'>;

/** Per user: each attempt asks DNS and fetches a url, and a person clicks Verify a few times at most. */
export const VERIFY_DOMAIN_RATE_LIMIT = { max: 10, windowMs: 60_000 };
export const verifyDomainRateLimitKey = (userId: string) => `sitewright:verify-domain:${userId}`;

const defaultLookups = createPublicLookups();

/** Why the file proof did not prove anything, for the owner. */
function fileProblem(result: ProofFetchResult, token: string): string | null {
  if (!result.ok) {
    if (result.problem === 'blocked-address') return DOMAIN_PROOF_BLOCKED_ADDRESS;
    if (result.problem === 'redirect-refused') return DOMAIN_PROOF_REDIRECT_REFUSED;
    return DOMAIN_PROOF_NO_ANSWER;
  }
  if (result.status !== 200) return domainProofStatusProblem(result.status);
  return result.body.trim() === token ? null : DOMAIN_PROOF_WRONG_BODY;
}

/** Which proof the domain carries for `token`, or why neither does (the file's problem). */
async function findProof(lookups: DomainProof, domain: string, token: string): Promise<{ proof: 'dns' | 'file' } | { problem: string }> {
  const records = await lookups.txtRecords(domainTxtName(domain));
  if (records.some((record) => record.trim() === domainTxtValue(token))) return { proof: 'dns' };
  const problem = fileProblem(await lookups.fetchText(domainProofUrl(domain, token)), token);
  return problem === null ? { proof: 'file' } : { problem };
}

/**
 * The owner's "Verify": checks the site's pending custom domain for its token (a TXT record, then
 * the well-known file) and, when proved, makes the domain serve the site. A domain another site
 * has proved stays theirs (the partial unique index decides races); one only carried over from
 * before proofs existed ('legacy') passes to the site that proves it. Owners and admins only.
 */
export async function verifySiteDomain(deps: Deps, actor: Actor, uniqueId: string): Promise<{ domain: string; message: string }> {
  const { db } = deps.database;
  const [row] = await db
    .select({ id: site.id, domain: site.domain, token: site.domainToken, verifiedAt: site.domainVerifiedAt, proof: site.domainProof })
    .from(site)
    .where(eq(site.uniqueId, uniqueId));
  if (!row) throw new HttpError(404, 'Site not found');
  if (!(await canManageSite(db, actor, row.id))) throw new HttpError(403, 'Only the site owner can verify its domain');
  const { domain, token } = row;
  if (!domain || !token) throw new HttpError(400, DOMAIN_NONE_TO_VERIFY);
  if (row.verifiedAt && row.proof !== 'legacy') return { domain, message: domainVerifiedMessage(domain) };

  const verdict = await consumeRateLimit(db, verifyDomainRateLimitKey(actor.id), VERIFY_DOMAIN_RATE_LIMIT);
  if (!verdict.allowed) throw new HttpError(429, domainVerifyRateLimitedMessage(verdict.retryAfterSeconds));

  const found = await findProof(deps.domainProof ?? defaultLookups, domain, token);
  if ('problem' in found) throw new HttpError(400, domainNotProvedMessage(domain, domainTxtName(domain), domainProofUrl(domain, token), found.problem));

  let released: string[] = [];
  try {
    released = await db.transaction(async (tx) => {
      // A claim carried over from before proofs is no match for a proof.
      const freed = await tx
        .update(site)
        .set({ domainVerifiedAt: null, domainProof: null, updatedAt: new Date() })
        .where(and(eq(site.domain, domain), eq(site.domainProof, 'legacy'), ne(site.id, row.id)))
        .returning({ id: site.id });
      // Only if the owner did not change the domain (and so its token) while the proof was checked.
      const updated = await tx
        .update(site)
        .set({ domainVerifiedAt: new Date(), domainProof: found.proof, updatedAt: new Date() })
        .where(and(eq(site.id, row.id), eq(site.domain, domain), eq(site.domainToken, token)))
        .returning({ id: site.id });
      if (updated.length === 0) throw new HttpError(409, DOMAIN_CHANGED_WHILE_VERIFYING);
      return freed.map((f) => f.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'site_domain_verified_unique')) throw new HttpError(400, DOMAIN_TAKEN_BY_PROOF);
    throw error;
  }
  await deps.invalidatePages({ tags: [row.id, ...released].map(scopeTagOf) });
  return { domain, message: domainVerifiedMessage(domain) };
}
