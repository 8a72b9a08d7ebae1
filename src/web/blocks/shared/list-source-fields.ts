// Editor only: the fields of a block that lists a collection (Lineup, ImageGallery).
import type { Field } from '@puckeditor/core';
import { BLOCK_LIST_MAX_LIMIT, BLOCK_LIST_MIN_LIMIT, type BlockSource } from '#core/content/block-records.ts';
import { SORT_DIRECTION_OPTIONS, SORT_FIELD_OPTIONS, type SortDirection, type SortField } from '#core/options/sort.ts';
import { fieldOptions } from './field-options.ts';

export interface ListSourceProps {
  source: BlockSource;
  collection: string;
  limit: number;
  page: number;
  sort: SortDirection;
  sortField: SortField;
}

export const LIST_SOURCE_FIELDS: { [Key in keyof ListSourceProps]: Field<ListSourceProps[Key]> } = {
  source: {
    type: 'radio',
    label: 'Content source',
    options: [
      { label: 'Collection', value: 'collection' },
      { label: 'Manual', value: 'manual' },
    ],
  },
  collection: { type: 'text', label: 'Collection', placeholder: 'blog-posts' },
  limit: { type: 'number', label: `Items per page (${BLOCK_LIST_MIN_LIMIT}–${BLOCK_LIST_MAX_LIMIT})`, min: BLOCK_LIST_MIN_LIMIT, max: BLOCK_LIST_MAX_LIMIT, step: 1 },
  page: { type: 'number', label: 'Page (1 = the first)', min: 1, step: 1 },
  sort: { type: 'radio', label: 'Order', options: fieldOptions(SORT_DIRECTION_OPTIONS) },
  sortField: { type: 'select', label: 'Sort by', options: fieldOptions(SORT_FIELD_OPTIONS) },
};

/** The collection fields are shown only for the collection source; `manual` lists the fields of the other source. */
export function listSourceVisibility<Fields extends Record<string, object>>(fields: Fields, source: unknown, manual: readonly (keyof Fields)[]): Fields {
  const fromCollection = source === 'collection';
  const visible = (key: keyof Fields, shown: boolean) => [key, { ...fields[key], visible: shown }];
  return {
    ...fields,
    ...Object.fromEntries([
      ...(['collection', 'limit', 'page', 'sort', 'sortField'] as (keyof Fields)[]).filter((key) => key in fields).map((key) => visible(key, fromCollection)),
      ...manual.map((key) => visible(key, !fromCollection)),
    ]),
  };
}
