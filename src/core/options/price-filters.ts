import type { Option } from './option.ts';

export const PRICE_FILTER_OPTIONS = [
  { label: 'All prices', value: 'all' },
  { label: 'Under 25', value: '0-25' },
  { label: '25 to 50', value: '25-50' },
  { label: '50 to 100', value: '50-100' },
  { label: '100 to 200', value: '100-200' },
  { label: '200 and above', value: '200+' },
] as const satisfies readonly Option[];
export type PriceFilter = (typeof PRICE_FILTER_OPTIONS)[number]['value'];
export const DEFAULT_PRICE_FILTER: PriceFilter = 'all';

export interface PriceRange {
  min: number;
  /** null: no upper bound. */
  max: number | null;
}

/**
 * Spec 3 §9: '200+' means 200 or more, 'low-high' is that range; 'all' (or anything
 * unreadable) is no filter.
 */
export function parsePriceFilter(value: string): PriceRange | null {
  if (typeof value !== 'string') return null;
  const open = /^(\d+(?:\.\d+)?)\+$/.exec(value);
  if (open !== null) return { min: Number(open[1]), max: null };
  const range = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value);
  if (range === null) return null;
  const min = Number(range[1]);
  const max = Number(range[2]);
  return min <= max ? { min, max } : null;
}
