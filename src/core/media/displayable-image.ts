// Spec 2 §5: "Displayed images must come from an allowed host list, otherwise the placeholder is
// shown." Our own media (relative /media/… URLs) is always allowed.
import { DEFAULT_IMAGE_HOSTS, type ImageHosts } from '../rules/image-hosts.ts';

const OWN_MEDIA_PREFIX = '/media/';

/**
 * The URL to put in an <img>, or null when the placeholder must be shown instead. `ownOrigin`
 * (the page's origin) also admits absolute URLs of our own /media/.
 */
export function displayableImageUrl(url: unknown, ownOrigin: string | null = null, hosts: ImageHosts = DEFAULT_IMAGE_HOSTS): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // '//host/x' is protocol-relative, i.e. another host: not ours.
  if (trimmed.startsWith(OWN_MEDIA_PREFIX) && !trimmed.includes('..')) return trimmed;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (ownOrigin !== null && parsed.origin === ownOrigin && parsed.pathname.startsWith(OWN_MEDIA_PREFIX)) return parsed.href;
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase();
  const allowed = hosts.cloud.includes(host) || hosts.upload.some((upload) => host === upload || host.endsWith(`.${upload}`));
  return allowed ? parsed.href : null;
}
