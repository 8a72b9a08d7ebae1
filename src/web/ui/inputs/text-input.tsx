import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { CONTROL_CLASSES } from './control-classes.ts';
import { splitFieldProps, type FieldInputProps } from './field-props.ts';
import { FieldShell } from './field-shell.tsx';

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

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'name'>, FieldInputProps {
  type?: TextInputType;
}

/** Labelled single-line input whose hint and error are announced with it (aria-describedby). */
export function TextInput({ type = 'text', className, ...props }: TextInputProps): ReactNode {
  const { shell, control } = splitFieldProps('TextInput', props);
  return <FieldShell {...shell}>{(wiring) => <input {...control} {...wiring} type={type} className={cx(CONTROL_CLASSES, className)} />}</FieldShell>;
}
