const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'object',
  'embed',
  'audio[controls]',
  'video[controls]',
  'details > summary:first-of-type',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isVisible(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ visibilityProperty: true });
  }
  return element.getClientRects().length > 0 && window.getComputedStyle(element).visibility !== 'hidden';
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (element.matches(':disabled')) return false;
  if (element.closest('[inert]') !== null) return false;
  return isVisible(element);
}

/** Like the browser, a radio group is one tab stop: its checked radio, or its first one when none is checked. */
function keepsRadioTabStop(element: HTMLElement, all: readonly HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return true;
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name && other.form === element.form,
  );
  const checked = group.find((radio) => radio.checked);
  return checked !== undefined ? checked === element : group[0] === element;
}

/** Tabbable descendants in the order Tab visits them: positive tabindex first, then document order. */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(isTabbable);
  const tabbable = candidates.filter((element) => keepsRadioTabStop(element, candidates));
  const positive = tabbable.filter((element) => element.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...tabbable.filter((element) => element.tabIndex === 0)];
}
