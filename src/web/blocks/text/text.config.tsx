import { TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { FONT_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { TEXT_ALIGN_OPTIONS } from '../shared/text-align.ts';
import { Text } from './text.tsx';
import { type TextProps } from './text.types.ts';

export const textConfig: ComponentConfig<TextProps> = {
  label: 'Text',
  fields: {
    text: { type: 'textarea', label: 'Text' },
    size: { type: 'select', label: 'Size', options: fieldOptions(FONT_SIZE_SCALE) },
    align: { type: 'radio', label: 'Alignment', options: fieldOptions(TEXT_ALIGN_OPTIONS) },
    textDisplayLength: { type: 'number', label: 'Words shown (0 = all)', min: 0, step: 1 },
  },
  defaultProps: TEXT_DEFAULTS,
  render: Text,
};
