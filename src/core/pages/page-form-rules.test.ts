import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED, maxLengthMessage, minLengthMessage, PATH_MUST_START_WITH_SLASH, SYSTEM_PATH_FORBIDDEN, TEMPLATE_PATH_PREFIX } from '../rules/messages.ts';
import { validatePageForm } from './page-form-rules.ts';

const valid = { title: 'About', description: '', path: '/about' };

describe('validatePageForm', () => {
  it('accepts a titled page with a valid path, and a template on a dynamic-content path', () => {
    expect(validatePageForm(valid, 'page')).toBeNull();
    expect(validatePageForm({ ...valid, path: '/dynamic-content/all/posts' }, 'template')).toBeNull();
  });

  it('requires a title of at most 255 characters', () => {
    expect(validatePageForm({ ...valid, title: '' }, 'page')).toEqual({ title: [FIELD_REQUIRED] });
    expect(validatePageForm({ ...valid, title: 'x'.repeat(256) }, 'page')).toEqual({ title: [maxLengthMessage(255)] });
    expect(validatePageForm({ ...valid, title: 'x'.repeat(255) }, 'page')).toBeNull();
  });

  it('limits the description to 1000 characters', () => {
    expect(validatePageForm({ ...valid, description: 'x'.repeat(1001) }, 'page')).toEqual({ description: [maxLengthMessage(1000)] });
  });

  it('requires a path of 2 to 255 characters that passes the path rule and is not a system path', () => {
    expect(validatePageForm({ ...valid, path: '' }, 'page')).toEqual({ path: [FIELD_REQUIRED] });
    expect(validatePageForm({ ...valid, path: 'a' }, 'page')).toEqual({ path: [minLengthMessage(2)] });
    expect(validatePageForm({ ...valid, path: `/${'x'.repeat(255)}` }, 'page')).toEqual({ path: [maxLengthMessage(255)] });
    expect(validatePageForm({ ...valid, path: 'about' }, 'page')).toEqual({ path: [PATH_MUST_START_WITH_SLASH] });
    expect(validatePageForm({ ...valid, path: '/manage/pages' }, 'page')).toEqual({ path: [SYSTEM_PATH_FORBIDDEN] });
  });

  it('keeps templates under /dynamic-content/{all|manage|view}/', () => {
    expect(validatePageForm(valid, 'template')).toEqual({ path: [TEMPLATE_PATH_PREFIX] });
  });
});
