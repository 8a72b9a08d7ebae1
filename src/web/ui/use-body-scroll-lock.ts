import { useLayoutEffect } from 'react';

// Shared by every caller: a nested modal must not unlock the page while its parent is still open,
// and only the first lock may record the values to restore.
let lockCount = 0;
let savedStyles: { overflow: string; paddingRight: string } | null = null;

function lockBody(): void {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  // Measured before hiding the overflow: afterwards the scrollbar is gone and the width reads 0.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  savedStyles = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  if (scrollbarWidth > 0) {
    // Without the padding the content shifts sideways by the width of the vanished scrollbar.
    const currentPadding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${currentPadding + scrollbarWidth}px`;
  }
  body.style.overflow = 'hidden';
}

function unlockBody(): void {
  if (lockCount === 0) return;
  lockCount -= 1;
  if (lockCount > 0 || savedStyles === null) return;
  document.body.style.overflow = savedStyles.overflow;
  document.body.style.paddingRight = savedStyles.paddingRight;
  savedStyles = null;
}

/** Stops the page behind an overlay from scrolling while `active`; nested locks are reference-counted. */
export function useBodyScrollLock(active: boolean): void {
  // A layout effect so the scrollbar disappears in the same frame the overlay first paints.
  useLayoutEffect(() => {
    if (!active) return;
    lockBody();
    return unlockBody;
  }, [active]);
}
