import { describe, expect, it } from 'vitest';
import { validateFields } from '../rules/validate-fields.ts';
import type { FormInput } from './form-input.ts';
import { rulesForInput, rulesForInputs } from './input-rules.ts';

describe('rulesForInput', () => {
  it('builds required, the type rule, min and max in that order', () => {
    expect(rulesForInput({ name: 'email', type: 'email', validationObject: { required: true, max: 120 } })).toBe('required|email|max:120');
    expect(rulesForInput({ name: 'bio', type: 'textarea', validationObject: { min: 0, max: 500 } })).toBe('textarea|min:0|max:500');
  });

  it('maps datetime-local onto its rule and adds each path switch', () => {
    expect(rulesForInput({ name: 'at', type: 'datetime-local' })).toBe('datetimeLocal');
    expect(rulesForInput({ name: 'p', type: 'text', validationObject: { path: true, url: true, domain: true, templatePath: true, systemPath: true, preventSystemPath: true } })).toBe(
      'text|path|url|domain|templatePath|systemPath|preventSystemPath',
    );
  });

  it('skips the type rule when skipPasswordCheck is set, and lets validationObject.type replace it', () => {
    expect(rulesForInput({ name: 'pw', type: 'password', validationObject: { required: true, skipPasswordCheck: true } })).toBe('required');
    expect(rulesForInput({ name: 'zip', type: 'text', validationObject: { type: 'numeric' } })).toBe('numeric');
    expect(rulesForInput({ name: 'zip', type: 'text', validationObject: { type: '  ', min: null, max: Number.NaN } })).toBe('text');
  });

  it('drives the rule engine to the spec messages for a whole form', () => {
    const inputs: FormInput[] = [
      { name: 'name', type: 'text', validationObject: { required: true, min: 2 } },
      { name: 'email', type: 'email', validationObject: { required: true } },
      { name: 'age', type: 'number', validationObject: { max: 130 } },
      { name: 'note', type: 'textarea' },
    ];
    const rules = rulesForInputs(inputs);
    expect(Object.keys(rules)).toEqual(['name', 'email', 'age', 'note']);
    expect(validateFields({ name: 'A', email: 'nope', age: 200, note: '' }, rules)).toEqual({
      name: ['this field must be at least 2 characters'],
      email: ['Invalid email format'],
      age: ['this field must be at most 130'],
    });
    expect(validateFields({ name: 'Ada', email: 'ada@example.com', age: 36 }, rules)).toBeNull();
  });
});
