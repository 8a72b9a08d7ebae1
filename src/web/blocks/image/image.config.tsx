import { IMAGE_DEFAULTS } from '#core/blocks/media-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { DEFAULT_IMAGE_FIT, IMAGE_FIT_OPTIONS, IMAGE_LOADING_OPTIONS, IMAGE_PLACEHOLDER_OPTIONS } from '#core/options/image-options.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { withPickedAlt } from '#web/block-fields/picked-image-alts.ts';
import { responsiveField, responsiveNumberField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { BOX_ALIGN_OPTIONS, DEFAULT_BOX_ALIGN } from '../shared/text-align.ts';
import { Image } from './image.tsx';
import type { ImageProps } from './image.types.ts';

export const imageConfig: ComponentConfig<ImageProps> = {
  label: 'Image',
  fields: {
    url: singleImageField('Image URL'),
    alt: { type: 'text', label: 'Alternative text (empty if decorative)' },
    width: responsiveNumberField('Width (px)', { min: 1, step: 1 }) as never,
    height: responsiveNumberField('Height (px)', { min: 1, step: 1 }) as never,
    fit: responsiveField<string>('Fit', { options: fieldOptions(IMAGE_FIT_OPTIONS), fallback: DEFAULT_IMAGE_FIT }) as never,
    loading: { type: 'radio', label: 'Loading', options: fieldOptions(IMAGE_LOADING_OPTIONS) },
    placeholder: { type: 'radio', label: 'Placeholder', options: fieldOptions(IMAGE_PLACEHOLDER_OPTIONS) },
    align: responsiveField<string>('Alignment', { options: fieldOptions(BOX_ALIGN_OPTIONS), control: 'radio', fallback: DEFAULT_BOX_ALIGN }) as never,
  },
  defaultProps: IMAGE_DEFAULTS,
  // A picked gallery image brings its alternative text when the block has none yet.
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'url', 'alt', changed.url === true) }),
  render: Image,
};
