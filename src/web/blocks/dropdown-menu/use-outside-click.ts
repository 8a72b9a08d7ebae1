import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { OUTSIDE_CLICK_DELAY_MS } from '#core/constants.ts';

export interface OutsideClickOptions {
  /** Attach the listener only while true (e.g. while a popover is open). */
  enabled?: boolean;
  /** Wait before listening, so the pointer press that opened the element does not immediately close it. */
  delayMs?: number;
}

type ElementRef = RefObject<Element | null>;

/**
 * Calls `handler` on a pointerdown outside every element in `refs` (pass the trigger too, so that
 * clicking it toggles instead of closing and reopening).
 */
export function useOutsideClick(
  refs: ElementRef | ReadonlyArray<ElementRef>,
  handler: (event: PointerEvent) => void,
  { enabled = true, delayMs = OUTSIDE_CLICK_DELAY_MS }: OutsideClickOptions = {},
): void {
  // Kept in refs so an inline handler or array literal does not re-attach the listener and restart the delay every render.
  const handlerRef = useRef(handler);
  const refsRef = useRef(refs);
  useEffect(() => {
    handlerRef.current = handler;
    refsRef.current = refs;
  });

  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent): void => {
      const current = refsRef.current;
      const list: ReadonlyArray<ElementRef> = Array.isArray(current) ? current : [current as ElementRef];
      // composedPath still holds the target if a handler removed it from the DOM, and sees through shadow roots.
      const path = event.composedPath();
      const inside = list.some((ref) => ref.current !== null && path.includes(ref.current));
      if (!inside) handlerRef.current(event);
    };
    const timer = window.setTimeout(() => {
      // Capture phase: a stopPropagation somewhere on the page must not keep the element open.
      document.addEventListener('pointerdown', onPointerDown, true);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [enabled, delayMs]);
}
