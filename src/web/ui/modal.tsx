import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent, MouseEvent as ReactMouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_INITIAL_FOCUS_DELAY_MS } from '#core/constants.ts';
import { cx } from './class-names.ts';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useIsClient } from './use-is-client.ts';

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

// Open modals, oldest first. Escape closes only the last one, so a confirm opened from a dialog
// does not take its parent down with it.
const modalStack: symbol[] = [];

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true" className="size-5">
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

/**
 * Modal dialog in a portal on document.body: Escape, overlay click and the close button call `onClose`;
 * Tab is trapped, page scrolling is locked, and focus returns to the opener when it closes.
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
  const isClient = useIsClient();
  const active = open && isClient;
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayPressRef = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // The Escape listener lives as long as the modal is open; it must still call the latest onClose.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useBodyScrollLock(active);
  useFocusTrap(panelRef, { active, initialFocusDelayMs: MODAL_INITIAL_FOCUS_DELAY_MS, initialFocusRef, restoreFocus: true });

  useEffect(() => {
    if (!active) return;
    const token = Symbol('modal');
    modalStack.push(token);
    const onKeyDown = (event: KeyboardEvent): void => {
      // defaultPrevented: a widget inside (a combobox, an editor) already used this Escape for itself.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (modalStack.at(-1) !== token) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const position = modalStack.lastIndexOf(token);
      if (position !== -1) modalStack.splice(position, 1);
    };
  }, [active]);

  if (!active) return null;

  // React bubbles events from a nested modal's portal through this tree; only targets that are really
  // in this overlay's DOM and outside the panel count as an overlay click.
  const isOverlayTarget = (event: ReactPointerEvent<HTMLElement> | ReactMouseEvent<HTMLElement>): boolean => {
    const target = event.target as Node;
    return event.currentTarget.contains(target) && !(panelRef.current?.contains(target) ?? false);
  };

  const onOverlayPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    overlayPressRef.current = isOverlayTarget(event);
  };

  const onOverlayClick = (event: ReactMouseEvent<HTMLDivElement>): void => {
    // Both ends must be on the overlay: a text selection dragged out of the panel is not a request to close.
    const pressedOnOverlay = overlayPressRef.current;
    overlayPressRef.current = false;
    if (closeOnOverlayClick && pressedOnOverlay && isOverlayTarget(event)) onClose();
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the keyboard works on the focused container (arrow keys, Enter), which owns the active option; this handler only catches events bubbling up from the real controls inside (Escape, backdrop click)
    <div
      data-modal-overlay=""
      className="fixed inset-0 z-50 overflow-y-auto bg-black/50 transition-opacity duration-200 ease-out starting:opacity-0 motion-reduce:transition-none"
      onPointerDown={onOverlayPointerDown}
      onClick={onOverlayClick}
    >
      <div className="flex min-h-full items-center justify-center p-4 sm:p-6">
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description != null ? descriptionId : undefined}
          // Focusable without being a tab stop: the trap's fallback target, and clicks on plain text keep focus inside.
          tabIndex={-1}
          className={cx(
            'relative w-full rounded-xl border border-border bg-surface text-fg shadow-2xl outline-none',
            'transition-[opacity,translate,scale] duration-200 ease-out starting:translate-y-2 starting:scale-95 starting:opacity-0',
            'motion-reduce:transition-none',
            SIZE_CLASSES[size],
          )}
        >
          <div className="px-6 pt-5 pr-14 pb-4">
            <h2 id={titleId} className="text-lg leading-7 font-semibold">
              {title}
            </h2>
            {description != null && (
              <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
                {description}
              </p>
            )}
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
        </div>
      </div>
    </div>,
    document.body,
  );
}
