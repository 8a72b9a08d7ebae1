import type { ComponentConfig } from '@puckeditor/core';
import { PRODUCT_SORT_FIELDS } from '#core/product-list/product-list-query.ts';
import { SORT_DIRECTION_OPTIONS } from '#core/options/sort.ts';
import { YES_NO_OPTIONS, fieldOptions } from '../shared/field-options.ts';
import { ProductList } from './product-list.tsx';
import { PRODUCT_LIST_DEFAULT_PROPS, type ProductListProps } from './product-list.types.ts';

type ProductListConfigProps = Omit<ProductListProps, '_items' | '_total' | '_siteId' | '_failed' | '_view' | 'siteSlug' | 'puck'>;

const SORT_FIELD_LABELS: Record<(typeof PRODUCT_SORT_FIELDS)[number], string> = { created_at: 'Created', updated_at: 'Last updated', name: 'Name', price: 'Price', rating: 'Rating' };

export const productListConfig: ComponentConfig<ProductListConfigProps> = {
  label: 'Product list',
  fields: {
    heading: { type: 'text', label: 'Heading' },
    collection: { type: 'text', label: 'Collection holding the products' },
    limit: { type: 'number', label: 'Products per page (1 to 50)', min: 1, max: 50, step: 1 },
    sortField: { type: 'select', label: 'Sort by', options: PRODUCT_SORT_FIELDS.map((value) => ({ label: SORT_FIELD_LABELS[value], value })) },
    sort: { type: 'select', label: 'Direction', options: fieldOptions(SORT_DIRECTION_OPTIONS) },
    columns: {
      type: 'select',
      label: 'Columns',
      options: [
        { label: '2', value: 2 },
        { label: '3', value: 3 },
        { label: '4', value: 4 },
      ],
    },
    showFilters: { type: 'radio', label: 'Filter panel', options: [...YES_NO_OPTIONS] },
    filterTags: {
      type: 'array',
      label: 'Tags offered as filters',
      arrayFields: { tag: { type: 'text', label: 'Tag' } },
      defaultItemProps: { tag: '' },
      getItemSummary: (item, index) => item.tag || `Tag ${(index ?? 0) + 1}`,
    },
  },
  defaultProps: PRODUCT_LIST_DEFAULT_PROPS,
  // The editor canvas has no server-read first page: the list asks the product API itself.
  render: ({ editMode: _editMode, ...props }) => <ProductList {...props} />,
};
