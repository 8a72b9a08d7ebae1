import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { splitFieldProps, type FieldInputProps } from './field-props.ts';
import { FieldShell } from './field-shell.tsx';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'name'>, FieldInputProps {}

/** Labelled multi-line input whose hint and error are announced with it (aria-describedby). */
export function TextArea({ className, ...props }: TextAreaProps): ReactNode {
  const { shell, control } = splitFieldProps('TextArea', props);
  return <FieldShell {...shell}>{(wiring) => <textarea {...control} {...wiring} className={cx(CONTROL_CLASSES, className)} />}</FieldShell>;
}
