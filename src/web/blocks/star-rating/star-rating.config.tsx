import { createUsePuck, type ComponentConfig } from '@puckeditor/core';
import type { ReactElement } from 'react';
import { RATING_ACTIVE_COLOR, RATING_INACTIVE_COLOR, STAR_GAP_OPTIONS, STAR_SIZE_OPTIONS } from '#core/options/star-rating.ts';
import { StarRatingInput } from '#web/ui/inputs/star-rating-input.tsx';
import { ColorField } from '../icon/color-field.tsx';
import { StarRating } from './star-rating.tsx';
import { STAR_RATING_DEFAULT_PROPS, type StarRatingProps } from './star-rating.types.ts';
import { fieldOptions } from '../shared/field-options.ts';

const usePuck = createUsePuck();

/** The rating as stars to choose, drawn with the block's own count, size and gap. */
function RatingValueField({ name, label, value, onChange, readOnly }: { name: string; label: string; value: unknown; onChange: (value: number) => void; readOnly?: boolean }): ReactElement {
  const props = usePuck((state) => state.selectedItem?.props as Partial<StarRatingProps> | undefined);
  return (
    <StarRatingInput
      name={name}
      label={label}
      value={typeof value === 'number' ? value : Number(value) || 0}
      onChange={onChange}
      count={props?.count ?? STAR_RATING_DEFAULT_PROPS.count}
      size={props?.size ?? STAR_RATING_DEFAULT_PROPS.size}
      gap={props?.gap ?? STAR_RATING_DEFAULT_PROPS.gap}
      step={0.5}
      readOnly={readOnly}
    />
  );
}

export const starRatingConfig: ComponentConfig<StarRatingProps> = {
  label: 'Star rating',
  fields: {
    value: {
      type: 'custom',
      label: 'Rating (half stars allowed)',
      render: ({ field, name, value, onChange, readOnly }) => <RatingValueField name={name} label={field.label ?? 'Rating'} value={value} onChange={onChange} readOnly={readOnly} />,
    },
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
