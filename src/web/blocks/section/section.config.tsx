import type { ComponentConfig } from '@puckeditor/core';
import { DEFAULT_MAX_WIDTH, MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { SECTION_BACKGROUND_OPTIONS } from './section-backgrounds.ts';
import { Section } from './section.tsx';
import { DEFAULT_SECTION_PADDING_X, DEFAULT_SECTION_PADDING_Y, type SectionProps } from './section.types.ts';

export const sectionConfig: ComponentConfig<SectionProps> = {
  label: 'Section',
  fields: {
    maxWidth: { type: 'select', label: 'Content max width', options: fieldOptions(MAX_WIDTH_OPTIONS) },
    paddingY: { type: 'select', label: 'Vertical padding', options: fieldOptions(SPACING_SCALE) },
    paddingX: { type: 'select', label: 'Horizontal padding', options: fieldOptions(SPACING_SCALE) },
    background: { type: 'select', label: 'Background (colours that keep text readable)', options: fieldOptions(SECTION_BACKGROUND_OPTIONS) },
    content: { type: 'slot', label: 'Content' },
  },
  defaultProps: {
    maxWidth: DEFAULT_MAX_WIDTH,
    paddingY: DEFAULT_SECTION_PADDING_Y,
    paddingX: DEFAULT_SECTION_PADDING_X,
    background: '',
    content: [],
  },
  render: Section,
};
