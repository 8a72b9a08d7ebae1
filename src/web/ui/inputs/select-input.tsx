import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { FieldShell } from './field-shell.tsx';
import { missingWarning } from './missing-warning.ts';

export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectInputProps extends Omit<ComponentPropsWithRef<'select'>, 'name' | 'children'> {
  label: ReactNode;
  name: string;
  options: readonly SelectOption[];
  /** Adds a first option with an empty value, e.g. "Choose a language", so no choice is made for the user. */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Classes for the wrapper (label, control and messages); `className` styles the select itself. */
  containerClassName?: string;
}

/** Labelled native select (keeps the platform's keyboard and mobile pickers) with hint and error. */
export function SelectInput({
  label,
  name,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectInputProps): ReactNode {
  return (
    <FieldShell
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      className={containerClassName}
      warning={missingWarning('SelectInput', { name, label, options }, ', ')}
    >
      {(control) => (
        <select {...rest} {...control} name={name} required={required} className={cx(CONTROL_CLASSES, 'pr-8', className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {Array.isArray(options) &&
            options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
        </select>
      )}
    </FieldShell>
  );
}
