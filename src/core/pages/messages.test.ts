import { describe, expect, it } from 'vitest';
import {
  DELETE_CONFIRMATION,
  DELETE_ERROR,
  DELETED,
  DELETING,
  deleteSuccessMessage,
  PAGE_DELETE_SUCCESS,
  PUBLISH_ERROR,
  PUBLISH_SUCCESS,
  PUBLISHED,
  PUBLISHING,
  TEMPLATE_DELETE_SUCCESS,
} from './messages.ts';
import {
  DELETED_STATE,
  DELETING_STATE,
  PUBLISHED_STATE,
  PUBLISHING_STATE,
  validationErrorsMessage,
} from './page-states.ts';

describe('page messages (spec 1 §4, §8)', () => {
  it('are the spec strings', () => {
    expect(PUBLISHING).toBe('Publishing...');
    expect(PUBLISHED).toBe('published');
    expect(DELETING).toBe('Deleting...');
    expect(DELETED).toBe('deleted successfully');
    expect(PUBLISH_ERROR).toBe('Error publishing page');
    expect(PUBLISH_SUCCESS).toBe('Page published successfully');
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this page?');
    expect(DELETE_ERROR).toBe('Error deleting page');
    expect(TEMPLATE_DELETE_SUCCESS).toBe('Template deleted successfully');
    expect(PAGE_DELETE_SUCCESS).toBe('Page deleted successfully');
  });

  it('pick the delete toast by kind', () => {
    expect(deleteSuccessMessage(true)).toBe('Template deleted successfully');
    expect(deleteSuccessMessage(false)).toBe('Page deleted successfully');
  });

  it('build the states the UI starts and ends in', () => {
    expect(PUBLISHING_STATE).toEqual({ status: 'publishing', message: 'Publishing...' });
    expect(PUBLISHED_STATE).toEqual({ status: 'published', message: 'published' });
    expect(DELETING_STATE).toEqual({ status: 'deleting', message: 'Deleting...' });
    expect(DELETED_STATE).toEqual({ status: 'deleted', message: 'deleted successfully' });
  });

  it('lists validation errors one per line', () => {
    expect(validationErrorsMessage({ path: ['a', 'b'], title: ['c'] })).toBe('a\nb\nc');
    expect(validationErrorsMessage({})).toBe('');
  });
});
