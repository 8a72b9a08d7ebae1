import { GO_HOME_LABEL, NOT_FOUND_HEADING } from '#core/ui/messages.ts';
import type { SiteSlugProps } from '#web/site/site-slug.ts';

export interface NotFoundProps extends SiteSlugProps {
  heading: string;
  description: string;
  buttonLabel: string;
  /** Where the button leads; '/' is the site's home once built inside the site. */
  buttonHref: string;
  showGraphic: boolean;
}

// Spec 3 §2 strings live in src/core; re-exported for the block's callers.
export { GO_HOME_LABEL, NOT_FOUND_HEADING };
export const NOT_FOUND_DESCRIPTION = 'Sorry, the page you are looking for does not exist or has been moved.';

export const NOT_FOUND_DEFAULT_PROPS: NotFoundProps = {
  heading: NOT_FOUND_HEADING,
  description: NOT_FOUND_DESCRIPTION,
  buttonLabel: GO_HOME_LABEL,
  buttonHref: '/',
  showGraphic: true,
};
