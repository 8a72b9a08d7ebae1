import { SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { responsiveField } from '#web/block-fields/responsive-field.tsx';
import { fieldOptions } from '../shared/field-options.ts';
import { Spacer } from './spacer.tsx';
import { type SpacerProps } from './spacer.types.ts';

export const spacerConfig: ComponentConfig<SpacerProps> = {
  label: 'Spacer',
  fields: {
    height: responsiveField<string>('Height', { options: fieldOptions(SPACING_SCALE), fallback: SPACER_DEFAULTS.height }),
  },
  defaultProps: SPACER_DEFAULTS,
  render: Spacer,
};
