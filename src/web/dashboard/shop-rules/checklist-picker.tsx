import { useId, useState, type ReactNode } from 'react';
import { SHOP_RULES_COMMON as C } from '#core/shop-rules/screen-messages.ts';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';

export interface PickerOption {
  value: string;
  label: string;
}

export interface ChecklistPickerProps {
  /** The group's name (its legend). */
  label: string;
  hint?: string;
  error?: string;
  /** Every option when `onSearch` is not given (filtered here by the search); else the server's matches. */
  options: readonly PickerOption[];
  value: readonly string[];
  onChange(next: string[]): void;
  searchLabel: string;
  /** The search as typed, for a picker whose options the server finds (the site's products). */
  onSearch?(text: string): void;
  /** Labels of chosen values that the current options may not hold. */
  labelOf?(value: string): string;
  chosenText(count: number): string;
  /** Under the search while the options load or failed. */
  status?: ReactNode;
  disabled?: boolean;
}

/**
 * Many values chosen from a long list by keyboard (countries, products): type to narrow the list,
 * Tab into it and tick with Space; the chosen ones stay listed above as buttons that remove them.
 */
export function ChecklistPicker({ label, hint, error, options, value, onChange, searchLabel, onSearch, labelOf, chosenText, status, disabled }: ChecklistPickerProps): ReactNode {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const countId = useId();
  const chosen = new Set(value);
  const needle = search.trim().toLowerCase();
  const shown = onSearch || needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle);
  const nameOf = (code: string) => options.find((option) => option.value === code)?.label ?? labelOf?.(code) ?? code;
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((v) => v !== code) : [...value, code]);
  return (
    <FieldShell label={label} hint={hint} error={error} layout="group">
      {(control) => (
        <div className="flex min-w-0 flex-col gap-2">
          <p id={countId} className="text-sm text-fg-muted" aria-live="polite">
            {chosenText(value.length)}
          </p>
          {value.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={label}>
              {value.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => toggle(code)}
                    aria-label={C.remove(nameOf(code))}
                    className="rounded-full border border-border bg-surface-muted px-2.5 py-0.5 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {nameOf(code)} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder={searchLabel}
            value={search}
            disabled={disabled}
            aria-invalid={control['aria-invalid']}
            aria-describedby={[countId, control['aria-describedby']].filter(Boolean).join(' ')}
            onChange={(event) => {
              setSearch(event.target.value);
              onSearch?.(event.target.value);
            }}
            // Enter in the search ticks the only match rather than submitting the dialog's form.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (shown.length === 1) toggle(shown[0]!.value);
            }}
            className={CONTROL_CLASSES}
          />
          {status}
          <div className="max-h-48 overflow-y-auto rounded-md border border-border p-2">
            {shown.length === 0 ? (
              <p className="text-sm text-fg-muted">{C.noMatch}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {shown.map((option) => (
                  <li key={option.value}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen.has(option.value)}
                        disabled={disabled}
                        onChange={() => toggle(option.value)}
                        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      />
                      <span className="min-w-0 break-words">{option.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
