import type { Option } from './option.ts';

/** CSS object-fit values. */
export const IMAGE_FIT_OPTIONS = [
  { label: 'Cover', value: 'cover' },
  { label: 'Contain', value: 'contain' },
  { label: 'Fill', value: 'fill' },
  { label: 'None', value: 'none' },
  { label: 'Scale down', value: 'scale-down' },
] as const satisfies readonly Option[];
export type ImageFit = (typeof IMAGE_FIT_OPTIONS)[number]['value'];
export const DEFAULT_IMAGE_FIT: ImageFit = 'cover';

export const IMAGE_LOADING_OPTIONS = [
  { label: 'Lazy', value: 'lazy' },
  { label: 'Eager', value: 'eager' },
] as const satisfies readonly Option[];
export type ImageLoading = (typeof IMAGE_LOADING_OPTIONS)[number]['value'];
export const DEFAULT_IMAGE_LOADING: ImageLoading = 'lazy';

export const IMAGE_PLACEHOLDER_OPTIONS = [
  { label: 'Empty', value: 'empty' },
  { label: 'Blur', value: 'blur' },
] as const satisfies readonly Option[];
export type ImagePlaceholder = (typeof IMAGE_PLACEHOLDER_OPTIONS)[number]['value'];
export const DEFAULT_IMAGE_PLACEHOLDER: ImagePlaceholder = 'empty';
