// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { CheckboxInput } from './checkbox-input.tsx';
import { SelectInput, type SelectOption } from './select-input.tsx';
import { TextArea } from './text-area.tsx';
import { TextInput } from './text-input.tsx';

const dom = setUpDomRoot();

const describedText = (element: Element): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const warning = (): string | undefined => dom.container.querySelector('[data-dev-warning]')?.textContent ?? undefined;

describe('inputs on the field shell', () => {
  it('TextInput and TextArea keep name, type and required on the control, with the error announced', () => {
    act(() =>
      dom.root.render(
        <>
          <TextInput label="Email" name="email" type="email" required error="Enter an email address." />
          <TextArea label="Message" name="message" rows={4} hint="Plain text." />
        </>,
      ),
    );
    const email = dom.container.querySelector('input')!;
    expect([email.name, email.type, email.required, email.getAttribute('aria-invalid')]).toEqual(['email', 'email', true, 'true']);
    expect(describedText(email)).toBe('Enter an email address.');
    const message = dom.container.querySelector('textarea')!;
    expect([message.name, message.getAttribute('rows'), message.labels?.[0]?.textContent]).toEqual(['message', '4', 'Message']);
    expect(describedText(message)).toBe('Plain text.');
    expect(warning()).toBeUndefined();
  });

  it('SelectInput offers the placeholder first and says in development which props arrived empty', () => {
    act(() => dom.root.render(<SelectInput label="Language" name="language" placeholder="Choose a language" options={[{ label: 'English', value: 'en' }]} />));
    expect([...dom.container.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choose a language'],
      ['en', 'English'],
    ]);
    act(() => dom.root.render(<SelectInput label="" name="" options={undefined as unknown as SelectOption[]} />));
    expect(warning()).toBe('Developer warning: SelectInput is missing name, label, options.');
  });

  it('CheckboxInput is toggled by its text and marks the required box', () => {
    act(() => dom.root.render(<CheckboxInput label="I agree" name="consent" required />));
    const box = dom.container.querySelector('input')!;
    act(() => dom.container.querySelector('label')!.click());
    expect([box.checked, box.required, dom.container.querySelector('label')!.textContent]).toEqual([true, true, 'I agree*']);
    act(() => dom.root.render(<CheckboxInput label="" name="consent" />));
    expect(warning()).toBe('Developer warning: CheckboxInput is missing label.');
  });
});
