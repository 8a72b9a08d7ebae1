import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS, OUTSIDE_CLICK_DELAY_MS } from '#core/constants.ts';
import { cx } from '#web/ui/class-names.ts';
import { useDialogFocus } from '#web/ui/dialog-focus.ts';
import { CloseIcon } from '#web/ui/modal.tsx';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal panel sliding in from the right (spec 1 §2), a Radix Dialog as a side sheet: focus moves
 * in after 100 ms, stays inside and returns to the opener; Escape and a press outside close it, the
 * latter only from 100 ms after opening (spec 1 §9), so the press that opened it cannot close it;
 * the page does not scroll behind it. Tab wraps inside (Radix's FocusScope loops), and the overlay
 * keeps the pointer from the page. Rendered into document.body only in the browser.
 */
export function SideDrawer({ open, onClose, title, closeLabel, children, footer }: SideDrawerProps): ReactNode {
  const focus = useDialogFocus(open, FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS);
  const openedAtRef = useRef(0);
  useLayoutEffect(() => {
    if (open) openedAtRef.current = performance.now();
  }, [open]);
  useBodyScrollLock(open);

  return (
    // modal={false}: as before Radix, the drawer is aria-modal but the page behind is not made
    // aria-hidden, so what it says while the drawer is open (the cart button's count, a product's
    // "Added to cart") is still read; the overlay below takes the pointer instead (decision 039).
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()} modal={false}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" data-side-drawer="">
          <Dialog.Content
            ref={focus.contentRef}
            aria-modal="true"
            aria-describedby={undefined}
            onOpenAutoFocus={focus.onOpenAutoFocus}
            onCloseAutoFocus={focus.onCloseAutoFocus}
            onInteractOutside={(event) => {
              if (performance.now() - openedAtRef.current < OUTSIDE_CLICK_DELAY_MS) event.preventDefault();
            }}
            onEscapeKeyDown={(event) => {
              if (event.isComposing) event.preventDefault();
            }}
            className={cx(
              // On a phone a strip of the shaded page stays in sight at its left (a press there closes it).
              'fixed inset-y-0 right-0 flex w-[calc(100%-2.5rem)] max-w-md flex-col bg-surface text-fg shadow-2xl outline-none',
              'transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none',
            )}
          >
            <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
            {/* The checkout form can be taller than the screen: the footer scrolls within its share. */}
            {footer != null && <div className="max-h-[75dvh] overflow-y-auto border-t border-border bg-surface-muted px-5 py-4">{footer}</div>}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
