import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { splitFieldProps, type FieldInputProps } from './field-props.ts';
import { FieldShell } from './field-shell.tsx';

export interface SelectOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectInputProps extends Omit<ComponentPropsWithRef<'select'>, 'name' | 'children'>, FieldInputProps {
  options: readonly SelectOption[];
  /** Adds a first option with an empty value, e.g. "Choose a language", so no choice is made for the user. */
  placeholder?: string;
}

/** Labelled native select (keeps the platform's keyboard and mobile pickers) with hint and error. */
export function SelectInput({ options, placeholder, className, ...props }: SelectInputProps): ReactNode {
  const hasOptions = Array.isArray(options);
  const { shell, control } = splitFieldProps('SelectInput', props, { separator: ', ', missingOptions: !hasOptions });
  return (
    <FieldShell {...shell}>
      {(wiring) => (
        <select {...control} {...wiring} className={cx(CONTROL_CLASSES, 'pr-8', className)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {hasOptions &&
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
