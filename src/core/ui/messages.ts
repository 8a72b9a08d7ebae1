// User-facing strings of the shared UI pieces (spec 2-management §2, spec 3-storefront §2).

/** The confirm dialog's buttons; it resolves true on OK and false on Cancel. */
export const CONFIRM_OK_LABEL = 'OK';
export const CONFIRM_CANCEL_LABEL = 'Cancel';

/** The Not-found block. */
export const NOT_FOUND_HEADING = 'Page Not Found';
export const GO_HOME_LABEL = 'Go Home';

/** The teaser card's edit dialog: 'Revalidate page' for system revalidate pages, else 'Modify'. */
export const TEASER_MODIFY_TITLE = 'Modify';
export const TEASER_REVALIDATE_TITLE = 'Revalidate page';

/** The dashboard lists' pager. */
export const PAGER_PREVIOUS = 'Previous';
export const PAGER_NEXT = 'Next';
export const pagerPageOf = (page: number, pages: number): string => `Page ${page} of ${pages}`;
