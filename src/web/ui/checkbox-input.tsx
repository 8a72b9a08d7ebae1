import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { DevWarning } from './dev-warning.tsx';
import { FieldHelp } from './field-help.tsx';
import { useFieldIds } from './field-ids.ts';
import { RequiredMark } from './required-mark.tsx';

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
  const ids = useFieldIds({ id, hint, error, describedBy: ariaDescribedBy });
  const hasError = error != null && error !== '';
  // The types promise both, but they can still arrive empty from data-driven forms (spec 2 §5).
  const missing = [!name && 'name', (label == null || label === '') && 'label'].filter(Boolean);

  return (
    <div className={cx('flex flex-col gap-1.5', containerClassName)}>
      {missing.length > 0 && <DevWarning>CheckboxInput is missing {missing.join(' and ')}.</DevWarning>}
      <div className="flex items-start gap-2">
        <input
          {...rest}
          id={ids.inputId}
          name={name}
          type="checkbox"
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={ids.describedBy}
          className={cx(
            // The margin centres the 16 px box on the first 20 px line of a label that may wrap.
            'mt-0.5 size-4 shrink-0 rounded border-border accent-primary',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
        />
        <label htmlFor={ids.inputId} className="text-sm leading-5 text-fg">
          {label}
          {required === true && <RequiredMark />}
        </label>
      </div>
      <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}
