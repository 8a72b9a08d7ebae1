import { SPACER_DEFAULTS } from '#core/blocks/layout-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { Spacer } from './spacer.tsx';
import { type SpacerProps } from './spacer.types.ts';

export const spacerConfig: ComponentConfig<SpacerProps> = {
  label: 'Spacer',
  fields: {
    height: { type: 'select', label: 'Height', options: fieldOptions(SPACING_SCALE) },
  },
  defaultProps: SPACER_DEFAULTS,
  render: Spacer,
};
