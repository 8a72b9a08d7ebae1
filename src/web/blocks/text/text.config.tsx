import { TEXT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { FONT_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { responsiveField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { DEFAULT_TEXT_ALIGN, TEXT_ALIGN_OPTIONS } from '../shared/text-align.ts';
import { Text } from './text.tsx';
import { type TextProps } from './text.types.ts';

export const textConfig: ComponentConfig<TextProps> = {
  label: 'Text',
  fields: {
    text: { type: 'textarea', label: 'Text' },
    size: responsiveField<string>('Size', { options: fieldOptions(FONT_SIZE_SCALE), fallback: TEXT_DEFAULTS.size }),
    align: responsiveField<string>('Alignment', { options: fieldOptions(TEXT_ALIGN_OPTIONS), control: 'radio', fallback: DEFAULT_TEXT_ALIGN }) as never,
    textDisplayLength: { type: 'number', label: 'Words shown (0 = all)', min: 0, step: 1 },
  },
  defaultProps: TEXT_DEFAULTS,
  render: Text,
};
