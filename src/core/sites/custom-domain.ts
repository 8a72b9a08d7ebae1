import { isIpv4Address } from '../rules/domain-name.ts';
import { parseHttpUrl } from '../rules/format-rules.ts';
import { validateValue } from '../rules/validate-value.ts';
import { SITE_DOMAIN_LOCAL, SITE_DOMAIN_PLATFORM } from './messages.ts';

/**
 * The custom domain a site's url names: its hostname, lower-case and without port, as requests'
 * Host headers are matched against it. Null when the value is not an http(s) url.
 */
export function siteDomainOf(url: string): string | null {
  return parseHttpUrl(url)?.hostname.toLowerCase() ?? null;
}

/**
 * Why a site may not be served at this hostname, or null. Local and IP hosts get their own
 * message because the domain rule's would not tell the owner what to do instead.
 */
export function customDomainProblem(hostname: string, platformHostname: string): string | null {
  const host = hostname.toLowerCase();
  if (isLocalOrIpHost(host)) return SITE_DOMAIN_LOCAL;
  // A site there would take the platform's own pages (dashboard included) away from everyone.
  if (host === platformHostname.toLowerCase()) return SITE_DOMAIN_PLATFORM;
  return validateValue(host, 'domain');
}

function isLocalOrIpHost(host: string): boolean {
  // IPv6 literals come bracketed from urls; no domain name contains a colon either way.
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('[') || host.includes(':') || isIpv4Address(host);
}
