import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { ContentSource } from '#core/content/content-sources.ts';
import { filterFieldsFor } from '#core/content/gallery-filters.ts';
import { DEFAULT_RECORD_SORT, nextRecordSort, recordTableColumns, type RecordSort } from '#core/content/record-table.ts';
import { LOAD_MORE_LABEL, NO_ITEMS_FOUND, itemsCountLabel } from '#core/content/messages.ts';
import { CREATE_SITE_COMPLETE_EVENT } from '#core/sites/events.ts';
import { UPLOAD_COMPLETE_EVENT } from '#core/media/upload-flow-messages.ts';
import type { RecordEditDialogProps } from '#web/dashboard/records/record-edit-dialog.tsx';
import { RecordsTable, recordName } from '#web/dashboard/records/records-table.tsx';
import { useCollectionFields } from '#web/dashboard/records/use-collection-fields.ts';
import { Button } from '#web/ui/button.tsx';
import { lazyDialog } from '#web/ui/lazy-dialog.tsx';
import { ListScreen } from '#web/ui/data-table/list-screen.tsx';
import { ListEmpty } from '#web/ui/data-table/list-states.tsx';
import { SearchBox } from '#web/ui/data-table/search-box.tsx';
import { itemText, type ContentItem } from './content-item.ts';
import { ContentSkeleton } from './content-skeleton.tsx';
import { ContentTable } from './content-table.tsx';
import { CreateAction } from './create-action.tsx';
import { GalleryFilterPanel } from './gallery-filter-panel.tsx';
import { ItemCard } from './item-card.tsx';
import type { ItemDetailDialogProps } from './item-detail-dialog.tsx';
import { itemTitle } from './item-title.ts';
import { listItemKey } from './list-item-key.ts';
import { useContentList } from './use-content-list.ts';
import { useDeleteItem } from './use-delete-item.ts';
import { ViewToggle, type ContentView } from './view-toggle.tsx';

// An item's detail dialog and a record's edit form (with every form field type) open on a click: fetched
// when the list is idle, not with it.
const ItemDetailDialog = lazyDialog<ItemDetailDialogProps>(async () => (await import('./item-detail-dialog.tsx')).ItemDetailDialog, (props) => props.item !== null);
const RecordEditDialog = lazyDialog<RecordEditDialogProps>(async () => (await import('#web/dashboard/records/record-edit-dialog.tsx')).RecordEditDialog, () => true);

export interface ContentManagerProps {
  source: ContentSource;
  /** The collection listed; the platform's pages differ from the source's own (see collectionForScope). */
  collection: string;
  siteUniqueId: string | null;
  heading: string;
}

/**
 * Built-in icons have no record to delete; only the site's own can go. A site goes only by its
 * owner or an admin (the server checks; an editor is not offered a button that can only fail).
 */
function canDelete(source: ContentSource, item: ContentItem): boolean {
  if (!source.deletable) return false;
  if (source.type === 'icon') return itemText(item, 'set') === 'custom';
  if (source.type === 'site') return itemText(item, 'role') !== 'editor';
  return true;
}

/**
 * The content manager screen (spec 2 §2, §4): 'X of Y items', search, grid or list, the source's
 * create button, icon and colour filters, Load More, loading, empty and error states, delete with
 * confirmation, and the item's detail dialog. A data collection's list view is its records table
 * (sorted on the server by Created or Updated) and its records are edited in a dialog.
 */
