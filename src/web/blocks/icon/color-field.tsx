// Editor only: a colour control for Puck custom fields (Icon, StarRating). Puck has no colour field.
import { useId, type ReactElement } from 'react';
import { safeCssColor } from './safe-css-color.ts';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** Shown when the value is empty, e.g. "Theme colour". */
  emptyLabel?: string;
  /** Offered by the Reset button; without it, Reset empties the value. */
  defaultValue?: string;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

export function ColorField({ label, value, onChange, readOnly = false, emptyLabel = 'Theme colour', defaultValue = '' }: ColorFieldProps): ReactElement {
  const hintId = useId();
  // See icon-picker.tsx: Puck can render a field twice with the same id, so the label uses its own.
  const inputId = useId();
  const text = typeof value === 'string' ? value : '';
  const invalid = text.trim() !== '' && safeCssColor(text) === undefined;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={HEX6.test(text) ? text : '#000000'}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-10 shrink-0 cursor-pointer rounded border border-border bg-surface p-0.5"
        />
        <input
          id={inputId}
          type="text"
          value={text}
          placeholder={emptyLabel}
          readOnly={readOnly}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-border bg-surface px-2 py-1.5 aria-invalid:border-danger"
        />
        {text !== defaultValue && !readOnly && (
          <button
            type="button"
            onClick={() => onChange(defaultValue)}
            className="shrink-0 rounded-md border border-border px-2 py-1.5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            Reset
          </button>
        )}
      </div>
      <p id={hintId} className={invalid ? 'text-xs text-danger' : 'text-xs text-fg-muted'}>
        {invalid ? 'Not a colour: use a hex value such as #1d4ed8, or rgb(…).' : 'Hex, rgb(…), hsl(…) or a colour name.'}
      </p>
    </div>
  );
}
