import { describe, expect, it } from 'vitest';
import { dataAreaPathOf, dataCreatePath, dataListPath, dataManagePath, dataRecordPath, parseDataAreaPath, templatePathOf, templateTargetOf } from './data-area.ts';

describe('data-area paths', () => {
  it('builds the four forms of spec 1 §2', () => {
    expect(dataListPath('team')).toBe('/data/team');
    expect(dataCreatePath('team')).toBe('/data/team/create');
    expect(dataRecordPath('team', 'a b')).toBe('/data/team/a%20b');
    expect(dataManagePath('team', 'x')).toBe('/data/team/x/manage');
    expect(templatePathOf('view', 'team')).toBe('/dynamic-content/view/team');
  });

  it('parses each form back, with or without a site slug, and ignores the query', () => {
    expect(parseDataAreaPath('/data/team')).toEqual({ siteSlug: null, kind: 'all', collection: 'team', id: null });
    expect(parseDataAreaPath('/data/site-abc/team/create')).toEqual({ siteSlug: 'site-abc', kind: 'manage', collection: 'team', id: null });
    expect(parseDataAreaPath('/data/site-abc/team/r1?x=1')).toEqual({ siteSlug: 'site-abc', kind: 'view', collection: 'team', id: 'r1' });
    expect(parseDataAreaPath('/data/team/r%201/manage/')).toEqual({ siteSlug: null, kind: 'manage', collection: 'team', id: 'r 1' });
  });

  it('round-trips through dataAreaPathOf', () => {
    for (const path of ['/data/team', '/data/team/create', '/data/team/r1', '/data/team/r1/manage']) {
      expect(dataAreaPathOf(parseDataAreaPath(path)!)).toBe(path);
    }
  });

  it('refuses what is not a data-area path', () => {
    for (const path of ['/about', '/data', '/data/site-abc', '/data/bad name', '/data/team/r1/edit', '/data/team/create/manage', '/data/team/r1/manage/more', '/data/%E0%A4%A']) {
      expect(parseDataAreaPath(path), path).toBeNull();
    }
  });

  it('reads the kind and collection of a template path', () => {
    expect(templateTargetOf('/dynamic-content/view/team')).toEqual({ kind: 'view', collection: 'team' });
    expect(templateTargetOf('/site-abc/dynamic-content/manage/team')).toEqual({ kind: 'manage', collection: 'team' });
    expect(templateTargetOf('/dynamic-content/other/team')).toBeNull();
    expect(templateTargetOf('/dynamic-content/all/team/x')).toBeNull();
    expect(templateTargetOf('/dynamic-content/all')).toBeNull();
    expect(templateTargetOf('/about')).toBeNull();
  });
});
