import type { ReactElement } from 'react';
import { MAIN_CONTENT_ID, SKIP_TO_CONTENT_LABEL } from '#core/pages/page-landmarks.ts';

/**
 * The first tab stop of a public page: hidden until focused, then drawn over the top corner;
 * following it moves the browser's focus starting point to the page's <main>, past the navigation,
 * so the next Tab lands on main's first control. <main> is not made focusable (tabindex=-1):
 * then a click on any text in it would focus <main> and the next Tab would restart at its top.
 */
export function SkipLink(): ReactElement {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-slate-900 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-slate-900"
      data-skip-link=""
    >
      {SKIP_TO_CONTENT_LABEL}
    </a>
  );
}
