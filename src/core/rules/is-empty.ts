/**
 * Empty values pass every rule except `required`. Whitespace-only text counts as empty, and so
 * does an unticked checkbox (false). Only plain objects can be "empty objects": a File or a
 * Date has no own keys but is a value.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.keys(value).length === 0;
  }
  return false;
}
