import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  /** For a control that is named by aria-labelledby rather than the label's htmlFor (a rich editor). */
  labelId: string;
  hintId: string;
  errorId: string;
  /** Undefined when nothing describes the field, so no empty attribute is rendered. */
  describedBy: string | undefined;
}

function isShown(node: ReactNode): boolean {
  return node != null && node !== '' && node !== false;
}

/** Ids tying a control to its label, hint and error; a caller's own id and aria-describedby are kept. */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [describedBy, isShown(hint) ? hintId : undefined, isShown(error) ? errorId : undefined].filter(
    (value): value is string => value !== undefined && value !== '',
  );
  return { inputId, labelId: `${inputId}-label`, hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}
