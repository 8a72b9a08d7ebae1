import { HEADING_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { FONT_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { DEFAULT_TEXT_ALIGN, TEXT_ALIGN_OPTIONS } from '../shared/text-align.ts';
import { responsiveField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { Heading } from './heading.tsx';
import { HEADING_LEVEL_OPTIONS, type HeadingProps } from './heading.types.ts';

export const headingConfig: ComponentConfig<HeadingProps> = {
  label: 'Heading',
  fields: {
    text: { type: 'text', label: 'Text' },
    level: { type: 'select', label: 'Level', options: fieldOptions(HEADING_LEVEL_OPTIONS) },
    size: responsiveField<string>('Size', { options: fieldOptions(FONT_SIZE_SCALE), fallback: HEADING_DEFAULTS.size }),
    align: responsiveField<string>('Alignment', { options: fieldOptions(TEXT_ALIGN_OPTIONS), control: 'radio', fallback: DEFAULT_TEXT_ALIGN }) as never,
  },
  defaultProps: HEADING_DEFAULTS,
  render: Heading,
};
