import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, type FormInput } from '#core/forms/form-input.ts';
import { FORM_NO_COLLECTION } from '#core/forms/messages.ts';
import { FIELD_TYPES } from '#core/options/field-types.ts';
import { Form } from './form.tsx';

const html = (props: Parameters<typeof Form>[0]): string => renderToString(<Form {...props} />);

describe('Form (server HTML)', () => {
  it('renders the notice without a collection', () => {
    expect(html({ collection: '' })).toContain(FORM_NO_COLLECTION.replace('…', ''));
    expect(html({ collection: '' })).not.toContain('<form');
  });

  it('keeps Submit disabled until the island hydrates, and the honeypot out of sight and reach', () => {
    const out = html({ collection: 'messages', inputs: [{ name: 'name', type: 'text', label: 'Name', validationObject: { required: true } }] });
    expect(out).toMatch(/<button type="submit"[^>]*disabled=""/);
    const honeypot = new RegExp(`<div aria-hidden="true"[^>]*><label>[^<]*<input ([^>]*name="${HONEYPOT_FIELD}"[^>]*)/>`).exec(out)?.[1] ?? '';
    expect(honeypot).toContain('tabindex="-1"');
    expect(honeypot).toContain('autoComplete="off"');
    expect(out).toMatch(/<input[^>]*required=""[^>]*name="name"/);
  });

  it('renders every field type of spec 1 §3 with its label', () => {
    const inputs: FormInput[] = FIELD_TYPES.map((type) => ({
      name: `f_${type.replace('-', '_')}`,
      type,
      label: `Label ${type}`,
      options: type === 'select' || type === 'radio' ? [{ name: 'One', value: '1' }] : undefined,
      arrayFields: type === 'array' ? [{ name: 'title', label: 'Title', type: 'text' }] : undefined,
    }));
    const out = html({ collection: 'messages', inputs: [...inputs, { name: 'stars', type: 'number', label: 'Stars', itemsCount: 5 }] });
    for (const type of FIELD_TYPES) expect(out, type).toContain(`Label ${type}`);
    expect(out).toContain('type="file"');
    expect(out).toMatch(/type="file"[^>]*multiple=""/);
    expect(out).toContain('type="color"');
    expect(out).toContain('role="radiogroup"');
    // The text editor is a textarea until the markdown editor loads in the browser.
    expect(out).toMatch(/<textarea[^>]*name="f_textEditor"/);
  });
});
