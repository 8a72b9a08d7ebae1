import { useLayoutEffect } from 'react';

/**
 * Stops the page behind the side drawer from scrolling while `active`. The drawer is a non-modal
 * Radix Dialog (side-drawer.tsx says why), which brings no scroll lock of its own. The width of the
 * vanished scrollbar becomes padding, so the page does not shift sideways.
 */
export function useBodyScrollLock(active: boolean): void {
  // A layout effect so the scrollbar disappears in the same frame the overlay first paints.
  useLayoutEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    // Measured before hiding the overflow: afterwards the scrollbar is gone and the width reads 0.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (scrollbarWidth > 0) {
      const currentPadding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${currentPadding + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    };
  }, [active]);
}
