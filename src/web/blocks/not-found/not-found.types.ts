import { NOT_FOUND_DEFAULTS, NOT_FOUND_DESCRIPTION } from '#core/blocks/navigation-defaults.ts';
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
export { GO_HOME_LABEL, NOT_FOUND_DESCRIPTION, NOT_FOUND_HEADING };

export const NOT_FOUND_DEFAULT_PROPS: NotFoundProps = NOT_FOUND_DEFAULTS;
