import { describe, expect, it } from 'vitest';
import { duplicateInputMessage } from './duplicate-names.ts';
import { MAX_FORM_INPUTS, invalidFieldNameMessage, parseFormDefinition } from './form-definition.ts';

describe('parseFormDefinition', () => {
  it('keeps what the rule builder and the form use, and drops the rest', () => {
    const result = parseFormDefinition([
      { name: ' email ', type: 'email', label: 'Email', extra: 'dropped', validationObject: { required: true, max: '120', min: 'x', url: 'yes', type: 'email' } },
      { name: 'size', type: 'select', options: [{ name: 'Small', value: 's' }, { value: 3 }, { name: '', value: '' }, 'junk'] },
      { name: 'tags', type: 'array', min: 1, max: '4', arrayFields: [{ name: 'tag', label: 'Tag', type: 'text' }, { name: 'bad name', label: 'x', type: 'text' }] },
      { name: 'stars', type: 'number', itemsCount: 50, defaultValue: { nested: true } },
      { name: 'agree', type: 'checkbox', disabled: true, defaultValue: false, placeholder: 'p'.repeat(600) },
    ]);
    expect(result.error).toBeNull();
    expect(result.inputs).toEqual([
      { name: 'email', type: 'email', label: 'Email', validationObject: { required: true, max: 120, type: 'email' } },
      { name: 'size', type: 'select', options: [{ name: 'Small', value: 's' }, { name: '3', value: '3' }] },
      { name: 'tags', type: 'array', min: 1, max: 4, arrayFields: [{ name: 'tag', label: 'Tag', type: 'text' }] },
      { name: 'stars', type: 'number', itemsCount: 10 },
      { name: 'agree', type: 'checkbox', disabled: true, defaultValue: false, placeholder: 'p'.repeat(500) },
    ]);
  });

  it('names the first problem', () => {
    expect(parseFormDefinition('nope').error).toBe('The fields must be a list of inputs.');
    expect(parseFormDefinition([null]).error).toBe('Input 1 is not an input definition.');
    expect(parseFormDefinition([{ name: '1st', type: 'text' }]).error).toBe(invalidFieldNameMessage('1st', 1));
    expect(parseFormDefinition([{ name: 'turnstileToken', type: 'text' }]).error).toBe(invalidFieldNameMessage('turnstileToken', 1));
    expect(parseFormDefinition([{ name: 'a', type: 'rating' }]).error).toBe('Input 1 ("a"): unknown type "rating".');
    expect(parseFormDefinition([{ name: 'a' }]).error).toBe('Input 1 ("a"): unknown type "".');
    expect(parseFormDefinition([{ name: 'pick', type: 'radio', options: [] }]).error).toBe('Input 1 ("pick") needs at least one option.');
    expect(parseFormDefinition([{ name: 'n', type: 'number', validationObject: { min: 5, max: 1 } }]).error).toBe('Input 1 ("n"): min 5 is above max 1.');
    expect(parseFormDefinition([{ name: 'l', type: 'array', min: 3, max: 2 }]).error).toBe('Input 1 ("l"): at least 3 items but at most 2.');
    expect(parseFormDefinition([{ name: 'a', type: 'text' }, { name: 'a', type: 'email' }]).error).toBe(duplicateInputMessage('a', 2));
    expect(parseFormDefinition(Array.from({ length: MAX_FORM_INPUTS + 1 }, (_, i) => ({ name: `f${i}`, type: 'text' }))).error).toContain(`at most ${MAX_FORM_INPUTS}`);
  });

  it('defaults an array input to 0..10 items and accepts an empty definition', () => {
    expect(parseFormDefinition([{ name: 'list', type: 'array' }]).inputs).toEqual([{ name: 'list', type: 'array', min: 0, max: 10 }]);
    expect(parseFormDefinition([])).toEqual({ inputs: [], error: null });
  });
});
