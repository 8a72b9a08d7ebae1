import type { ReactElement } from 'react';

/** The 404 illustration (spec 2 §2): decorative, drawn in the current text and theme colours. */
export function NotFoundGraphic({ className }: { className?: string }): ReactElement {
  return (
    <svg viewBox="0 0 240 120" className={className} aria-hidden="true" focusable="false" fill="none">
      <ellipse cx="120" cy="108" rx="96" ry="8" fill="currentColor" opacity="0.08" />
      <g fill="currentColor" opacity="0.9">
        <path d="M52 88V76H18v-11l33-45h14v45h10v11H65v12H52zm0-23V38L32 65h20z" />
        <path d="M198 88V76h-34v-11l33-45h14v45h10v11h-10v12h-13zm0-23V38l-20 27h20z" />
      </g>
      <circle cx="120" cy="54" r="34" stroke="currentColor" strokeWidth="10" opacity="0.9" />
      <circle cx="120" cy="54" r="34" stroke="var(--color-primary, currentColor)" strokeWidth="10" strokeDasharray="40 174" strokeLinecap="round" />
      <circle cx="109" cy="49" r="4" fill="currentColor" />
      <circle cx="131" cy="49" r="4" fill="currentColor" />
      <path d="M108 67c7-6 17-6 24 0" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
