import type { ReactNode } from 'react';

export interface FieldHelpProps {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Hint and error lines under a field; their ids are what the control's aria-describedby points at. */
export function FieldHelp({ hintId, errorId, hint, error }: FieldHelpProps): ReactNode {
  return (
    <>
      {hint != null && hint !== '' && (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {/* No role="alert": every keystroke that changes the message would interrupt the screen reader. */}
      {error != null && error !== '' && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}
