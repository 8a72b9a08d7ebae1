import { BUTTON_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { LINK_TARGET_OPTIONS } from '#core/options/link-targets.ts';
import { YES_NO_OPTIONS, fieldOptions } from '../shared/field-options.ts';
import { BOX_ALIGN_OPTIONS } from '../shared/text-align.ts';
import { Button } from './button.tsx';
import { BUTTON_SIZE_OPTIONS, BUTTON_VARIANT_OPTIONS, type ButtonProps } from './button.types.ts';

export const buttonConfig: ComponentConfig<ButtonProps> = {
  label: 'Button / Call to action',
  fields: {
    label: { type: 'text', label: 'Label' },
    href: { type: 'text', label: 'Link (empty: plain text)', placeholder: '/contact or https://…' },
    target: { type: 'select', label: 'Open in', options: fieldOptions(LINK_TARGET_OPTIONS) },
    variant: { type: 'select', label: 'Style', options: fieldOptions(BUTTON_VARIANT_OPTIONS) },
    size: { type: 'radio', label: 'Size', options: fieldOptions(BUTTON_SIZE_OPTIONS) },
    align: { type: 'radio', label: 'Alignment', options: fieldOptions(BOX_ALIGN_OPTIONS) },
    modal: {
      type: 'object',
      label: 'Dialog instead of a link',
      objectFields: {
        enabled: { type: 'radio', label: 'Open a dialog', options: YES_NO_OPTIONS },
        title: { type: 'text', label: 'Dialog title' },
        text: { type: 'textarea', label: 'Dialog text' },
      },
    },
  },
  defaultProps: BUTTON_DEFAULTS,
  render: Button,
};
