// Field bindings (issue #9 part 5): on a dynamic-content template, a block's prop can read a field
// of the record the data area shows. The editor stores them on the block as
// `bindings: { [prop]: fieldName }`; the server applies them when it renders the page with a record,
// before any other preparation (a bound RichText's markdown is rendered and sanitised like any other).
import { FIELD_NAME_PATTERN } from '../forms/form-input.ts';
import type { BlockName } from '../pages/block-names.ts';
import { dataManagePath, dataRecordPath } from '../paths/data-area.ts';

/** How a record's value becomes the prop: plain text, markdown source, an image URL, a link, a number. */
export type BindingKind = 'text' | 'markdown' | 'image' | 'url' | 'number';

export interface BindableProp {
  prop: string;
  label: string;
  kind: BindingKind;
}

/** The block prop that holds a block's bindings. */
export const BINDINGS_PROP = 'bindings';

/** prop name -> the record field it reads. */
export type FieldBindings = Record<string, string>;

/** Which props of which blocks may read a record field. */
export const BINDABLE_PROPS: Partial<Record<BlockName, readonly BindableProp[]>> = {
  Heading: [{ prop: 'text', label: 'Text', kind: 'text' }],
  Text: [{ prop: 'text', label: 'Text', kind: 'text' }],
  RichText: [{ prop: 'markdown', label: 'Markdown', kind: 'markdown' }],
  Image: [
    { prop: 'url', label: 'Image', kind: 'image' },
    { prop: 'alt', label: 'Alternative text', kind: 'text' },
  ],
  Button: [
    { prop: 'label', label: 'Label', kind: 'text' },
    { prop: 'href', label: 'Link', kind: 'url' },
  ],
  TeaserCard: [
    { prop: 'title', label: 'Title', kind: 'text' },
    { prop: 'description', label: 'Description', kind: 'text' },
    { prop: 'image', label: 'Image', kind: 'image' },
    { prop: 'link', label: 'Link', kind: 'url' },
  ],
  Alert: [
    { prop: 'title', label: 'Title', kind: 'text' },
    { prop: 'message', label: 'Message', kind: 'text' },
  ],
  StarRating: [{ prop: 'value', label: 'Rating', kind: 'number' }],
};

/** Fields every record has besides its own: offered by the editor next to the collection's fields. */
export const RECORD_BUILT_IN_FIELDS = [
  { name: '_url', label: 'Link to this record' },
  { name: '_manageUrl', label: 'Link to edit this record' },
  { name: '_id', label: 'Record id' },
  { name: 'created_at', label: 'Created' },
  { name: 'updated_at', label: 'Updated' },
] as const;

const BUILT_IN_NAMES: ReadonlySet<string> = new Set(RECORD_BUILT_IN_FIELDS.map((field) => field.name));

/** The record a data-area page shows: its collection and the record as the data API answers it. */
export interface BoundRecord {
  collection: string;
  record: Record<string, unknown>;
}

/** A field name a binding may name: a form field name or a built-in field. */
export function isBindableFieldName(value: unknown): value is string {
  return typeof value === 'string' && (BUILT_IN_NAMES.has(value) || FIELD_NAME_PATTERN.test(value));
}

/** The usable bindings of a block's props: only its bindable props, only plausible field names. */
export function bindingsOf(type: string, props: Record<string, unknown>): FieldBindings {
  const bindable = BINDABLE_PROPS[type as BlockName];
  const stored = props[BINDINGS_PROP];
  if (!bindable || typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const result: FieldBindings = {};
  for (const { prop } of bindable) {
    const field = (stored as Record<string, unknown>)[prop];
    if (isBindableFieldName(field)) result[prop] = field;
  }
  return result;
}

const NAMED_KEYS = ['label', 'name', 'title', 'value', 'url'] as const;

/** A stored value as text: lists joined with commas, choices by their label, yes/no for checkboxes. */
export function valueAsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueAsText).filter((text) => text !== '').join(', ');
  if (typeof value === 'object') {
    for (const key of NAMED_KEYS) {
      const named = (value as Record<string, unknown>)[key];
      if (typeof named === 'string' || typeof named === 'number') return String(named);
    }
  }
  return '';
}

/** A stored value as one image URL: a string, a file or image object's url, or a list's first. */
export function valueAsImage(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = valueAsImage(item);
      if (url !== '') return url;
    }
    return '';
  }
  if (typeof value === 'object' && value !== null) {
    const { url, src } = value as { url?: unknown; src?: unknown };
    if (typeof url === 'string') return url;
    if (typeof src === 'string') return src;
  }
  return '';
}

function fieldValue(bound: BoundRecord, field: string): unknown {
  const id = bound.record._id;
  if (field === '_url') return typeof id === 'string' ? dataRecordPath(bound.collection, id) : '';
  if (field === '_manageUrl') return typeof id === 'string' ? dataManagePath(bound.collection, id) : '';
  return Object.hasOwn(bound.record, field) ? bound.record[field] : undefined;
}

function convert(value: unknown, kind: BindingKind): string | number {
  switch (kind) {
    case 'image':
      return valueAsImage(value);
    case 'url':
      return typeof value === 'string' ? value : '';
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? number : 0;
    }
    default:
      return valueAsText(value);
  }
}

/**
 * The block's props with every bound prop replaced by the record's value (a missing field gives
 * an empty value, never the editor's placeholder). Without a record the props are unchanged.
 * Never mutates `props`.
 */
export function applyRecordBindings(type: string, props: Record<string, unknown>, bound: BoundRecord | null | undefined): Record<string, unknown> {
  if (!bound) return props;
  const bindings = bindingsOf(type, props);
  const bindable = BINDABLE_PROPS[type as BlockName] ?? [];
  let result = props;
  for (const { prop, kind } of bindable) {
    const field = bindings[prop];
    if (field === undefined) continue;
    if (result === props) result = { ...props };
    result[prop] = convert(fieldValue(bound, field), kind);
  }
  return result;
}

/** What a record is called: its title or name as text, or null (the page keeps the template's title). */
export function recordHeadline(record: Record<string, unknown>): string | null {
  for (const field of ['title', 'name']) {
    const text = valueAsText(record[field]).trim();
    if (text !== '') return text;
  }
  return null;
}
