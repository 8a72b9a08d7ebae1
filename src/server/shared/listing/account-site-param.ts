/** A site's public id as a shop's account page sends it (`?site=`), read by each /api/account list. */
export const ACCOUNT_SITE_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
export const ACCOUNT_SITE_PARAM_INVALID = 'The site parameter is not a site id.';
