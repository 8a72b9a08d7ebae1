// Editor only: a Puck custom field changes only its own prop, yet picking an image from the
// gallery should also bring its alternative text. The field remembers the alt of the url it
// picked; the block's resolveData fills its empty alt prop from here when the url changes.

const altsByUrl = new Map<string, string>();
/** Enough for any editing session; the oldest entries go first. */
const MAX_REMEMBERED = 200;

export function rememberPickedAlt(url: string, alt: string | null | undefined): void {
  if (typeof alt !== 'string' || alt.trim() === '') return;
  altsByUrl.delete(url);
  altsByUrl.set(url, alt.trim());
  if (altsByUrl.size > MAX_REMEMBERED) altsByUrl.delete(altsByUrl.keys().next().value!);
}

export function pickedAltFor(url: unknown): string | undefined {
  return typeof url === 'string' ? altsByUrl.get(url) : undefined;
}

/**
 * For resolveData: props with `altKey` filled from the picked image when the url changed and the
 * alt is still empty (an alt someone wrote is kept).
 */
export function withPickedAlt<Props extends Record<string, unknown>>(props: Props, urlKey: keyof Props, altKey: keyof Props, urlChanged: boolean): Props {
  if (!urlChanged) return props;
  const current = props[altKey];
  if (typeof current === 'string' && current.trim() !== '') return props;
  const alt = pickedAltFor(props[urlKey]);
  return alt === undefined ? props : { ...props, [altKey]: alt };
}
