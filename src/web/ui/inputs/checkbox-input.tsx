import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { FieldShell } from './field-shell.tsx';
import { missingWarning } from './missing-warning.ts';

export interface CheckboxInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'> {
  label: ReactNode;
  name: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Classes for the wrapper (box, label and messages); `className` styles the checkbox itself. */
  containerClassName?: string;
}

/** Checkbox with its label beside it (clicking the text toggles it) and hint and error below. */
export function CheckboxInput({
  label,
  name,
  error,
  hint,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxInputProps): ReactNode {
  return (
    <FieldShell
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      layout="inline"
      className={containerClassName}
      warning={missingWarning('CheckboxInput', { name, label }, ' and ')}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          name={name}
          type="checkbox"
          required={required}
          className={cx(
            // The margin centres the 16 px box on the first 20 px line of a label that may wrap.
            'mt-0.5 size-4 shrink-0 rounded border-border accent-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
        />
      )}
    </FieldShell>
  );
}
