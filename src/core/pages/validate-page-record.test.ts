import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPageRecord, type PageRecord } from './page-record.ts';
import { validatePageRecord } from './validate-page-record.ts';

function record(overrides: Partial<PageRecord>): PageRecord {
  const page = newPageRecord<unknown>({ data: { content: [], root: { props: {} } }, path: '/site-abc/about', pathWithNoSite: '/about', title: 'About', description: 'About' });
  return { ...page, ...overrides };
}

describe('validatePageRecord', () => {
  it('accepts valid pages, templates and system pages', () => {
    expect(validatePageRecord(record({}))).toBeNull();
    expect(validatePageRecord(record({ path: '/site-abc/dynamic-content/all/products', is_template: true }))).toBeNull();
    expect(validatePageRecord(record({ path: '/manage/pages', is_system: true }))).toBeNull();
    expect(validatePageRecord(record({ path: '/site-abc/revalidate-all-site-pages' }))).toBeNull();
  });

  it('applies the path rule first', () => {
    expect(validatePageRecord(record({ path: '' }))).toEqual({ path: ['Path cannot be empty.'] });
    expect(validatePageRecord(record({ path: '/about/', is_template: true }))).toEqual({ path: ['Path cannot end with a slash.'] });
  });

  it('then the template rule for templates', () => {
    expect(validatePageRecord(record({ path: '/dynamic-content/all/site_pages', is_template: true }))).toEqual({
      path: ['This dynamic resource is not available.'],
    });
    expect(validatePageRecord(record({ path: '/dynamic-content/all/site_pages', is_template: true }), { reservedCollections: [] })).toBeNull();
    expect(validatePageRecord(record({ path: '/dynamic-content/all/site_pages' }))).toBeNull();
  });

  it('then the system rule for system pages', () => {
    expect(validatePageRecord(record({ path: '/about', is_system: true }))).toEqual({ path: ['System path must start with /manage.'] });
  });

  it('accepts anything without throwing', () => {
    expect(validatePageRecord(null)).toEqual({ path: ['Path cannot be empty.'] });
    expect(validatePageRecord('x')).toEqual({ path: ['Path cannot be empty.'] });
    expect(validatePageRecord({ path: 5 })).toEqual({ path: ['Path must be a string.'] });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (path, isTemplate, isSystem) => {
        validatePageRecord({ path, is_template: isTemplate, is_system: isSystem });
      }),
    );
  });
});
