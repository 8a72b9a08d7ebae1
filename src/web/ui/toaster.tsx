import { useEffect, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Toaster } from 'sonner';
import type { ToasterProps } from 'sonner';

export type AppToasterProps = Omit<ToasterProps, 'position' | 'offset' | 'mobileOffset'>;

/** Space between the toasts and the top edge (or the bar they keep clear of), in pixels. */
const GAP = 16;

// The bottom edge of a bar the toasts keep clear of, set by the screen that has one.
let clearOf: number | undefined;
const listeners = new Set<() => void>();
function setClearOf(bottom: number | undefined) {
  if (bottom === clearOf) return;
  clearOf = bottom;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notification area; spec 2 places it at the top right. Render it once, in the root layout. */
export function AppToaster(props: AppToasterProps): ReactNode {
  const bottom = useSyncExternalStore(subscribe, () => clearOf, () => undefined);
  const top = bottom === undefined ? undefined : { top: bottom + GAP };
  return <Toaster richColors closeButton {...props} position="top-right" offset={top} mobileOffset={top} />;
}

/**
 * Keeps the toasts below a screen's header bar while it is mounted, still at the top right: a toast
 * stays while the pointer rests on it, and would otherwise cover the bar's buttons. `ref` is the
 * bar, or an element inside it with `closest` the bar's selector (a bar another library renders).
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>, closest?: string): void {
  useEffect(() => {
    const element = closest ? ref.current?.closest<HTMLElement>(closest) : ref.current;
    if (!element) return;
    const measure = () => setClearOf(Math.round(element.getBoundingClientRect().bottom));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setClearOf(undefined);
    };
  }, [ref, closest]);
}
