import { describe, expect, it } from 'vitest';
import {
  COLOR_FILTER_FIELDS,
  ICON_COLOR_FILTER_OPTIONS,
  ICON_FILTER_FIELDS,
  ICON_SET_FILTER_OPTIONS,
  defaultFiltersFor,
  filterFieldsFor,
  iconColorCss,
  withFilter,
} from './gallery-filters.ts';

describe('gallery filters', () => {
  it('starts on spec 2 §9 defaults, every default being an offered value', () => {
    expect(defaultFiltersFor('icon')).toEqual({ set: 'custom', size: '6xl', color: 'primary', sort: 'name_asc' });
    expect(defaultFiltersFor('color')).toEqual({ family: 'all', sortBy: 'name_asc' });
    expect(defaultFiltersFor('image')).toEqual({});
    for (const type of ['icon', 'color']) {
      for (const field of filterFieldsFor(type)) {
        expect(field.options.map((o) => o.value)).toContain(defaultFiltersFor(type)[field.name]);
      }
    }
  });

  it('offers custom and the icon libraries, and the spec sort options', () => {
    expect(ICON_SET_FILTER_OPTIONS.map((o) => o.value)).toEqual(['custom', 'fa', 'ti', 'go', 'tb', 'cg', 'md']);
    expect(ICON_FILTER_FIELDS.find((f) => f.name === 'sort')!.options.map((o) => o.value)).toEqual(['name_asc', 'name_desc', 'set_asc', 'recent']);
    expect(COLOR_FILTER_FIELDS.find((f) => f.name === 'sortBy')!.options.map((o) => o.value)).toEqual(['name_asc', 'name_desc', 'level_asc', 'level_desc']);
    expect(COLOR_FILTER_FIELDS.find((f) => f.name === 'family')!.options[0]!.value).toBe('all');
    expect(filterFieldsFor('page')).toEqual([]);
  });

  it('changes one offered value and refuses anything else', () => {
    const start = defaultFiltersFor('icon');
    expect(withFilter('icon', start, 'set', 'fa')).toEqual({ ...start, set: 'fa' });
    expect(withFilter('icon', start, 'set', 'nope')).toBe(start);
    expect(withFilter('icon', start, 'family', 'red')).toBe(start);
    expect(withFilter('color', defaultFiltersFor('color'), 'family', 'red')).toEqual({ family: 'red', sortBy: 'name_asc' });
  });

  it('paints icon colour tokens', () => {
    expect(iconColorCss('primary')).toBe('var(--color-primary)');
    expect(iconColorCss('red')).toBe('#ef4444');
    expect(iconColorCss('current')).toBe('currentColor');
    expect(ICON_COLOR_FILTER_OPTIONS.map((o) => o.value)).toContain('red');
  });
});
