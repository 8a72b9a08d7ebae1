import { and, count, eq, isNull } from 'drizzle-orm';
import { isPublicCollection } from '#core/collections.ts';
import type { CollectionSummary } from '#core/forms/collection-summary.ts';
import { DEFAULT_SUBMITTER_EDITS, effectiveSubmitterEdits, submitterEditsPossible } from '#core/forms/submitter-edits.ts';
import type { Db } from '#server/db/client.ts';
import { collection, document, formBinding } from '#server/db/schema.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

/**
 * A site's collections (or the platform's): every defined collection and every name that holds
 * records without a definition, with its record count and how many published forms write it,
 * sorted by name.
 */
export async function listCollections(db: Db, scope: ContentScope): Promise<CollectionSummary[]> {
  const siteId = scope.site?.id ?? null;
  const [defined, counts, forms] = await Promise.all([
    db
      .select({ name: collection.name, fields: collection.fields, submitterEdits: collection.submitterEdits, updatedAt: collection.updatedAt })
      .from(collection)
      .where(siteId ? eq(collection.siteId, siteId) : isNull(collection.siteId)),
    db
      .select({ name: document.collection, n: count() })
      .from(document)
      .where(siteId ? eq(document.siteId, siteId) : isNull(document.siteId))
      .groupBy(document.collection),
    db
      .select({ name: formBinding.collectionName, n: count() })
      .from(formBinding)
      .where(and(siteId ? eq(formBinding.siteId, siteId) : isNull(formBinding.siteId)))
      .groupBy(formBinding.collectionName),
  ]);
  const byName = new Map<string, CollectionSummary>();
  const entry = (name: string): CollectionSummary => {
    let summary = byName.get(name);
    if (!summary) {
      summary = {
        name,
        recordCount: 0,
        formCount: 0,
        fields: [],
        defined: false,
        isPublic: isPublicCollection(name),
        updatedAt: null,
        submitterEdits: DEFAULT_SUBMITTER_EDITS,
        submitterEditsPossible: submitterEditsPossible(name),
      };
      byName.set(name, summary);
    }
    return summary;
  };
  for (const row of defined) {
    Object.assign(entry(row.name), { fields: row.fields, defined: true, updatedAt: row.updatedAt.toISOString(), submitterEdits: effectiveSubmitterEdits(row.name, row.submitterEdits) });
  }
  for (const row of counts) entry(row.name).recordCount = Number(row.n);
  for (const row of forms) entry(row.name).formCount = Number(row.n);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
