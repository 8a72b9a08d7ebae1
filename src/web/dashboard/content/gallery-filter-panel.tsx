import type { ReactNode } from 'react';
import type { GalleryFilterField, GalleryFilters } from '#core/content/gallery-filters.ts';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';

/** The icon or colour gallery's filters (spec 2 §2); any change starts the list again at its first page. */
export function GalleryFilterPanel({
  id,
  fields,
  filters,
  onChange,
}: {
  id: string;
  fields: readonly GalleryFilterField[];
  filters: GalleryFilters;
  onChange(name: string, value: string): void;
}): ReactNode {
  return (
    <fieldset id={id} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filters</legend>
      {fields.map((field) => (
        <SelectInput
          key={field.name}
          name={field.name}
          label={field.label}
          options={field.options.map(({ label, value }) => ({ label, value }))}
          value={filters[field.name] ?? ''}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      ))}
    </fieldset>
  );
}
