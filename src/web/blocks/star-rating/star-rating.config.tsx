import type { ComponentConfig } from '@puckeditor/core';
import { RATING_ACTIVE_COLOR, RATING_INACTIVE_COLOR, STAR_GAP_OPTIONS, STAR_SIZE_OPTIONS } from '#core/options/star-rating.ts';
import { ColorField } from '../icon/color-field.tsx';
import { StarRating } from './star-rating.tsx';
import { STAR_RATING_DEFAULT_PROPS, type StarRatingProps } from './star-rating.types.ts';
import { fieldOptions } from '../shared/field-options.ts';

export const starRatingConfig: ComponentConfig<StarRatingProps> = {
  label: 'Star rating',
  fields: {
    value: { type: 'number', label: 'Rating (half stars allowed)', min: 0, max: 10, step: 0.5 },
    count: { type: 'number', label: 'Number of stars', min: 1, max: 10, step: 1 },
    size: { type: 'select', label: 'Size', options: fieldOptions(STAR_SIZE_OPTIONS) },
    gap: { type: 'select', label: 'Gap', options: fieldOptions(STAR_GAP_OPTIONS) },
    activeColor: {
      type: 'custom',
      label: 'Active colour',
      render: ({ field, value, onChange, readOnly }) => (
        <ColorField label={field.label ?? 'Active colour'} value={value} onChange={onChange} readOnly={readOnly} emptyLabel={RATING_ACTIVE_COLOR} defaultValue={RATING_ACTIVE_COLOR} />
      ),
    },
    inactiveColor: {
      type: 'custom',
      label: 'Inactive colour',
      render: ({ field, value, onChange, readOnly }) => (
        <ColorField label={field.label ?? 'Inactive colour'} value={value} onChange={onChange} readOnly={readOnly} emptyLabel={RATING_INACTIVE_COLOR} defaultValue={RATING_INACTIVE_COLOR} />
      ),
    },
  },
  defaultProps: STAR_RATING_DEFAULT_PROPS,
  render: ({ puck: _puck, id: _id, editMode: _editMode, ...props }) => <StarRating {...props} />,
};
