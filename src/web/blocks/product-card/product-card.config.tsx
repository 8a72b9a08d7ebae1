import type { ComponentConfig, Fields } from '@puckeditor/core';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { ProductCard } from './product-card.tsx';
import { PRODUCT_CARD_DEFAULT_PROPS, type ProductCardProps } from './product-card.types.ts';

type ProductCardConfigProps = Omit<ProductCardProps, 'headingLevel' | 'siteSlug' | 'puck'>;

const fields = {
  name: { type: 'text', label: 'Name' },
  image: singleImageField('Image'),
  price: { type: 'number', label: 'Price', min: 0, step: 0.01 },
  discount_price: { type: 'number', label: 'Discount price (shown when above 0 and below the price)', min: 0, step: 0.01 },
  colors: {
    type: 'array',
    label: 'Colours (up to 5 dots, then +N)',
    arrayFields: { label: { type: 'text', label: 'Name' }, value: { type: 'text', label: 'ID' }, hex: { type: 'text', label: 'Colour (#rrggbb)' } },
    defaultItemProps: { label: 'Black', value: 'black', hex: '#000000' },
    getItemSummary: (item: { label?: string }, index?: number) => item.label || `Colour ${(index ?? 0) + 1}`,
  },
  productId: { type: 'text', label: 'Product id (its record in the collection; links to its page)' },
  collection: { type: 'text', label: 'Collection' },
} as unknown as Fields<ProductCardConfigProps>;

export const productCardConfig: ComponentConfig<ProductCardConfigProps> = {
  label: 'Product card',
  fields,
  defaultProps: PRODUCT_CARD_DEFAULT_PROPS,
  render: ({ editMode: _editMode, ...props }) => <ProductCard {...(props as ProductCardProps)} headingLevel={2} />,
};
