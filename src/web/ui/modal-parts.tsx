import type { ReactNode, RefObject } from 'react';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '9xl';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, an overlay click and the close button; the parent decides whether `open` becomes false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Spec 2 §9: "Dialog size default is 9xl". */
  size?: ModalSize;
  /** Focused 50 ms after opening; without it the first tabbable element of the content is. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnOverlayClick?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}

export function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true" className="size-5">
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}
