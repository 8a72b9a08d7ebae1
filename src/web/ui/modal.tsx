import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent, ReactNode, RefObject } from 'react';
import { MODAL_INITIAL_FOCUS_DELAY_MS } from '#core/constants.ts';
import { cx } from './class-names.ts';
import { useDialogFocus } from './dialog-focus.ts';

// Re-exported so dialog code and tests can read the spec 2 value next to the component that uses it.
export { MODAL_INITIAL_FOCUS_DELAY_MS };

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '9xl';

const SIZE_CLASSES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  '9xl': 'max-w-[96rem]',
};

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

/**
 * Modal dialog on Radix Dialog (portalled to document.body): Escape closes the topmost dialog only,
 * Tab stays inside, the page behind does not scroll and is hidden from assistive technology, and
 * focus returns to the opener. Escape, an overlay click and the close button call `onClose`.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  size = '9xl',
  initialFocusRef,
  closeOnOverlayClick = true,
  children,
  footer,
}: ModalProps): ReactNode {
  const focus = useDialogFocus(open, MODAL_INITIAL_FOCUS_DELAY_MS, initialFocusRef);
  const overlayPressRef = useRef(false);

  // React bubbles events from a nested modal's portal through this tree; only targets that are really
  // in this overlay's DOM and outside the panel count as an overlay click.
  const isOverlayTarget = (event: ReactPointerEvent<HTMLElement> | ReactMouseEvent<HTMLElement>): boolean => {
    const target = event.target as Node;
    return event.currentTarget.contains(target) && !(focus.contentRef.current?.contains(target) ?? false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-modal-overlay=""
          className="fixed inset-0 z-50 overflow-y-auto bg-black/50 transition-opacity duration-200 ease-out starting:opacity-0 motion-reduce:transition-none"
          onPointerDown={(event) => {
            overlayPressRef.current = isOverlayTarget(event);
          }}
          onClick={(event) => {
            // Both ends must be on the overlay: a text selection dragged out of the panel is not a request to close.
            const pressedOnOverlay = overlayPressRef.current;
            overlayPressRef.current = false;
            if (closeOnOverlayClick && pressedOnOverlay && isOverlayTarget(event)) onClose();
          }}
        >
          <div className="flex min-h-full items-center justify-center p-4 sm:p-6">
            <Dialog.Content
              ref={focus.contentRef}
              aria-modal="true"
              aria-describedby={undefined}
              onOpenAutoFocus={focus.onOpenAutoFocus}
              onCloseAutoFocus={focus.onCloseAutoFocus}
              // The overlay's own click handler decides (both ends of the click); other pointer presses
              // outside, such as on a toast, leave the dialog open.
              onPointerDownOutside={(event) => event.preventDefault()}
              onEscapeKeyDown={(event) => {
                if (event.isComposing) event.preventDefault();
              }}
              className={cx(
                'relative w-full rounded-xl border border-border bg-surface text-fg shadow-2xl outline-none',
                'transition-[opacity,translate,scale] duration-200 ease-out starting:translate-y-2 starting:scale-95 starting:opacity-0',
                'motion-reduce:transition-none',
                SIZE_CLASSES[size],
              )}
            >
              <div className="px-6 pt-5 pr-14 pb-4">
                <Dialog.Title className="text-lg leading-7 font-semibold">{title}</Dialog.Title>
                {description != null && <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>}
              </div>
              {children != null && <div className="px-6 pb-5">{children}</div>}
              {footer != null && (
                <div className="flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t border-border bg-surface-muted px-6 py-4">
                  {footer}
                </div>
              )}
              {/* Last in the DOM so that opening focuses the content's first field, yet shown in the corner. */}
              <button
                type="button"
                aria-label="Close"
                onClick={onClose}
                className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <CloseIcon />
              </button>
            </Dialog.Content>
          </div>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
