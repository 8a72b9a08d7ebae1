// Site settings messages (designed: the spec leaves custom domains' conflicts open).

export const SITE_DOMAIN_TAKEN = 'This domain is already used by another site.';
export const SITE_DOMAIN_PLATFORM = "This is the platform's own address. Use a domain of your own.";
export const SITE_DOMAIN_LOCAL = 'Use a domain name, not localhost or an IP address.';
