import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES, LABEL_CLASSES } from './control-classes.ts';
import { DevWarning } from './dev-warning.tsx';
import { FieldHelp } from './field-help.tsx';
import { useFieldIds } from './field-ids.ts';
import { RequiredMark } from './required-mark.tsx';

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
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const hasError = error != null && error !== '';
  // The types promise all three, but they can still arrive empty from data-driven forms (spec 2 §5).
  const hasOptions = Array.isArray(options);
  const missing = [!name && 'name', (label == null || label === '') && 'label', !hasOptions && 'options'].filter(Boolean);

  return (
    <div className={cx('flex flex-col gap-1.5', containerClassName)}>
      {missing.length > 0 && <DevWarning>SelectInput is missing {missing.join(', ')}.</DevWarning>}
      <label htmlFor={ids.inputId} className={LABEL_CLASSES}>
        {label}
        {required === true && <RequiredMark />}
      </label>
      <select
        {...rest}
        id={ids.inputId}
        name={name}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
        className={cx(CONTROL_CLASSES, 'pr-8', className)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {hasOptions &&
          options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
      </select>
      <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}
