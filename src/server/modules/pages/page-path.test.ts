import { describe, expect, it } from 'vitest';
import { PATH_EMPTY, PATH_MUST_START_WITH_SLASH, SYSTEM_PATH_FORBIDDEN, SYSTEM_PATH_PREFIX } from '#core/rules/messages.ts';
import { HttpError } from '#server/http/errors.ts';
import { checkPagePath } from './page-path.ts';

function refusal(run: () => unknown): { status: number; message: string; path: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, path: error.validationErrors?.path };
    throw error;
  }
  throw new Error('the path was accepted');
}

describe('checkPagePath: the one check of a page path', () => {
  it('refuses a missing path with the path rule\'s own message, with or without the rules', () => {
    for (const rules of [true, false]) {
      expect(refusal(() => checkPagePath(undefined, {}, { rules }))).toEqual({ status: 400, message: PATH_EMPTY, path: [PATH_EMPTY] });
      expect(refusal(() => checkPagePath('about', {}, { rules }))).toEqual({ status: 400, message: PATH_MUST_START_WITH_SLASH, path: [PATH_MUST_START_WITH_SLASH] });
    }
  });

  it('lets the editor open any slash path, but refuses to save a page on a system path', () => {
    expect(checkPagePath('/site-acme/manage/x', {}, { rules: false })).toMatchObject({ kind: 'page', siteUniqueId: 'acme', pathWithNoSite: '/manage/x' });
    expect(refusal(() => checkPagePath('/site-acme/manage/x', {}, { rules: true }))).toEqual({ status: 400, message: SYSTEM_PATH_FORBIDDEN, path: [SYSTEM_PATH_FORBIDDEN] });
  });

  it('checks a system page by the system rule, and lets it live under /manage', () => {
    expect(refusal(() => checkPagePath('/about', { is_system: true }, { rules: true })).message).toBe(SYSTEM_PATH_PREFIX);
    expect(checkPagePath('/manage/help', { is_system: true }, { rules: true })).toEqual({ kind: 'system', path: '/manage/help', pathWithNoSite: '/manage/help', siteUniqueId: null });
  });
});
