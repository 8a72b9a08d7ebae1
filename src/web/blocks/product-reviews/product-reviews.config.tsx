import type { ComponentConfig } from '@puckeditor/core';
import { REVIEW_STAR_ACTIVE_COLOR, REVIEW_STAR_INACTIVE_COLOR } from '#core/reviews/constants.ts';
import { ColorField } from '../icon/color-field.tsx';
import { YES_NO_OPTIONS } from '../shared/field-options.ts';
import { ProductReviews } from './product-reviews.tsx';
import { PRODUCT_REVIEWS_DEFAULT_PROPS, type ProductReviewsProps } from './product-reviews.types.ts';

type ProductReviewsConfigProps = Omit<ProductReviewsProps, '_productId' | '_challenge' | '_stats' | 'siteSlug' | 'puck'>;

export const productReviewsConfig: ComponentConfig<ProductReviewsConfigProps> = {
  label: 'Product reviews',
  fields: {
    productId: { type: 'text', label: 'Product id (empty: the product the page shows)' },
    title: { type: 'text', label: 'Title' },
    showErrors: { type: 'radio', label: 'Show a notice when reviews cannot be loaded', options: YES_NO_OPTIONS },
    requireOrderVerification: { type: 'radio', label: 'Ask reviewers for their order number', options: YES_NO_OPTIONS },
    activeColor: {
      type: 'custom',
      label: 'Star colour',
      render: ({ field, value, onChange, readOnly }) => (
        <ColorField label={field.label ?? 'Star colour'} value={value} onChange={onChange} readOnly={readOnly} emptyLabel={REVIEW_STAR_ACTIVE_COLOR} defaultValue={REVIEW_STAR_ACTIVE_COLOR} />
      ),
    },
    inactiveColor: {
      type: 'custom',
      label: 'Empty star colour',
      render: ({ field, value, onChange, readOnly }) => (
        <ColorField label={field.label ?? 'Empty star colour'} value={value} onChange={onChange} readOnly={readOnly} emptyLabel={REVIEW_STAR_INACTIVE_COLOR} defaultValue={REVIEW_STAR_INACTIVE_COLOR} />
      ),
    },
  },
  defaultProps: PRODUCT_REVIEWS_DEFAULT_PROPS,
  render: ({ editMode: _editMode, ...props }) => <ProductReviews {...props} />,
};
