import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { CONTROL_CLASSES, LABEL_CLASSES } from './control-classes.ts';
import { DevWarning } from './dev-warning.tsx';
import { FieldHelp } from './field-help.tsx';
import { useFieldIds } from './field-ids.ts';
import { RequiredMark } from './required-mark.tsx';

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
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const hasError = error != null && error !== '';
  // The types promise both, but they can still arrive empty from data-driven forms (spec 2 §5).
  const missing = [!name && 'name', (label == null || label === '') && 'label'].filter(Boolean);

  return (
    <div className={cx('flex flex-col gap-1.5', containerClassName)}>
      {missing.length > 0 && <DevWarning>TextInput is missing {missing.join(' and ')}.</DevWarning>}
      <label htmlFor={ids.inputId} className={LABEL_CLASSES}>
        {label}
        {required === true && <RequiredMark />}
      </label>
      <input
        {...rest}
        id={ids.inputId}
        name={name}
        type={type}
        required={required}
        aria-invalid={hasError || undefined}
        aria-describedby={ids.describedBy}
        className={cx(CONTROL_CLASSES, className)}
      />
      <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}
