import type { Option } from './option.ts';

export const FORM_PURPOSE_OPTIONS = [
  { label: 'Default', value: 'default' },
  { label: 'Contact', value: 'contact' },
  { label: 'Product', value: 'product' },
  { label: 'Blog', value: 'blog' },
  { label: 'Article', value: 'article' },
  { label: 'Service', value: 'service' },
  { label: 'Event', value: 'event' },
  { label: 'Job application', value: 'job_application' },
] as const satisfies readonly Option[];
export type FormPurpose = (typeof FORM_PURPOSE_OPTIONS)[number]['value'];
export const DEFAULT_FORM_PURPOSE: FormPurpose = 'default';
