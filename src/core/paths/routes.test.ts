import { describe, expect, it } from 'vitest';
import { DYNAMIC_CONTENT_TEMPLATE_ROOTS, DYNAMIC_CONTENT_ALL, DYNAMIC_CONTENT_MANAGE, DYNAMIC_CONTENT_VIEW, editPath, siteDashboard, siteSettings } from './routes.ts';

// The spec table's paths themselves: src/core/spec-strings.test.ts.
describe('route constants (spec 1 §2)', () => {
  it("build a site's screens and list the template roots", () => {
    expect(siteDashboard('abc')).toBe('/dashboard/sites/site-abc');
    expect(siteSettings('abc')).toBe('/dashboard/sites/site-abc/settings');
    expect([...DYNAMIC_CONTENT_TEMPLATE_ROOTS].sort()).toEqual([DYNAMIC_CONTENT_ALL, DYNAMIC_CONTENT_MANAGE, DYNAMIC_CONTENT_VIEW].sort());
  });

  it('builds edit paths', () => {
    expect(editPath('/about')).toBe('/about/edit');
    expect(editPath('/site-abc/about/')).toBe('/site-abc/about/edit');
    expect(editPath('/')).toBe('/edit');
    expect(editPath('')).toBe('/edit');
  });
});
