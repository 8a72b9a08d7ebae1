import { describe, expect, it } from 'vitest';
import { findDuplicateNames } from '#core/forms/duplicate-names.ts';
import { parseFormDefinition } from '#core/forms/form-definition.ts';
import { FORM_PURPOSE_OPTIONS } from '#core/options/form-purposes.ts';
import { formConfig } from './form.config.tsx';

describe('formConfig', () => {
  it('starts with a definition the server accepts on publish and a known purpose', () => {
    const defaults = formConfig.defaultProps!;
    expect(FORM_PURPOSE_OPTIONS.map((option) => option.value)).toContain(defaults.purpose);
    expect(parseFormDefinition(defaults.inputs).error).toBeNull();
    expect(findDuplicateNames(defaults.inputs)).toBeNull();
    expect(defaults.collection).toBe('');
  });

  it('gives a new form a success message a visitor understands, not the API’s “Data created successfully”', () => {
    expect(formConfig.defaultProps!.successMessage).toBe('Thank you! Your message has been sent.');
  });

  it('shows the mail settings only for a contact form', async () => {
    type Params = Parameters<NonNullable<typeof formConfig.resolveFields>>[1];
    const fieldsFor = (purpose: 'contact' | 'default') =>
      formConfig.resolveFields!({ props: { ...formConfig.defaultProps!, purpose, id: 'f' } }, { fields: formConfig.fields! } as Params);
    const contact = await fieldsFor('contact');
    const plain = await fieldsFor('default');
    expect([contact.emailTo!.visible, contact.emailSubject!.visible, plain.emailTo!.visible, plain.emailSubject!.visible]).toEqual([true, true, false, false]);
    expect(plain.collection!.visible).toBeUndefined();
  });

  it('offers every stored prop of the block as a field', () => {
    expect(Object.keys(formConfig.fields!).sort()).toEqual(
      ['afterSubmit', 'collection', 'emailSubject', 'emailTo', 'inputs', 'purpose', 'submitLabel', 'successMessage', 'title'].sort(),
    );
  });
});
