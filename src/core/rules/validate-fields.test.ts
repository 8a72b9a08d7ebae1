import { describe, expect, it } from 'vitest';
import { validateFields } from './validate-fields.ts';

describe('validateFields', () => {
  const rules = {
    title: 'required|string|min:2|max:255',
    path: 'required|min:2|max:255|path|preventSystemPath',
    email: 'email',
  };

  it('returns null when every field passes', () => {
    expect(validateFields({ title: 'About', path: '/about', email: '' }, rules)).toBeNull();
  });

  it('maps each failing field to its first failing message', () => {
    expect(validateFields({ title: 'A', path: '/about/', email: 'nope', extra: 1 }, rules)).toEqual({
      title: ['this field must be at least 2 characters'],
      path: ['Path cannot end with a slash.'],
      email: ['Invalid email format'],
    });
  });

  it('treats missing fields and missing data as empty', () => {
    expect(validateFields({}, rules)).toEqual({
      title: ['this field is required'],
      path: ['this field is required'],
    });
    expect(validateFields(null, { a: 'required' })).toEqual({ a: ['this field is required'] });
    expect(validateFields(undefined, { a: 'string' })).toBeNull();
  });

  it('does not read inherited properties as field values', () => {
    expect(validateFields({}, { toString: 'required' })).toEqual({ toString: ['this field is required'] });
  });

  it('accepts rule lists and ignores a malformed rules object', () => {
    expect(validateFields({ a: 'x' }, { a: ['required', 'min:2'] })).toEqual({
      a: ['this field must be at least 2 characters'],
    });
    expect(validateFields({ a: 'x' }, null as unknown as Record<string, string>)).toBeNull();
  });
});
