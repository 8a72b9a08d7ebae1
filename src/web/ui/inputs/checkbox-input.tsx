import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { splitFieldProps, type FieldInputProps } from './field-props.ts';
import { FieldShell } from './field-shell.tsx';

export interface CheckboxInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'>, FieldInputProps {}

/** Checkbox with its label beside it (clicking the text toggles it) and hint and error below. */
export function CheckboxInput({ className, ...props }: CheckboxInputProps): ReactNode {
  const { shell, control } = splitFieldProps('CheckboxInput', props);
  return (
    <FieldShell {...shell} layout="inline">
      {(wiring) => (
        <input
          {...control}
          {...wiring}
          type="checkbox"
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
