import type { ListRecords, RecordListRequest } from '#core/content/block-records.ts';
import type { Db } from '#server/db/client.ts';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';
import { queryDocumentItems } from './list-documents.public.ts';
import type { ContentScope } from '#server/shared/listing/list-scope.ts';

/**
 * Lists records for the blocks of a page of `site` (null: a platform page): only that site's own
 * records, `-public` or not, as the page's blocks may show them. `title` sorts by the record's
 * title field; records have no published date, so `_id` and `published_at` sort by creation
 * (spec 3 §9: newest first by id).
 * A name that is not a data collection lists nothing.
 */
export function siteRecordLister(db: Db, site: ContentScope['site']): ListRecords {
  return async (collection: string, request: RecordListRequest) => {
    if (!isDataCollectionName(collection)) return [];
    const answer = await queryDocumentItems(db, collection, { site }, {
      limit: request.limit,
      page: request.page,
      sort: request.sort,
      sortField: request.sortField === 'updated_at' || request.sortField === 'title' ? request.sortField : 'created_at',
      search: '',
      siteId: site?.uniqueId ?? null,
      includeTotalCount: false,
      filters: {},
    });
    return answer.data;
  };
}
