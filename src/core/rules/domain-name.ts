const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
/** Alphabetic TLDs, or punycode ones (xn--...) for internationalised names. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** A registrable-looking name: at least two dot-separated labels, letters in the last one. */
export function isDomainName(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 253) return false;
  const labels = value.split('.');
  const top = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(top);
}

/** Dotted-decimal IPv4, the form URL parsing normalises every IPv4 host to. */
export function isIpv4Address(hostname: string): boolean {
  return IPV4.test(hostname);
}

/** What a url's host may be: a domain name, localhost (development), or an IPv4 address. */
export function isUrlHost(hostname: string): boolean {
  return hostname === 'localhost' || isIpv4Address(hostname) || isDomainName(hostname);
}
