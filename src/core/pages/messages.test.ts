import { describe, expect, it } from 'vitest';
import { DELETED, DELETING, deleteSuccessMessage, PAGE_DELETE_SUCCESS, PUBLISHED, PUBLISHING, TEMPLATE_DELETE_SUCCESS } from './messages.ts';
import {
  DELETED_STATE,
  DELETING_STATE,
  PUBLISHED_STATE,
  PUBLISHING_STATE,
  validationErrorsMessage,
} from './page-states.ts';

// The strings themselves are the spec's: src/core/spec-strings.test.ts.
describe('page messages (spec 1 §4, §8)', () => {
  it('pick the delete toast by kind', () => {
    expect(deleteSuccessMessage(true)).toBe(TEMPLATE_DELETE_SUCCESS);
    expect(deleteSuccessMessage(false)).toBe(PAGE_DELETE_SUCCESS);
  });

  it('build the states the UI starts and ends in', () => {
    expect(PUBLISHING_STATE).toEqual({ status: 'publishing', message: PUBLISHING });
    expect(PUBLISHED_STATE).toEqual({ status: 'published', message: PUBLISHED });
    expect(DELETING_STATE).toEqual({ status: 'deleting', message: DELETING });
    expect(DELETED_STATE).toEqual({ status: 'deleted', message: DELETED });
  });

  it('lists validation errors one per line', () => {
    expect(validationErrorsMessage({ path: ['a', 'b'], title: ['c'] })).toBe('a\nb\nc');
    expect(validationErrorsMessage({})).toBe('');
  });
});
