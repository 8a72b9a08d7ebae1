// Blocks that list a collection's records (Lineup, ImageGallery): what they ask the server for and
// how a record becomes what they show. Shared by the server's preparer and the blocks' tests.
import { DEFAULT_SORT_DIRECTION, DEFAULT_SORT_FIELD, SORT_FIELD_OPTIONS, type SortDirection, type SortField } from '../options/sort.ts';

/** Spec 3 §7 and §9: a list block's limit is clamped to 1..50; 12 when unset. */
export const BLOCK_LIST_MIN_LIMIT = 1;
export const BLOCK_LIST_MAX_LIMIT = 50;
export const BLOCK_LIST_DEFAULT_LIMIT = 12;

/** Where a list block's items come from. */
export type BlockSource = 'collection' | 'manual';

/** The props of a block that lists a collection (spec 3 §9: page 1-based, newest first by id). */
export interface BlockListSourceProps {
  source: BlockSource;
  collection: string;
  /** Clamped to 1..50. */
  limit: number;
  /** 1-based. */
  page: number;
  sort: SortDirection;
  sortField: SortField;
}

/** Spec 3 §9 defaults of a list block's call (each block picks its own default source). */
export const BLOCK_LIST_DEFAULTS: Omit<BlockListSourceProps, 'source'> = {
  collection: '',
  limit: BLOCK_LIST_DEFAULT_LIMIT,
  page: 1,
  sort: DEFAULT_SORT_DIRECTION,
  sortField: DEFAULT_SORT_FIELD,
};

/** One list call of a block: `page` is zero-based here (spec 3 §9: 1-based in the block's props). */
export interface RecordListRequest {
  limit: number;
  page: number;
  sort: SortDirection;
  sortField: SortField;
}

/** A collection's records as the page's site may show them (the server's own fields included). */
export type ListRecords = (collection: string, request: RecordListRequest) => Promise<Record<string, unknown>[]>;

/** The props a list block keeps its list call in. */
export interface BlockListProps {
  [prop: string]: unknown;
  collection?: unknown;
  limit?: unknown;
  /** 1-based. */
  page?: unknown;
  sort?: unknown;
  sortField?: unknown;
}

/** The collection a block reads, or null when its props name none. */
export function blockCollectionOf(props: object): string | null {
  const { source, collection } = props as { source?: unknown; collection?: unknown };
  if (source === 'manual') return null;
  return typeof collection === 'string' && collection.trim() !== '' ? collection.trim() : null;
}

function wholeNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : NaN;
}

/** Props (page 1-based, anything unreadable defaulted) to the list call (page 0-based, limit clamped). */
export function blockListRequest(props: BlockListProps): RecordListRequest {
  const limit = wholeNumber(props.limit);
  const page = wholeNumber(props.page);
  return {
    limit: Number.isNaN(limit) ? BLOCK_LIST_DEFAULT_LIMIT : Math.min(BLOCK_LIST_MAX_LIMIT, Math.max(BLOCK_LIST_MIN_LIMIT, limit)),
    page: Number.isNaN(page) || page < 1 ? 0 : page - 1,
    sort: props.sort === 'asc' || props.sort === 'desc' ? props.sort : DEFAULT_SORT_DIRECTION,
    sortField: SORT_FIELD_OPTIONS.some((option) => option.value === props.sortField) ? (props.sortField as SortField) : DEFAULT_SORT_FIELD,
  };
}

/** The first field of `names` whose value is a non-empty string (or a number), as text. */
export function recordText(record: Record<string, unknown>, names: readonly string[]): string {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/** A field name from the editor, or the defaults when it is empty. */
function fieldNames(chosen: unknown, defaults: readonly string[]): readonly string[] {
  return typeof chosen === 'string' && chosen.trim() !== '' ? [chosen.trim()] : defaults;
}

/** What a teaser shows of a record. */
export interface RecordTeaser {
  id: string;
  title: string;
  description: string;
  image: string;
}

export interface TeaserFieldProps {
  [prop: string]: unknown;
  titleField?: unknown;
  descriptionField?: unknown;
  imageField?: unknown;
}

export const DEFAULT_TITLE_FIELDS = ['title', 'name'] as const;
export const DEFAULT_DESCRIPTION_FIELDS = ['description'] as const;
export const DEFAULT_IMAGE_FIELDS = ['image', 'url'] as const;

/**
 * A record as a teaser, through the block's field mappings (defaults: title|name, description,
 * image|url). Only these fields leave the server, not the whole record.
 */
export function recordTeaser(record: Record<string, unknown>, fields: TeaserFieldProps): RecordTeaser {
  return {
    id: recordText(record, ['_id', 'id']),
    title: recordText(record, fieldNames(fields.titleField, DEFAULT_TITLE_FIELDS)),
    description: recordText(record, fieldNames(fields.descriptionField, DEFAULT_DESCRIPTION_FIELDS)),
    image: recordText(record, fieldNames(fields.imageField, DEFAULT_IMAGE_FIELDS)),
  };
}

/** Spec 3 §3: a gallery image record (url|src, name|alt, width, height); null without a URL. */
export function recordGalleryImage(record: Record<string, unknown>): { url: string; alt: string; title: string; description: string; width: number; height: number } | null {
  const url = recordText(record, ['url', 'src']);
  if (url === '') return null;
  const size = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);
  return {
    url,
    alt: recordText(record, ['name', 'alt']),
    title: recordText(record, ['title']),
    description: recordText(record, ['description']),
    width: size(record.width),
    height: size(record.height),
  };
}

/** The record's view page inside the site (spec 3 §2): `/data/{collection}/{id}`, before the site prefix. */
export { dataRecordPath as recordViewPath } from '../paths/data-area.ts';
