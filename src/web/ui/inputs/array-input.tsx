// A list of items whose fields the form defines (spec 2 §5 "Array input"): 0 to 10 items by
// default, removable only above the minimum, no second fully empty item, unique fields without
// repeats, numbers stored as numbers. Usable as a Puck custom field and by the form block.
import type { CustomField } from '@puckeditor/core';
import { useId, useState, type ReactElement } from 'react';
import {
  arrayFieldProblems,
  arrayItemsError,
  canAddArrayItem,
  canRemoveArrayItem,
  coerceArrayFieldValue,
  emptyArrayItem,
  isArrayItemEmpty,
  normaliseArrayItems,
  type ArrayInputField,
  type ArrayInputItem,
  type ArrayInputLimits,
} from '#core/rules/array-input-rules.ts';
import { MULTIPLE_EMPTY_ITEMS } from '#core/pickers/messages.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';

export interface ArrayInputProps extends ArrayInputLimits {
  name: string;
  label: string;
  fields: readonly ArrayInputField[];
  value: unknown;
  onChange: (items: ArrayInputItem[]) => void;
  /** What one item is called in buttons ('Add link'); default 'item'. */
  itemLabel?: string;
  readOnly?: boolean;
}

const buttonClass =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';
const controlClass = 'rounded-md border border-border bg-surface px-2 py-1.5';

export function ArrayInput({ name, label, fields, value, onChange, min, max, itemLabel = 'item', readOnly = false }: ArrayInputProps): ReactElement {
  const limits = { min, max };
  const items = normaliseArrayItems(value, fields, limits);
  // Shown after an Add that was refused; the list's own problems show from its current state.
  const [addRefused, setAddRefused] = useState(false);
  const baseId = useId();
  const problem = addRefused ? MULTIPLE_EMPTY_ITEMS : arrayItemsError(items, fields);
  const wiring = [...(!name ? ['no name'] : []), ...(!label ? ['no label'] : []), ...(fields.length === 0 ? ['no fields'] : []), ...arrayFieldProblems(fields)];

  const update = (next: ArrayInputItem[]): void => {
    setAddRefused(false);
    onChange(next);
  };

  const add = (): void => {
    // One empty item is a row waiting to be filled; a second one is refused (spec 2 §5).
    if (items.some((item) => isArrayItemEmpty(item, fields))) {
      setAddRefused(true);
      return;
    }
    update([...items, emptyArrayItem(fields)]);
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 text-sm" aria-describedby={`${baseId}-problem`}>
      <legend className="font-medium">{label || name}</legend>
      {wiring.length > 0 ? <DevWarning>ArrayInput {name || '(unnamed)'}: {wiring.join('; ')}.</DevWarning> : null}
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={index} className="flex flex-col gap-1.5 rounded-md border border-border p-2">
            <span className="text-xs text-fg-muted">
              {itemLabel.charAt(0).toUpperCase() + itemLabel.slice(1)} {index + 1}
            </span>
            {fields.map((field) => {
              const id = `${baseId}-${index}-${field.name}`;
              const raw = item[field.name];
              const text = raw === null || raw === undefined ? '' : String(raw);
              const set = (next: string): void => update(items.map((entry, position) => (position === index ? { ...entry, [field.name]: coerceArrayFieldValue(field, next) } : entry)));
              return (
                <div key={field.name} className="flex flex-col gap-0.5">
                  <label htmlFor={id} className="text-xs font-medium">
                    {field.label || field.name}
                    {field.unique ? <span className="text-fg-muted"> (unique)</span> : null}
                  </label>
                  {field.type === 'textarea' ? (
                    <textarea id={id} value={text} readOnly={readOnly} placeholder={field.placeholder} onChange={(event) => set(event.target.value)} className={controlClass} />
                  ) : field.type === 'select' ? (
                    <select id={id} value={text} disabled={readOnly} onChange={(event) => set(event.target.value)} className={controlClass}>
                      <option value="">Choose…</option>
                      {(field.options ?? []).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      type={field.type}
                      value={text}
                      readOnly={readOnly}
                      placeholder={field.placeholder}
                      onChange={(event) => set(event.target.value)}
                      className={controlClass}
                    />
                  )}
                </div>
              );
            })}
            {readOnly ? null : (
              <button
                type="button"
                className={`${buttonClass} self-start text-xs`}
                disabled={!canRemoveArrayItem(items.length, limits)}
                aria-label={`Remove ${itemLabel} ${index + 1}`}
                onClick={() => update(items.filter((_, position) => position !== index))}
              >
                Remove
              </button>
            )}
          </li>
        ))}
      </ol>
      <p id={`${baseId}-problem`} role="alert" className="text-xs text-danger">
        {problem}
      </p>
      {readOnly ? null : (
        <button type="button" className={`${buttonClass} self-start`} disabled={!canAddArrayItem(items.length, limits)} onClick={add}>
          Add {itemLabel}
        </button>
      )}
    </fieldset>
  );
}

/** The array input as a Puck custom field: `arrayInputField('Links', fields, { max: 8 })`. */
export function arrayInputField(label: string, fields: readonly ArrayInputField[], options: ArrayInputLimits & { itemLabel?: string } = {}): CustomField<ArrayInputItem[]> {
  return {
    type: 'custom',
    label,
    render: ({ field, name, value, onChange, readOnly }) => (
      <ArrayInput name={name} label={field.label ?? label} fields={fields} value={value} onChange={onChange} readOnly={readOnly} {...options} />
    ),
  };
}
