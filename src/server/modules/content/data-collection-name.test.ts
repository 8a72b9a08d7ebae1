import { describe, expect, it } from 'vitest';
import { isDataCollectionName } from '#server/shared/listing/data-collection-name.ts';

describe('isDataCollectionName', () => {
  it('accepts user collection names', () => {
    for (const name of ['products', 'demo-content', 'notes-public', 'form_2026', 'A1']) expect(isDataCollectionName(name), name).toBe(true);
  });

  it('refuses system and site collections, which have their own routes', () => {
    for (const name of ['system_images', 'system_sites', 'site_pages', 'site_templates_history']) expect(isDataCollectionName(name), name).toBe(false);
  });

  it('refuses names that could not be collections', () => {
    for (const name of ['', '-products', 'a b', 'a/b', 'a.b', "a'b", 'x'.repeat(101)]) expect(isDataCollectionName(name), name).toBe(false);
    expect(isDataCollectionName('x'.repeat(100))).toBe(true);
  });
});
