// Editor only: Puck custom fields built from the pickers, so block configs declare an image or a
// colour list in one line. Puck renders a field's `render` inside its sidebar, where the editor's
// scope (site, query client) is in context.
import type { CustomField } from '@puckeditor/core';
import { MULTI_IMAGE_MAX_FIELD } from '#core/pickers/picker-limits.ts';
import { MultiImageField } from './multi-image-field.tsx';
import { SingleImageField } from './single-image-field.tsx';
import type { GalleryImageItem } from './use-site-images.ts';

/** A url prop picked from the site's images or typed (checked) by hand. */
export function singleImageField(label: string): CustomField<string> {
  return {
    type: 'custom',
    label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <SingleImageField name={name} label={field.label ?? label} value={typeof value === 'string' ? value : ''} onChange={(url) => onChange(url)} readOnly={readOnly} />
    ),
  };
}

/** A list prop of images picked in the multi image gallery (form field: at most 10). */
export function multiImageField<Item extends { url: string }>(options: {
  label: string;
  createItem: (url: string, picked?: GalleryImageItem) => Item;
  editable?: readonly { key: keyof Item & string; label: string }[];
  max?: number;
}): CustomField<Item[]> {
  return {
    type: 'custom',
    label: options.label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <MultiImageField<Item>
        name={name}
        label={field.label ?? options.label}
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        createItem={options.createItem}
        editable={options.editable}
        max={options.max ?? MULTI_IMAGE_MAX_FIELD}
        readOnly={readOnly}
      />
    ),
  };
}
