import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePreventSystemPath, validateSystemPath } from './system-path-rules.ts';
import { validateValue } from './validate-value.ts';

const FORBIDDEN = "This path is reserved for the system. It cannot be '/manage' or '/dashboard' or start with them.";

describe('systemPath rule', () => {
  it('accepts /manage and paths under it', () => {
    expect(validateSystemPath('/manage')).toBeNull();
    expect(validateSystemPath('/manage/pages')).toBeNull();
  });

  it.each([
    ['', 'System path cannot be empty.'],
    ['  ', 'System path cannot be empty.'],
    [null, 'System path cannot be empty.'],
    [undefined, 'System path cannot be empty.'],
    [1, 'System path must be a string.'],
    ['/about', 'System path must start with /manage.'],
    ['/management', 'System path must start with /manage.'],
    ['manage', 'System path must start with /manage.'],
  ])('%j => %s', (path, message) => {
    expect(validateSystemPath(path)).toBe(message);
  });

  it('is the `systemPath` rule of the engine', () => {
    expect(validateValue('/about', 'systemPath')).toBe('System path must start with /manage.');
    expect(validateValue('/manage/x', 'required|systemPath')).toBeNull();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      validateSystemPath(value);
    }));
    fc.assert(fc.property(fc.string(), (value) => {
      validateSystemPath(value);
    }));
  });
});

describe('preventSystemPath rule', () => {
  it.each(['/manage', '/manage/pages', '/dashboard', '/dashboard/sites', '/Manage', '/site-abc/manage', '/site-abc/dashboard/x', ' /manage '])(
    'forbids %s',
    (path) => {
      expect(validatePreventSystemPath(path)).toBe(FORBIDDEN);
      expect(validateValue(path, 'preventSystemPath')).toBe(FORBIDDEN);
    },
  );

  it.each(['/about', '/management', '/dashboards', '/site-abc/about', '/x/manage'])('allows %s', (path) => {
    expect(validatePreventSystemPath(path)).toBeNull();
  });

  it('lets non-text values through and never throws', () => {
    expect(validatePreventSystemPath(5)).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => {
      validatePreventSystemPath(value);
    }));
  });
});
