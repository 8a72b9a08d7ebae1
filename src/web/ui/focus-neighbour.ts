import { getTabbableElements } from './tabbable.ts';

/**
 * Moves focus out of an element that is about to disappear while it holds focus (a dismissed
 * alert): to the next tab stop after it, else the one before it. Otherwise focus would fall to
 * the document and a keyboard user would start again from the top of the page.
 */
export function focusNeighbourOf(leaving: HTMLElement): void {
  if (!leaving.contains(document.activeElement)) return;
  const others = getTabbableElements(document.body).filter((element) => !leaving.contains(element));
  const after = others.find((element) => leaving.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = others.findLast((element) => leaving.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
  (after ?? before)?.focus();
}
