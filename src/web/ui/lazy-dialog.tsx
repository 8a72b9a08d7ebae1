import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { DialogOpenerContext } from './dialog-focus.ts';
import { whenIdle } from './when-idle.ts';

/**
 * A dialog whose code is not part of its screen's first load (decision 039 addendum): what a screen
 * shows comes first, the dialogs it opens on a click are fetched once the screen is idle, or on the
 * first open before that. Until the first open nothing is rendered, and nothing is fetched early.
 *
 * The element that had focus when the dialog was asked to open is kept here, at the press, and given to
 * the dialog's focus handling, so closing it returns focus there even when its code arrived later.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): (props: P) => ReactNode {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(preload);

  return function LazyDialog(props: P): ReactNode {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    const openerRef = useRef<HTMLElement | null>(null);

    useEffect(() => whenIdle(() => void preload()), []);
    // Runs in the press's own commit, before any code fetch: what has focus now is the opener.
    useLayoutEffect(() => {
      if (!open) {
        openerRef.current = null;
        return;
      }
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setOpened(true);
    }, [open]);

    if (!opened && !open) return null;
    return (
      <DialogOpenerContext value={openerRef}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </DialogOpenerContext>
    );
  };
}
