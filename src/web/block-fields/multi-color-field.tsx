// Editor only: a list of colours as a form field (max 10 by default, spec 2 §9): the chosen
// swatches in order, each removable, and 'Select Multiple Colors' to pick them in the gallery.
import { useState, type ReactElement } from 'react';
import { SELECT_MULTIPLE_COLORS } from '#core/pickers/messages.ts';
import { COLOR_MAX_FIELD } from '#core/pickers/picker-limits.ts';
import { moveItem, removeAt } from '#core/pickers/selection.ts';
import { HEX_COLOR } from '#core/rules/format-rules.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';
import { MultiColorGallery, type PickedColor } from './multi-color-gallery.tsx';

export interface MultiColorFieldProps {
  name: string;
  label: string;
  value: readonly PickedColor[] | undefined;
  onChange: (colors: PickedColor[]) => void;
  max?: number;
  /** The fewest colours the gallery confirms (none stays allowEmpty's call). */
  min?: number;
  /** Confirming an empty selection clears the field. */
  allowEmpty?: boolean;
  readOnly?: boolean;
  help?: string;
}

const smallButtonClass =
  'rounded border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-40';

export function MultiColorField({ name, label, value, onChange, max = COLOR_MAX_FIELD, min = 1, allowEmpty = true, readOnly = false, help }: MultiColorFieldProps): ReactElement {
  const colors = Array.isArray(value) ? value.filter((color) => typeof color?.hex === 'string') : [];
  const [open, setOpen] = useState(false);
  const missing = [!name && 'name', !label && 'label'].filter(Boolean);
  return (
    <div className="flex flex-col gap-2 text-sm" role="group" aria-label={label || name}>
      {missing.length > 0 ? <DevWarning>MultiColorField is missing {missing.join(' and ')}.</DevWarning> : null}
      <div className="font-medium">{label || name}</div>
      {help ? <p className="text-xs text-fg-muted">{help}</p> : null}
      {colors.length > 0 ? (
        <ol className="flex flex-col gap-1" aria-label={`${label || name}: chosen colours`}>
          {colors.map((color, index) => (
            <li key={`${color.value}-${index}`} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-6 shrink-0 rounded border border-border" style={{ backgroundColor: HEX_COLOR.test(color.hex) ? color.hex : undefined }} />
              <span className="min-w-0 flex-1 truncate">
                {color.label} <span className="font-mono text-xs text-fg-muted">{color.hex}</span>
              </span>
              {readOnly ? null : (
                <>
                  <button type="button" className={smallButtonClass} disabled={index === 0} aria-label={`Move ${color.label} up`} onClick={() => onChange(moveItem(colors, index, index - 1))}>
                    ↑
                  </button>
                  <button type="button" className={smallButtonClass} aria-label={`Remove ${color.label}`} onClick={() => onChange(removeAt(colors, index))}>
                    Remove
                  </button>
                </>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-xs text-fg-muted">No colours chosen.</p>
      )}
      {readOnly ? null : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="self-start rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {SELECT_MULTIPLE_COLORS}
        </button>
      )}
      <MultiColorGallery
        open={open}
        onClose={() => setOpen(false)}
        initial={colors}
        max={max}
        min={min}
        allowEmpty={allowEmpty}
        onConfirm={(picked) => {
          onChange(picked);
          setOpen(false);
        }}
      />
    </div>
  );
}
