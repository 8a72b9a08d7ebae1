import type { ReactElement } from 'react';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';

/** One of the product list's filter selects: label and control styled from the block's theme. */
export function FilterSelect({
  label,
  id,
  labelClassName,
  className,
  options,
  value,
  onChange,
}: {
  label: string;
  id: string;
  labelClassName: string;
  className: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}): ReactElement {
  return (
    <FieldShell label={label} id={id} labelClassName={labelClassName} tight>
      {(wiring) => (
        <select {...wiring} value={value} onChange={(event) => onChange(event.target.value)} className={className}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
