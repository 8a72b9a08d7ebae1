import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTemplatePath } from './template-path-rule.ts';
import { validateValue } from './validate-value.ts';

describe('templatePath rule', () => {
  it.each(['/dynamic-content/all/products', '/dynamic-content/manage/products', '/dynamic-content/view/demo-content', '/site-abc/dynamic-content/view/posts-public'])(
    'accepts %s',
    (path) => {
      expect(validateTemplatePath(path)).toBeNull();
    },
  );

  it.each([
    ['', 'Template path cannot be empty.'],
    [' ', 'Template path cannot be empty.'],
    [null, 'Template path cannot be empty.'],
    [undefined, 'Template path cannot be empty.'],
    [7, 'Template path must be a string.'],
    ['/products', 'Template path must start with /dynamic-content/all/, /dynamic-content/manage/ or /dynamic-content/view/.'],
    ['/dynamic-content/edit/products', 'Template path must start with /dynamic-content/all/, /dynamic-content/manage/ or /dynamic-content/view/.'],
    ['/dynamic-content/allx/products', 'Template path must start with /dynamic-content/all/, /dynamic-content/manage/ or /dynamic-content/view/.'],
    ['/dynamic-content/all', 'Template path must end with a collection name.'],
    ['/dynamic-content/all/', 'Template path must end with a collection name.'],
    ['/dynamic-content/all/products/1', 'Template path cannot have more than 3 segments.'],
    ['/dynamic-content/all/products/', 'Template path cannot have more than 3 segments.'],
    ['/site-abc/dynamic-content/all/a/b', 'Template path cannot have more than 3 segments.'],
    ['/dynamic-content/all/pro ducts', 'Template path contains invalid characters. Only alphanumeric characters, dashes, and underscores are allowed in the collection name.'],
    ['/dynamic-content/all/site_pages', 'This dynamic resource is not available.'],
    ['/dynamic-content/view/system_images', 'This dynamic resource is not available.'],
    ['/dynamic-content/manage/SYSTEM_SITES', 'This dynamic resource is not available.'],
  ])('%j => %s', (path, message) => {
    expect(validateTemplatePath(path)).toBe(message);
  });

  it('takes the reserved names as an option', () => {
    expect(validateValue('/dynamic-content/all/products', 'templatePath', { reservedCollections: ['products'] })).toBe(
      'This dynamic resource is not available.',
    );
    expect(validateTemplatePath('/dynamic-content/all/site_pages', [])).toBeNull();
  });

  it('never throws on any text or value', () => {
    fc.assert(fc.property(fc.string(), (path) => {
      validateTemplatePath(path);
    }));
    fc.assert(fc.property(fc.anything(), (value) => {
      validateTemplatePath(value);
    }));
  });

  it('accepted template paths have exactly three segments after any site slug', () => {
    const pathish = fc
      .array(fc.constantFrom('/', 'dynamic-content', 'all', 'view', 'manage', 'site-a', 'products', 'site_pages', '/', ' '), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathish), (path) => {
        if (validateTemplatePath(path) !== null) return;
        const segments = path.replace(/^\/site-[^/]+/, '').split('/').filter(Boolean);
        expect(segments).toHaveLength(3);
        expect(segments[0]).toBe('dynamic-content');
      }),
      { numRuns: 3000 },
    );
  });
});
