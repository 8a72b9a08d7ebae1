// An item of any content-manager list, as the list API answers it (spec 2 §3). Shapes differ by
// collection, so screens read fields through these helpers rather than assuming one shape.

export type ContentItem = Record<string, unknown>;

/** Spec 2 §3: id or _id (sites are addressed by unique_id). */
export function itemId(item: ContentItem): string {
  for (const key of ['id', '_id', 'unique_id'] as const) {
    const value = item[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

export function itemText(item: ContentItem, ...keys: string[]): string {
  for (const key of keys) {
    const value = item[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
