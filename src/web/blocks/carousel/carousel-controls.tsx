import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';

export const BUTTON_CLASSES = cx(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-current/20 bg-white/90 text-[var(--swiper-theme-color,var(--color-primary))] shadow-sm',
  'hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--swiper-theme-color,var(--color-primary))]',
  'disabled:cursor-not-allowed disabled:opacity-40',
);

// Swiper's pagination and scrollbar CSS assume they sit inside the slider; ours sit below it, styled here.
// A clickable dot is a 24 px button (WCAG 2.5.8's minimum target) painting a 10 px dot: its
// background is clipped to the content box inside 7 px of padding, and the radius follows.
export const PAGINATION_CLASSES = cx(
  'flex flex-wrap items-center justify-center gap-2 [&:has(button)]:gap-0 [&.swiper-pagination-lock]:hidden',
  '[&_.swiper-pagination-bullet]:inline-block [&_.swiper-pagination-bullet]:size-2.5 [&_.swiper-pagination-bullet]:rounded-full [&_.swiper-pagination-bullet]:bg-current [&_.swiper-pagination-bullet]:p-0 [&_.swiper-pagination-bullet]:opacity-30',
  '[&_button.swiper-pagination-bullet]:size-6 [&_button.swiper-pagination-bullet]:bg-clip-content [&_button.swiper-pagination-bullet]:p-[7px]',
  '[&_button.swiper-pagination-bullet]:cursor-pointer [&_button.swiper-pagination-bullet]:focus-visible:outline-2 [&_button.swiper-pagination-bullet]:focus-visible:outline-offset-2',
  '[&_.swiper-pagination-bullet-active]:bg-[var(--swiper-theme-color,var(--color-primary))] [&_.swiper-pagination-bullet-active]:opacity-100',
);

export function ChevronIcon({ direction }: { direction: 'prev' | 'next' | 'up' | 'down' }): ReactElement {
  const paths = { prev: 'M12.5 4l-6 6 6 6', next: 'M7.5 4l6 6-6 6', up: 'M4 12.5l6-6 6 6', down: 'M4 7.5l6 6 6-6' };
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-5">
      <path d={paths[direction]} />
    </svg>
  );
}

export const SCROLLBAR_DRAG =
  '[&.swiper-scrollbar-lock]:hidden [&_.swiper-scrollbar-drag]:relative [&_.swiper-scrollbar-drag]:size-full [&_.swiper-scrollbar-drag]:cursor-grab [&_.swiper-scrollbar-drag]:rounded-full [&_.swiper-scrollbar-drag]:bg-[var(--swiper-theme-color,var(--color-primary))]';

export function PauseIcon(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  );
}

export function PlayIcon(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path d="M6 4.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 6 4.5z" />
    </svg>
  );
}
