import type { Option } from '#core/options/option.ts';

// Logical start/end rather than left/right, so alignment mirrors on right-to-left sites.
export const TEXT_ALIGN_OPTIONS = [
  { label: 'Start', value: 'start' },
  { label: 'Center', value: 'center' },
  { label: 'End', value: 'end' },
  { label: 'Justify', value: 'justify' },
] as const satisfies readonly Option[];
export type TextAlign = (typeof TEXT_ALIGN_OPTIONS)[number]['value'];
export const DEFAULT_TEXT_ALIGN: TextAlign = 'start';

export const TEXT_ALIGN_CLASSES: Readonly<Record<TextAlign, string>> = {
  start: 'text-start',
  center: 'text-center',
  end: 'text-end',
  justify: 'text-justify',
};

export function textAlignClass(value: unknown): string {
  return TEXT_ALIGN_CLASSES[value as TextAlign] ?? TEXT_ALIGN_CLASSES[DEFAULT_TEXT_ALIGN];
}

/** Where a box (a button, an image) sits in its row. */
export const BOX_ALIGN_OPTIONS = [
  { label: 'Start', value: 'start' },
  { label: 'Center', value: 'center' },
  { label: 'End', value: 'end' },
] as const satisfies readonly Option[];
export type BoxAlign = (typeof BOX_ALIGN_OPTIONS)[number]['value'];
export const DEFAULT_BOX_ALIGN: BoxAlign = 'start';

const BOX_ALIGN_CLASSES: Readonly<Record<BoxAlign, string>> = {
  start: 'justify-start',
  center: 'justify-center',
  end: 'justify-end',
};

/** Flex justification for a row holding one box. */
export function boxAlignClass(value: unknown): string {
  return BOX_ALIGN_CLASSES[value as BoxAlign] ?? BOX_ALIGN_CLASSES[DEFAULT_BOX_ALIGN];
}
