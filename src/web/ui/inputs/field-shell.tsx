import type { ReactNode } from 'react';
import { cx } from '../class-names.ts';
import { DevWarning } from '../dev-warning.tsx';
import { LABEL_CLASSES } from './control-classes.ts';
import { FieldHelp } from './field-help.tsx';
import { useFieldIds, type FieldIds } from './field-ids.ts';
import { RequiredMark } from './required-mark.tsx';

/** What the control inside a shell spreads onto itself so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  /** The control's id when the caller chooses it; a generated one otherwise. */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows the mark; the control's own `required` attribute is what assistive tech announces. */
  required?: boolean;
  /** Ids of further descriptions the caller renders, kept before the hint and error. */
  describedBy?: string;
  /**
   * - `stacked` (default): the label above the control;
   * - `inline`: the control, then its label on the same line (checkboxes): clicking the text toggles it;
   * - `group`: a fieldset whose legend names several controls (radios, colour lists); the fieldset
   *   carries the description.
   */
  layout?: 'stacked' | 'inline' | 'group';
  /** Classes added to the wrapper. */
  className?: string;
  /** Replaces the label's classes (blocks style labels from their theme). */
  labelClassName?: string;
  /** 4 px between label, control and help instead of 6 (the product list's filter column). */
  tight?: boolean;
  /** A data-driven form can still hand over an empty name or label: said in development only. */
  warning?: string;
  children: (control: FieldControlProps, ids: FieldIds) => ReactNode;
}

/** Label, hint, error and required mark around one control, for every input of the dashboard and the visitors' blocks. */
export function FieldShell({
  label,
  id,
  hint,
  error,
  required,
  describedBy,
  layout = 'stacked',
  className,
  labelClassName,
  tight = false,
  warning,
  children,
}: FieldShellProps): ReactNode {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const hasError = error != null && error !== '';
  const control: FieldControlProps = { id: ids.inputId, 'aria-invalid': hasError || undefined, 'aria-describedby': ids.describedBy };
  const heading = (
    <>
      {label}
      {required === true && <RequiredMark />}
    </>
  );
  const help = <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />;
  const wrapper = cx('flex flex-col', tight ? 'gap-1' : 'gap-1.5', className);
  const devWarning = warning !== undefined && <DevWarning>{warning}</DevWarning>;

  if (layout === 'group') {
    return (
      <fieldset className={wrapper} aria-describedby={ids.describedBy}>
        {devWarning}
        <legend className={labelClassName ?? LABEL_CLASSES}>{heading}</legend>
        {children(control, ids)}
        {help}
      </fieldset>
    );
  }
  const labelElement = (
    <label htmlFor={ids.inputId} id={ids.labelId} className={labelClassName ?? (layout === 'inline' ? 'text-sm leading-5 text-fg' : LABEL_CLASSES)}>
      {heading}
    </label>
  );
  return (
    <div className={wrapper}>
      {devWarning}
      {layout === 'inline' ? (
        <div className="flex items-start gap-2">
          {children(control, ids)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children(control, ids)}
        </>
      )}
      {help}
    </div>
  );
}
