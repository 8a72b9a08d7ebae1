import type { ReactNode } from 'react';
import type { FieldShellProps } from './field-shell.tsx';

/** What every shelled input takes besides its control's own attributes. */
export interface FieldInputProps {
  label: ReactNode;
  name: string;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  /** Classes for the wrapper (label, control and messages); `className` styles the control itself. */
  containerClassName?: string;
}

/**
 * Splits an input's props into the shell's (label, hint, error, ids, wrapper classes) and the
 * control's (everything else, with `name` and `required` kept on the control). The development
 * warning says which props arrived empty: the types promise them, but data-driven forms
 * (spec 2 §5) can still hand over an empty name, label or option list.
 */
export function splitFieldProps<P extends FieldInputProps>(
  component: string,
  { label, error, hint, id, containerClassName, 'aria-describedby': describedBy, ...control }: P,
  { separator = ' and ', missingOptions = false }: { separator?: string; missingOptions?: boolean } = {},
): { shell: Omit<FieldShellProps, 'children'>; control: Omit<P, 'label' | 'error' | 'hint' | 'id' | 'containerClassName' | 'aria-describedby'> } {
  const missing = [!control.name && 'name', (label == null || label === '') && 'label', missingOptions && 'options'].filter(Boolean);
  const warning = missing.length > 0 ? `${component} is missing ${missing.join(separator)}.` : undefined;
  return { shell: { label, error, hint, id, required: control.required, describedBy, className: containerClassName, warning }, control };
}
