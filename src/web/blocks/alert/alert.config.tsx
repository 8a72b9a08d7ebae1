import { ALERT_DEFAULTS } from '#core/blocks/text-defaults.ts';
import type { ComponentConfig } from '@puckeditor/core';
import { YES_NO_OPTIONS, fieldOptions } from '../shared/field-options.ts';
import { Alert } from './alert.tsx';
import { ALERT_VARIANT_OPTIONS, type AlertProps } from './alert.types.ts';

export const alertConfig: ComponentConfig<AlertProps> = {
  label: 'Alert',
  fields: {
    variant: { type: 'radio', label: 'Kind', options: fieldOptions(ALERT_VARIANT_OPTIONS) },
    title: { type: 'text', label: 'Title' },
    message: { type: 'textarea', label: 'Message' },
    dismissible: { type: 'radio', label: 'Can be dismissed', options: YES_NO_OPTIONS },
  },
  defaultProps: ALERT_DEFAULTS,
  render: Alert,
};
