import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS } from '#core/constants.ts';

export interface FocusTrapOptions {
  active: boolean;
  /** Waiting lets an enter animation start and the content settle before focus moves (spec 1 §9: 100 ms). */
  initialFocusDelayMs?: number;
  /** Element to focus first; otherwise an element already focused inside (autoFocus), else the first tabbable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Return focus to whatever had it before activation, so keyboard users continue where they were. */
  restoreFocus?: boolean;
}

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

function focusContainer(container: HTMLElement): void {
  // A container without tabindex cannot take focus at all; -1 makes it focusable without adding a tab stop.
  if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
  container.focus();
}

/** Picks the next tab stop when focus is on an element that is not itself one (the container, a tabindex=-1 node, or outside). */
function nextFromUnlisted(tabbable: readonly HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | undefined {
  if (active !== null) {
    if (backwards) {
      const before = tabbable.filter((element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
      if (before.length > 0) return before.at(-1);
    } else {
      const after = tabbable.find((element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (after !== undefined) return after;
    }
  }
  return backwards ? tabbable.at(-1) : tabbable[0];
}

// Recent focus moves, recorded from page load. React applies autoFocus during the commit, before any effect
// runs, so by the time a trap activates focus may already be inside it and the opener is only known from here.
interface FocusMove {
  target: EventTarget | null;
  from: EventTarget | null;
}
const FOCUS_HISTORY_LIMIT = 20;
const focusHistory: FocusMove[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      focusHistory.push({ target: event.target, from: event.relatedTarget });
      if (focusHistory.length > FOCUS_HISTORY_LIMIT) focusHistory.shift();
    },
    true,
  );
}

/**
 * The focused element, looking into same-origin iframes: when the opener sits in an iframe (the editor's
 * canvas), this document only sees the <iframe> as focused. Checked without `instanceof`, which is false for
 * elements of another window's realm.
 */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  for (;;) {
    if (active === null || typeof (active as HTMLElement).focus !== 'function') return null;
    if (active.tagName !== 'IFRAME') break;
    let inner: Element | null = null;
    try {
      inner = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    } catch {
      inner = null; // cross-origin frame
    }
    if (inner === null || inner === inner.ownerDocument.body) break;
    active = inner;
  }
  return active as HTMLElement;
}

/** Focuses `element`, first focusing the iframe it lives in when it belongs to another document. */
function focusOrigin(element: HTMLElement): void {
  const frame = element.ownerDocument.defaultView?.frameElement;
  if (element.ownerDocument !== document && frame != null && typeof (frame as HTMLElement).focus === 'function') {
    (frame as HTMLElement).focus({ preventScroll: true });
  }
  element.focus({ preventScroll: true });
}

/** The element focus should return to when the trap on `container` ends. */
function findFocusOrigin(container: HTMLElement | null): HTMLElement | null {
  const active = deepActiveElement();
  if (active === null || active === document.body) return null;
  if (container === null || !container.contains(active)) return active;
  for (let index = focusHistory.length - 1; index >= 0; index -= 1) {
    const move = focusHistory[index];
    if (move === undefined || !(move.target instanceof Node) || !container.contains(move.target)) continue;
    if (move.from instanceof Node && container.contains(move.from)) continue;
    // The move that entered the container: where it came from is the opener (null if nothing was focused).
    return move.from instanceof HTMLElement ? move.from : null;
  }
  return null;
}

// Only the most recently activated trap handles Tab: a nested dialog is portalled outside its parent's container,
// and the parent must not pull focus back out of it.
const trapStack: symbol[] = [];

/**
 * Keeps keyboard focus inside `containerRef` while `active`: focuses an initial element after a delay,
 * makes Tab and Shift+Tab wrap around, and on deactivation or unmount restores the previous focus.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, initialFocusDelayMs = FOCUS_TRAP_INITIAL_FOCUS_DELAY_MS, initialFocusRef, restoreFocus = true }: FocusTrapOptions,
): void {
  // Read at the time of use: callers pass a new options object every render, which must not re-run the trap.
  const initialFocusRefRef = useRef(initialFocusRef);
  useEffect(() => {
    initialFocusRefRef.current = initialFocusRef;
  });
  // Carries state from a cleanup to a setup that follows in the same task (StrictMode's extra run, or a
  // dependency change while active), so that re-run does not lose the opener or the focused field.
  const handoverRef = useRef<{ origin: HTMLElement | null; focusedInside: HTMLElement | null } | null>(null);

  useEffect(() => {
    if (!active) return;
    const token = Symbol('focus-trap');
    trapStack.push(token);
    const containerAtSetup = containerRef.current;
    const handover = handoverRef.current;
    handoverRef.current = null;
    const previouslyFocused = handover !== null ? handover.origin : findFocusOrigin(containerAtSetup);
    const refocus = handover?.focusedInside;
    if (refocus != null && refocus.isConnected && containerAtSetup?.contains(refocus) === true) refocus.focus();

    const timer = window.setTimeout(() => {
      const container = containerRef.current;
      if (container === null) return;
      const preferred = initialFocusRefRef.current?.current;
      if (preferred != null && preferred.isConnected) {
        preferred.focus();
        return;
      }
      // An autoFocus field inside was focused on mount; moving focus away from it would surprise the user.
      if (document.activeElement !== null && container.contains(document.activeElement)) return;
      const first = getTabbableElements(container)[0];
      if (first !== undefined) first.focus();
      else focusContainer(container);
    }, initialFocusDelayMs);

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (trapStack.at(-1) !== token) return;
      const container = containerRef.current;
      if (container === null) return;
      // Moving focus ourselves on every Tab (not just at the ends) keeps it inside even when the browser
      // would step to something we cannot see, such as the address bar after the last element.
      event.preventDefault();
      const tabbable = getTabbableElements(container);
      if (tabbable.length === 0) {
        focusContainer(container);
        return;
      }
      const activeElement = document.activeElement;
      const index = activeElement instanceof HTMLElement ? tabbable.indexOf(activeElement) : -1;
      const next =
        index === -1
          ? nextFromUnlisted(tabbable, activeElement !== null && container.contains(activeElement) ? activeElement : null, event.shiftKey)
          : tabbable[(index + (event.shiftKey ? -1 : 1) + tabbable.length) % tabbable.length];
      if (next !== undefined) next.focus();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      const position = trapStack.lastIndexOf(token);
      if (position !== -1) trapStack.splice(position, 1);
      // On a real close the container is already detached and focus has fallen back to the body, so this is null.
      const focused = document.activeElement;
      const focusedInside = containerAtSetup !== null && focused instanceof HTMLElement && containerAtSetup.contains(focused) ? focused : null;
      const next = { origin: previouslyFocused, focusedInside };
      handoverRef.current = next;
      queueMicrotask(() => {
        if (handoverRef.current === next) handoverRef.current = null;
      });
      if (restoreFocus && previouslyFocused !== null && previouslyFocused.isConnected) {
        // preventScroll: the page was scroll-locked, so the opener is still where the user left it.
        focusOrigin(previouslyFocused);
      }
    };
  }, [active, containerRef, initialFocusDelayMs, restoreFocus]);
}
