import type { ComponentConfig, Fields } from '@puckeditor/core';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { variantField } from '#web/block-fields/variant-editor.tsx';
import { ProductDetails } from './product-details.tsx';
import { PRODUCT_DETAILS_DEFAULT_PROPS, type ManualProduct, type ProductDetailsProps } from './product-details.types.ts';
import { manualProductOf } from './manual-product.ts';

type ProductDetailsConfigProps = Omit<ProductDetailsProps, '_product' | '_descriptionHtml' | '_paymentMethods' | '_paymentIcons' | 'siteSlug' | 'puck'>;

const productFields = {
  name: { type: 'text', label: 'Name' },
  subtitle: { type: 'text', label: 'Subtitle' },
  image: singleImageField('Image'),
  price: { type: 'number', label: 'Price', min: 0, step: 0.01 },
  discount_price: { type: 'number', label: 'Discount price (shown when above 0 and below the price)', min: 0, step: 0.01 },
  stock: { type: 'number', label: 'Stock (empty: unlimited; variants count first)', min: 0, step: 1 },
  variants: variantField('Colours, sizes and stock per variant'),
  description: { type: 'textarea', label: 'Description (markdown)' },
  promotion: { type: 'text', label: 'Promotion' },
  shippingInfo: { type: 'textarea', label: 'Shipping notice' },
  size_guide_url: { type: 'text', label: 'Size guide link' },
  id: { type: 'text', label: 'Product id (its record in the collection, so the cart can re-read it)' },
} as unknown as Fields<ManualProduct>;

export const productDetailsConfig: ComponentConfig<ProductDetailsConfigProps> = {
  label: 'Product details',
  fields: {
    collection: { type: 'text', label: 'Collection (empty: the template’s own)' },
    product: { type: 'object', label: 'Product shown on pages that are not the collection’s view template', objectFields: productFields },
  },
  defaultProps: PRODUCT_DETAILS_DEFAULT_PROPS,
  // On a template the record is bound on the server; the canvas shows the typed product, or a placeholder.
  render: ({ editMode: _editMode, ...props }) => <ProductDetails {...props} _product={manualProductOf(props.product, props.collection)} />,
};
