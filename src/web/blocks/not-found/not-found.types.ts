import type { SiteSlugProps } from '../nav-menu/site-slug.ts';

export interface NotFoundProps extends SiteSlugProps {
  heading: string;
  description: string;
  buttonLabel: string;
  /** Where the button leads; '/' is the site's home once built inside the site. */
  buttonHref: string;
  showGraphic: boolean;
}

// Spec 3 §2 strings. They belong with the other storefront messages in src/core once that file exists.
export const NOT_FOUND_HEADING = 'Page Not Found';
export const NOT_FOUND_DESCRIPTION = 'Sorry, the page you are looking for does not exist or has been moved.';
export const GO_HOME_LABEL = 'Go Home';

export const NOT_FOUND_DEFAULT_PROPS: NotFoundProps = {
  heading: NOT_FOUND_HEADING,
  description: NOT_FOUND_DESCRIPTION,
  buttonLabel: GO_HOME_LABEL,
  buttonHref: '/',
  showGraphic: true,
};
