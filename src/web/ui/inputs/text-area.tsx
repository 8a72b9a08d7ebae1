import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { FieldShell } from './field-shell.tsx';
import { missingWarning } from './missing-warning.ts';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'name'> {
  label: ReactNode;
  name: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Classes for the wrapper (label, control and messages); `className` styles the textarea itself. */
  containerClassName?: string;
}

/** Labelled multi-line input whose hint and error are announced with it (aria-describedby). */
export function TextArea({
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
}: TextAreaProps): ReactNode {
  return (
    <FieldShell
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      describedBy={ariaDescribedBy}
      className={containerClassName}
      warning={missingWarning('TextArea', { name, label }, ' and ')}
    >
      {(control) => <textarea {...rest} {...control} name={name} required={required} className={cx(CONTROL_CLASSES, className)} />}
    </FieldShell>
  );
}
