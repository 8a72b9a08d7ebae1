import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '#web/ui/class-names.ts';
import { useBodyScrollLock } from '#web/ui/use-body-scroll-lock.ts';
import { useFocusTrap } from '#web/ui/use-focus-trap.ts';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { useOutsideClick } from '#web/ui/use-outside-click.ts';

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true" className="size-5">
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

/**
 * A modal panel sliding in from the right, built on the modal's primitives (spec 1 §2): focus is
 * trapped and returned to the opener, Escape and a click outside close it, the page does not
 * scroll behind it. Rendered into document.body only in the browser, after hydration.
 */
export function SideDrawer({ open, onClose, title, closeLabel, children, footer }: SideDrawerProps): ReactNode {
  const isClient = useIsClient();
  const active = open && isClient;
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useBodyScrollLock(active);
  useFocusTrap(panelRef, { active, restoreFocus: true });
  useOutsideClick(panelRef, () => onCloseRef.current(), { enabled: active });

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      // defaultPrevented: a control inside (or a dialog above) already used this Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  if (!active) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" data-side-drawer="">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(
          'fixed inset-y-0 right-0 flex w-full max-w-md flex-col bg-surface text-fg shadow-2xl outline-none',
          'transition-transform duration-200 ease-out starting:translate-x-full motion-reduce:transition-none',
        )}
      >
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
            className="inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer != null && <div className="border-t border-border bg-surface-muted px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
