// The visitor's `colors` input (spec 1 §3, 3 §9): up to COLORS_INPUT_MAX colours, each a
// { hex, value, label } item as the colors rule checks it. Native colour pickers, so it works with
// the keyboard and costs no library.
import type { ReactElement } from 'react';
import { COLORS_INPUT_MAX } from '#core/forms/form-input.ts';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { cx } from '#web/ui/class-names.ts';
import { FORM_LABELS } from './form.types.ts';

export interface ColorItem {
  hex: string;
  value: string;
  label: string;
}

export function colorItems(value: unknown): ColorItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Partial<ColorItem> => typeof item === 'object' && item !== null)
    .map((item) => ({ hex: String(item.hex ?? '#000000'), value: String(item.value ?? item.hex ?? ''), label: String(item.label ?? '') }))
    .slice(0, COLORS_INPUT_MAX);
}

const BUTTON = 'rounded-md border border-border bg-surface px-3 py-1.5 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

export function FormColorsInput({ id, value, onChange, describedBy, invalid }: { id: string; value: unknown; onChange: (items: ColorItem[]) => void; describedBy?: string; invalid: boolean }): ReactElement {
  const items = colorItems(value);
  const set = (index: number, patch: Partial<ColorItem>): void =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...patch, ...(patch.hex ? { value: patch.hex } : {}) } : item)));
  return (
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid stays on each radio until the one field shell (issue 22 item 4) puts it on the group; dom tests read it there
    <div id={id} className="flex flex-col gap-2" aria-describedby={describedBy} aria-invalid={invalid || undefined} role="group">
      {items.map((item, index) => (
        <div key={index} className="flex items-center gap-2">
          <input type="color" aria-label={FORM_LABELS.colorValue(index + 1)} value={item.hex} onChange={(event) => set(index, { hex: event.target.value })} className="h-9 w-12 rounded border border-border" />
          <input
            type="text"
            aria-label={FORM_LABELS.colorName(index + 1)}
            value={item.label}
            onChange={(event) => set(index, { label: event.target.value })}
            className={cx(CONTROL_CLASSES, 'flex-1')}
          />
          <button type="button" className={BUTTON} aria-label={FORM_LABELS.removeColor(index + 1)} onClick={() => onChange(items.filter((_, at) => at !== index))}>
            ×
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={BUTTON} disabled={items.length >= COLORS_INPUT_MAX} onClick={() => onChange([...items, { hex: '#000000', value: '#000000', label: '' }])}>
          {FORM_LABELS.addColor}
        </button>
      </div>
    </div>
  );
}
