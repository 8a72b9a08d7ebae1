import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { FieldShell } from './field-shell.tsx';
import { missingWarning } from './missing-warning.ts';

export type TextInputType =
  | 'text'
  | 'email'
  | 'password'
  | 'search'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'datetime-local'
  | 'time'
  | 'month'
  | 'week';

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'> {
  label: ReactNode;
  name: string;
  type?: TextInputType;
  error?: ReactNode;
  hint?: ReactNode;
  /** Classes for the wrapper (label, control and messages); `className` styles the input itself. */
  containerClassName?: string;
}

/** Labelled single-line input whose hint and error are announced with it (aria-describedby). */
export function TextInput({
  label,
  name,
  type = 'text',
  error,
  hint,
  id,
  className,
  containerClassName,
  required,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextInputProps): ReactNode {
  return (
    <FieldShell
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      className={containerClassName}
      warning={missingWarning('TextInput', { name, label }, ' and ')}
    >
      {(control) => <input {...rest} {...control} name={name} type={type} required={required} className={cx(CONTROL_CLASSES, className)} />}
    </FieldShell>
  );
}
