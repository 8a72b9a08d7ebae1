import { describe, expect, it } from 'vitest';
import { duplicateInputMessage, duplicateOptionMessage, findDuplicateNames } from './duplicate-names.ts';
import { FORM_SYSTEM_KEYS, HONEYPOT_FIELD, isFieldType } from './form-input.ts';

describe('findDuplicateNames', () => {
  it('names a repeated input and its item number', () => {
    expect(findDuplicateNames([{ name: 'email' }, { name: 'name' }, { name: ' email ' }])).toBe(duplicateInputMessage('email', 3));
    expect(duplicateInputMessage('email', 3)).toContain('"email" (item 3)');
  });

  it('names a repeated option within one input, but not the same option in two inputs', () => {
    const inputs = [
      { name: 'size', options: [{ name: 'S', value: 's' }, { name: 'M', value: 'm' }] },
      { name: 'colour', options: [{ name: 'S', value: 's' }, { name: 'Red', value: 'r' }, { name: 'Red', value: 'r2' }] },
    ];
    expect(findDuplicateNames(inputs)).toBe(duplicateOptionMessage('colour', 'Red', 3));
  });

  it('passes a definition with unique names', () => {
    expect(findDuplicateNames([{ name: 'a', options: [{ name: 'x', value: 'x' }] }, { name: 'b' }])).toBeNull();
    expect(findDuplicateNames([])).toBeNull();
  });
});

describe('form keys', () => {
  it('knows the field types of spec 1 §3 and keeps the honeypot among the system keys', () => {
    expect(isFieldType('textEditor')).toBe(true);
    expect(isFieldType('rating')).toBe(false);
    expect(isFieldType(3)).toBe(false);
    expect(FORM_SYSTEM_KEYS).toContain(HONEYPOT_FIELD);
  });
});

describe('formId', () => {
  it('joins and splits a page id and a block id', async () => {
    const { formIdOf, parseFormId } = await import('./form-block.ts');
    const pageId = '0b8f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
    expect(parseFormId(formIdOf(pageId, 'Form-1:x'))).toEqual({ pageId, blockId: 'Form-1:x' });
    expect(parseFormId('not-a-uuid:Form-1')).toBeNull();
    expect(parseFormId(`${pageId}:`)).toBeNull();
    expect(parseFormId('no colon')).toBeNull();
    expect(parseFormId(42)).toBeNull();
    expect(parseFormId(`${pageId}:${'x'.repeat(400)}`)).toBeNull();
  });
});
