import { describe, expect, it, vi } from 'vitest';
import { findRule, isKnownRule, RULES } from './rule-registry.ts';
import { validateValue } from './validate-value.ts';

describe('validateValue', () => {
  it('returns the first failing rule in the given order', () => {
    expect(validateValue('a', 'required|string|min:2|max:255')).toBe('this field must be at least 2 characters');
    expect(validateValue(5, 'string|min:2')).toBe('this field must be a string');
    expect(validateValue('x', 'email|min:5')).toBe('Invalid email format');
    expect(validateValue('x', 'min:5|email')).toBe('this field must be at least 5 characters');
    expect(validateValue('/about/', 'required|min:2|path|preventSystemPath')).toBe('Path cannot end with a slash.');
    expect(validateValue('/manage', 'required|min:2|path|preventSystemPath')).toBe(
      "This path is reserved for the system. It cannot be '/manage' or '/dashboard' or start with them.",
    );
  });

  it('returns null when every rule passes', () => {
    expect(validateValue('Jane', 'required|string|min:2|max:255')).toBeNull();
    expect(validateValue('anything', '')).toBeNull();
    expect(validateValue(undefined, '')).toBeNull();
  });

  it('lets empty values pass every rule unless required is present', () => {
    const allButRequired = Object.keys(RULES)
      .filter((name) => name !== 'required')
      .map((name) => (name === 'min' || name === 'max' ? `${name}:3` : name))
      .join('|');
    for (const empty of [undefined, null, '', '   ', [], {}, false]) {
      expect(validateValue(empty, allButRequired)).toBeNull();
      expect(validateValue(empty, `${allButRequired}|required`)).toBe('this field is required');
      expect(validateValue(empty, `required|${allButRequired}`)).toBe('this field is required');
    }
  });

  it('only warns about an unknown rule, and the value passes it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(validateValue('abc', 'frobnicate|min:2')).toBeNull();
    expect(validateValue('a', 'frobnicate|min:2')).toBe('this field must be at least 2 characters');
    expect(validateValue('', 'toString')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Unknown validation rule: frobnicate');
    expect(warn).toHaveBeenCalledWith('Unknown validation rule: toString');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('sends warnings to a custom sink when given one', () => {
    const messages: string[] = [];
    expect(validateValue('x', 'nope', { warn: (message) => messages.push(message) })).toBeNull();
    expect(messages).toEqual(['Unknown validation rule: nope']);
  });

  it('knows every rule of spec 1 §5 and the field-type aliases', () => {
    for (const name of [
      'number', 'string', 'select', 'radio', 'required', 'min', 'max', 'email', 'numeric', 'date', 'time',
      'datetimeLocal', 'url', 'domain', 'color', 'password', 'array', 'files', 'colors', 'checkbox', 'file',
      'path', 'templatePath', 'systemPath', 'preventSystemPath', 'imageUrl', 'datetime-local', 'text', 'textarea', 'textEditor',
    ]) {
      expect(isKnownRule(name)).toBe(true);
    }
    expect(findRule('constructor')).toBeUndefined();
    expect(findRule('__proto__')).toBeUndefined();
  });
});
