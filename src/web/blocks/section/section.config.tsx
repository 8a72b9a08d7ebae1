import { SECTION_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { DEFAULT_MAX_WIDTH, MAX_WIDTH_OPTIONS } from '#core/options/max-widths.ts';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { MultiColorField } from '#web/block-fields/multi-color-field.tsx';
import { responsiveField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { SECTION_BACKGROUND_OPTIONS } from './section-backgrounds.ts';
import { SECTION_GRADIENT_MAX_COLORS, SECTION_GRADIENT_MIN_COLORS } from './section-gradient.ts';
import { Section } from './section.tsx';
import { type SectionProps } from './section.types.ts';

export const sectionConfig: ComponentConfig<SectionProps> = {
  label: 'Section',
  fields: {
    maxWidth: responsiveField<string>('Content max width', { options: fieldOptions(MAX_WIDTH_OPTIONS), fallback: DEFAULT_MAX_WIDTH }) as never,
    paddingY: responsiveField<string>('Vertical padding', { options: fieldOptions(SPACING_SCALE), fallback: SECTION_DEFAULTS.paddingY }),
    paddingX: responsiveField<string>('Horizontal padding', { options: fieldOptions(SPACING_SCALE), fallback: SECTION_DEFAULTS.paddingX }),
    background: { type: 'select', label: 'Background (colours that keep text readable)', options: fieldOptions(SECTION_BACKGROUND_OPTIONS) },
    backgroundGradient: {
      type: 'custom',
      label: 'Background gradient',
      render: ({ field, name, value, onChange, readOnly }) => (
        <MultiColorField
          name={name}
          label={field.label ?? 'Background gradient'}
          value={value}
          onChange={onChange}
          max={SECTION_GRADIENT_MAX_COLORS}
          min={SECTION_GRADIENT_MIN_COLORS}
          // Confirming none is refused; Remove beside each colour clears the gradient.
          allowEmpty={false}
          readOnly={readOnly}
          help={`${SECTION_GRADIENT_MIN_COLORS} to ${SECTION_GRADIENT_MAX_COLORS} colours, all light or all dark so text stays readable; replaces the background colour.`}
        />
      ),
    },
    content: { type: 'slot', label: 'Content' },
  },
  defaultProps: SECTION_DEFAULTS,
  render: Section,
};
