// The multi galleries' Cancel and Confirm Selection, as the shared Button variants: the confirm is
// the primary button of the current theme (its own background and text tokens), never a surface
// button with a primary background added on top, whose classes the theme could order either way.
import type { ReactElement } from 'react';
import { CANCEL_SELECTION, CONFIRM_SELECTION } from '#core/pickers/messages.ts';
import { Button } from '#web/ui/button.tsx';

export function SelectionButtons({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }): ReactElement {
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        {CANCEL_SELECTION}
      </Button>
      <Button variant="primary" size="sm" onClick={onConfirm}>
        {CONFIRM_SELECTION}
      </Button>
    </>
  );
}
