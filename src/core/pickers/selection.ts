// The pickers' selection rules (spec 2 §4 "Pickers", §5 "Multi-image URL add", "Colour confirm"),
// pure so the image and colour galleries and their fields share them and tests replay them.
import {
  IMAGE_URL_ALREADY_SELECTED,
  IMAGE_URL_NOT_VALID,
  IMAGE_URL_REQUIRED,
  NO_COLOR_SELECTED,
  maxColorsMessage,
  minColorsMessage,
} from './messages.ts';

export interface SelectionLimits {
  max: number;
  /** At the maximum, drop the oldest pick instead of refusing the new one. */
  replaceOldest?: boolean;
}

export type ToggleOutcome<Item> =
  | { kind: 'added'; selection: Item[] }
  | { kind: 'removed'; selection: Item[] }
  /** Added after dropping the oldest pick. */
  | { kind: 'replaced'; selection: Item[]; dropped: Item }
  /** At the maximum without replace: the selection is unchanged. */
  | { kind: 'rejected'; selection: Item[] };

/**
 * Picking toggles: a selected item is removed; a new one is appended (newest last), unless the
 * selection is full, when it is refused or, with replaceOldest, the oldest pick makes room.
 */
export function toggleSelection<Item>(selection: readonly Item[], item: Item, idOf: (item: Item) => string, limits: SelectionLimits): ToggleOutcome<Item> {
  const id = idOf(item);
  if (selection.some((picked) => idOf(picked) === id)) {
    return { kind: 'removed', selection: selection.filter((picked) => idOf(picked) !== id) };
  }
  const max = Math.max(0, limits.max);
  if (selection.length < max) return { kind: 'added', selection: [...selection, item] };
  if (limits.replaceOldest === true && max > 0) {
    // Over the maximum already (data saved under an older limit): keep only the newest max - 1.
    const kept = selection.slice(selection.length - max + 1);
    return { kind: 'replaced', selection: [...kept, item], dropped: selection[0]! };
  }
  return { kind: 'rejected', selection: [...selection] };
}

export function isSelected<Item>(selection: readonly Item[], item: Item, idOf: (item: Item) => string): boolean {
  const id = idOf(item);
  return selection.some((picked) => idOf(picked) === id);
}

/** The list with the item at `from` moved to `to` (both clamped); reordering picks in a field. */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(list.length - 1, Math.max(0, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function removeAt<Item>(list: readonly Item[], index: number): Item[] {
  return list.filter((_, position) => position !== index);
}

/** An http(s) URL with a host, or a path on this site ('/media/…'); protocol-relative '//' is not a path. */
export function isImageUrlLike(value: string): boolean {
  const text = value.trim();
  if (text.startsWith('/')) return !text.startsWith('//') && !/\s/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Multi-image URL add: why `url` cannot be added to `selected` (urls), or null when it can. */
export function imageUrlToAddError(url: string, selected: readonly string[]): string | null {
  const text = url.trim();
  if (text === '') return IMAGE_URL_REQUIRED;
  if (!isImageUrlLike(text)) return IMAGE_URL_NOT_VALID;
  if (selected.includes(text)) return IMAGE_URL_ALREADY_SELECTED;
  return null;
}

/** Adding is disabled at the maximum. */
export function canAddMore(count: number, max: number): boolean {
  return count < max;
}

/**
 * Colour confirm (spec 2 §5): more than the maximum, none unless replacing with nothing is allowed,
 * or some but fewer than the field's minimum (a gradient needs two).
 */
export function colorConfirmError(count: number, max: number, allowEmpty: boolean, min = 1): string | null {
  if (count > max) return maxColorsMessage(max);
  if (count === 0) return allowEmpty ? null : NO_COLOR_SELECTED;
  return count < min ? minColorsMessage(min) : null;
}
