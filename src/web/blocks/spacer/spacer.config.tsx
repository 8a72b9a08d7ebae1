import type { ComponentConfig } from '@puckeditor/core';
import { SPACING_SCALE } from '#core/options/spacing-scale.ts';
import { fieldOptions } from '../shared/field-options.ts';
import { Spacer } from './spacer.tsx';
import { DEFAULT_SPACER_HEIGHT, type SpacerProps } from './spacer.types.ts';

export const spacerConfig: ComponentConfig<SpacerProps> = {
  label: 'Spacer',
  fields: {
    height: { type: 'select', label: 'Height', options: fieldOptions(SPACING_SCALE) },
  },
  defaultProps: { height: DEFAULT_SPACER_HEIGHT },
  render: Spacer,
};
