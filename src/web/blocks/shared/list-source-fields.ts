// Editor only: the fields of a block that lists a collection (Lineup, ImageGallery).
import type { Field } from '@puckeditor/core';
import { BLOCK_LIST_MAX_LIMIT, BLOCK_LIST_MIN_LIMIT, type BlockListSourceProps } from '#core/content/block-records.ts';
import { SORT_DIRECTION_OPTIONS, SORT_FIELD_OPTIONS } from '#core/options/sort.ts';
import { fieldOptions } from './field-options.ts';

type ListSourceProps = BlockListSourceProps;

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

/** Grid or carousel, and the grid's columns on wide containers (Lineup, ImageGallery). */
export const GRID_LAYOUT_FIELDS: { layout: Field<'grid' | 'carousel'>; columns: Field<2 | 3 | 4> } = {
  layout: {
    type: 'radio',
    label: 'Layout',
    options: [
      { label: 'Grid', value: 'grid' },
      { label: 'Carousel', value: 'carousel' },
    ],
  },
  columns: {
    type: 'radio',
    label: 'Grid columns (wide screens)',
    options: [
      { label: '2', value: 2 },
      { label: '3', value: 3 },
      { label: '4', value: 4 },
    ],
  },
};
