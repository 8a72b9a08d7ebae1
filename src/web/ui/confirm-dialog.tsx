import { createContext, use, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export type ConfirmTone = 'default' | 'danger';

export interface ConfirmOptions {
  /** Heading; without it the message itself is the heading. */
  title?: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
  /** Danger paints OK red and focuses Cancel first, so Enter right after opening does not destroy anything. */
  tone?: ConfirmTone;
}

/** Resolves true on OK; false on Cancel, Escape, an overlay click, the close button, or a newer confirm replacing it. */
export type ConfirmFn = (input: string | ConfirmOptions) => Promise<boolean>;

// Spec 2 §2: "Confirm dialog with Cancel and OK buttons."
import { CONFIRM_CANCEL_LABEL, CONFIRM_OK_LABEL } from '#core/ui/messages.ts';

export { CONFIRM_CANCEL_LABEL, CONFIRM_OK_LABEL };

interface PendingConfirm {
  /** Remounts the dialog per request, so each one gets its own initial focus and focus restore. */
  key: number;
  options: Required<Omit<ConfirmOptions, 'title'>> & Pick<ConfirmOptions, 'title'>;
  resolve: (confirmed: boolean) => void;
}

const ConfirmContext = createContext<ConfirmFn | null>(null);

function normalize(input: string | ConfirmOptions): PendingConfirm['options'] {
  const options = typeof input === 'string' ? { message: input } : input;
  return {
    title: options.title,
    message: options.message,
    okLabel: options.okLabel ?? CONFIRM_OK_LABEL,
    cancelLabel: options.cancelLabel ?? CONFIRM_CANCEL_LABEL,
    tone: options.tone ?? 'default',
  };
}

export interface ConfirmDialogProviderProps {
  children: ReactNode;
}

/** Owns the single confirm dialog of the app; `useConfirm` works anywhere below it. */
export function ConfirmDialogProvider({ children }: ConfirmDialogProviderProps): ReactNode {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  // The source of truth for who is waiting: state lags a render behind, and a double click on OK must settle once.
  const pendingRef = useRef<PendingConfirm | null>(null);
  const sequenceRef = useRef(0);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const settle = useCallback((confirmed: boolean) => {
    const current = pendingRef.current;
    if (current === null) return;
    pendingRef.current = null;
    setPending(null);
    current.resolve(confirmed);
  }, []);

  const confirm = useCallback<ConfirmFn>(
    (input) =>
      new Promise<boolean>((resolve) => {
        // One dialog at a time: the older question is answered "no" rather than left hanging forever.
        pendingRef.current?.resolve(false);
        sequenceRef.current += 1;
        const next: PendingConfirm = { key: sequenceRef.current, options: normalize(input), resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // An awaiting caller must not hang if the provider goes away (e.g. navigation to a page without it).
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  const options = pending?.options;
  const hasTitle = options?.title !== undefined && options.title !== '';

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending !== null && options !== undefined && (
        <Modal
          key={pending.key}
          open
          onClose={() => settle(false)}
          size="sm"
          title={hasTitle ? options.title : options.message}
          description={hasTitle ? options.message : undefined}
          initialFocusRef={options.tone === 'danger' ? cancelRef : okRef}
          footer={
            <>
              <Button ref={cancelRef} variant="secondary" onClick={() => settle(false)}>
                {options.cancelLabel}
              </Button>
              <Button ref={okRef} variant={options.tone === 'danger' ? 'danger' : 'primary'} onClick={() => settle(true)}>
                {options.okLabel}
              </Button>
            </>
          }
        />
      )}
    </ConfirmContext>
  );
}

/** The `confirm` function of the nearest ConfirmDialogProvider; a promise-based replacement for window.confirm. */
export function useConfirm(): ConfirmFn {
  const confirm = use(ConfirmContext);
  if (confirm === null) throw new Error('useConfirm must be used inside <ConfirmDialogProvider>.');
  return confirm;
}
