import type { Option } from './option.ts';

export const FIELD_TYPES = [
  'array',
  'checkbox',
  'color',
  'colors',
  'date',
  'datetime-local',
  'email',
  'file',
  'files',
  'number',
  'password',
  'radio',
  'select',
  'text',
  'textarea',
  'textEditor',
  'time',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  array: 'List of items',
  checkbox: 'Checkbox',
  color: 'Color',
  colors: 'Colors',
  date: 'Date',
  'datetime-local': 'Date and time',
  email: 'Email',
  file: 'File',
  files: 'Files',
  number: 'Number',
  password: 'Password',
  radio: 'Radio buttons',
  select: 'Select',
  text: 'Text',
  textarea: 'Text area',
  textEditor: 'Rich text editor',
  time: 'Time',
};

export const FIELD_TYPE_OPTIONS: readonly Option<FieldType>[] = FIELD_TYPES.map((value) => ({
  label: FIELD_TYPE_LABELS[value],
  value,
}));
