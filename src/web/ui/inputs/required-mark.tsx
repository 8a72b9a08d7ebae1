import type { ReactNode } from 'react';

/** Visual cue only: the control's `required` attribute is what assistive tech announces. */
export function RequiredMark(): ReactNode {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}
