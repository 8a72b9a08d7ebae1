import { ALLOWED_IMAGE_EXTENSIONS } from '../constants.ts';
import { parseHttpUrl } from './format-rules.ts';
import { DEFAULT_IMAGE_HOSTS, type ImageHosts } from './image-hosts.ts';
import { IMAGE_URL_INVALID_FORMAT, invalidImageExtensionMessage, unsupportedHostnameMessage } from './messages.ts';
import type { Rule } from './rule-types.ts';

function extensionOf(pathname: string): string {
  const last = pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot === -1 ? '' : last.slice(dot + 1).toLowerCase();
}

/** An image url must be on an allowed host; cloud-host urls must also end in an image extension. */
export function validateImageUrl(value: unknown, hosts: ImageHosts = DEFAULT_IMAGE_HOSTS): string | null {
  const url = parseHttpUrl(value);
  if (url === null || url.hostname === '') return IMAGE_URL_INVALID_FORMAT;
  const hostname = url.hostname.toLowerCase();
  const isUploadHost = hosts.upload.some((host) => hostname === host || hostname.endsWith(`.${host}`));
  if (isUploadHost) return null;
  if (!hosts.cloud.includes(hostname)) return unsupportedHostnameMessage(hostname, [...hosts.cloud, ...hosts.upload]);
  const extension = extensionOf(url.pathname);
  return (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? null
    : invalidImageExtensionMessage(ALLOWED_IMAGE_EXTENSIONS);
}

export const imageUrlRule: Rule = (value, context) => validateImageUrl(value, context.imageHosts);