export function ContentManager({ source, collection, siteUniqueId, heading }: ContentManagerProps): ReactNode {
  const { type } = source;
  const records = type === 'document';
  const [sort, setSort] = useState<RecordSort>(DEFAULT_RECORD_SORT);
  const list = useContentList({ collection, type, siteUniqueId, sort: records ? sort : null });
  const definition = useCollectionFields(collection, siteUniqueId, { enabled: records });
  const [editing, setEditing] = useState<ContentItem | null>(null);
  const [view, setView] = useState<ContentView>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<ContentItem | null>(null);
  const filtersId = useId();
  const filterFields = filterFieldsFor(type);
  const { reset } = list;

  const describe = useCallback((item: ContentItem) => itemTitle(type, item), [type]);
  const onDeleted = useCallback(
    (item: ContentItem) => {
      setSelected((current) => (current !== null && listItemKey(type, current) === listItemKey(type, item) ? null : current));
      reset();
    },
    [reset, type],
  );
  const { deleteItem, deletingId } = useDeleteItem({ collection, describe, onDeleted });

  // Uploads and new sites made elsewhere on the page (or in another dialog) show up at once.
  useEffect(() => {
    const refresh = () => reset();
    window.addEventListener(UPLOAD_COMPLETE_EVENT, refresh);
    window.addEventListener(CREATE_SITE_COMPLETE_EVENT, refresh);
    return () => {
      window.removeEventListener(UPLOAD_COMPLETE_EVENT, refresh);
      window.removeEventListener(CREATE_SITE_COMPLETE_EVENT, refresh);
    };
  }, [reset]);

  const { items } = list;
  const columns = useMemo(() => (records ? recordTableColumns(definition.fields ?? [], items) : []), [records, definition.fields, items]);
  // Columns come from the definition: until it is known the table would show the records' raw keys.
  const columnsPending = records && view === 'list' && definition.fields === undefined && definition.error === null;

  const rows = list.items.map((item) => {
    const key = listItemKey(type, item);
    return {
      key,
      type,
      item,
      filters: list.filters,
      onOpen: setSelected,
      onEdit: records ? setEditing : undefined,
      onDelete: canDelete(source, item) ? (target: ContentItem) => void deleteItem(target) : undefined,
      deleting: deletingId !== null && deletingId === key,
    };
  });

  return (
    <ListScreen
      className="mx-auto flex max-w-7xl flex-col gap-4"
      heading={heading}
      summary={
        <p className="text-sm text-fg-muted" aria-live="polite">
          {list.loading ? 'Loading…' : itemsCountLabel(list.items.length, list.total)}
        </p>
      }
      actions={<CreateAction source={source} siteUniqueId={siteUniqueId} onCreated={reset} />}
      toolbar={
        <>
          <SearchBox value={list.searchInput} onChange={list.setSearchInput} searching={list.searching} label={`Search ${heading.toLowerCase()}`} />
          {filterFields.length > 0 ? (
            <Button variant="secondary" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
              {filtersOpen ? 'Hide filters' : 'Filters'}
            </Button>
          ) : null}
          <ViewToggle view={view} onChange={setView} />
        </>
      }
      filters={filterFields.length > 0 && filtersOpen ? <GalleryFilterPanel id={filtersId} fields={filterFields} filters={list.filters} onChange={list.setFilter} /> : null}
      status={{ loading: list.loading || columnsPending, error: list.error, retry: list.retry, fetching: list.fetching }}
      busy={list.searching}
      placeholder={<ContentSkeleton view={view} />}
      isEmpty={rows.length === 0}
      empty={<ListEmpty title={NO_ITEMS_FOUND} />}
      footer={
        <>
          {list.loadMoreError ? (
            <p role="alert" className="text-center text-sm text-danger">
              More items could not be loaded: {list.loadMoreError.message}
            </p>
          ) : null}
          {list.hasMore && !list.error ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={list.loadMore} loading={list.loadingMore}>
                {LOAD_MORE_LABEL}
              </Button>
            </div>
          ) : null}
        </>
      }
      dialogs={
        <>
          <ItemDetailDialog
            type={type}
            item={selected}
            collection={collection}
            siteUniqueId={siteUniqueId}
            deletable={selected !== null && canDelete(source, selected)}
            onClose={() => setSelected(null)}
            onDelete={(item) => void deleteItem(item)}
            onChanged={reset}
          />
          {editing ? <RecordEditDialog collection={collection} siteUniqueId={siteUniqueId} record={editing} name={recordName(columns, editing)} onClose={() => setEditing(null)} /> : null}
        </>
      }
    >
      {view === 'grid' ? (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5">
          {rows.map(({ key, ...row }) => (
            <li key={key}>
              <ItemCard {...row} />
            </li>
          ))}
        </ul>
      ) : records ? (
        <RecordsTable caption={heading} columns={columns} rows={rows} sort={sort} onSort={(sortField) => setSort((current) => nextRecordSort(current, sortField))} />
      ) : (
        <ContentTable type={type} rows={rows} caption={heading} />
      )}
    </ListScreen>
  );
}
