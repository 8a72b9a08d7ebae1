// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { FieldShell } from './field-shell.tsx';

const dom = setUpDomRoot();

const input = (): HTMLInputElement => dom.container.querySelector('input')!;
/** The texts a screen reader reads after the field's name: aria-describedby's elements, in order. */
const description = (element: Element): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);

describe('FieldShell', () => {
  it('names the control by its label, and describes nothing while there is no hint or error', () => {
    act(() => dom.root.render(<FieldShell label="Email">{(control) => <input {...control} name="email" />}</FieldShell>));
    const label = dom.container.querySelector('label')!;
    expect(label.textContent).toBe('Email');
    expect(label.htmlFor).toBe(input().id);
    expect(label.control).toBe(input());
    expect(input().hasAttribute('aria-describedby')).toBe(false);
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('announces the hint, then the error, with the control, and marks it invalid only while there is an error', () => {
    const render = (error?: string) =>
      act(() =>
        dom.root.render(
          <FieldShell label="Slug" hint="Lower-case letters only." error={error} describedBy="outside">
            {(control) => <input {...control} name="slug" />}
          </FieldShell>,
        ),
      );
    const outside = document.createElement('p');
    outside.id = 'outside';
    outside.textContent = 'Shown on the page.';
    document.body.append(outside);
    try {
      render();
      expect(description(input())).toEqual(['Shown on the page.', 'Lower-case letters only.']);
      expect(input().getAttribute('aria-invalid')).toBeNull();
      render('Use letters only.');
      expect(description(input())).toEqual(['Shown on the page.', 'Lower-case letters only.', 'Use letters only.']);
      expect(input().getAttribute('aria-invalid')).toBe('true');
      render('');
      expect(description(input())).toEqual(['Shown on the page.', 'Lower-case letters only.']);
      expect(input().getAttribute('aria-invalid')).toBeNull();
    } finally {
      outside.remove();
    }
  });

  it('shows the required mark to sighted users only, and keeps a caller-given id', () => {
    act(() => dom.root.render(<FieldShell label="Name" id="name-field" required>{(control) => <input {...control} name="name" required />}</FieldShell>));
    const mark = dom.container.querySelector('label span')!;
    expect(mark.textContent).toBe('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(input().id).toBe('name-field');
    expect(dom.container.querySelector('label')!.htmlFor).toBe('name-field');
  });

  it('puts a checkbox before its label in the inline layout, and the text still toggles it', () => {
    act(() => dom.root.render(<FieldShell label="Subscribe" layout="inline">{(control) => <input {...control} type="checkbox" name="subscribe" />}</FieldShell>));
    const row = input().parentElement!;
    expect([...row.children].map((child) => child.tagName)).toEqual(['INPUT', 'LABEL']);
    act(() => dom.container.querySelector('label')!.click());
    expect(input().checked).toBe(true);
  });

  it('names a group of controls with a legend, and describes the fieldset', () => {
    act(() =>
      dom.root.render(
        <FieldShell label="Size" layout="group" error="Choose a size." required>
          {() => (
            <>
              <input type="radio" name="size" value="s" aria-label="Small" />
              <input type="radio" name="size" value="m" aria-label="Medium" />
            </>
          )}
        </FieldShell>,
      ),
    );
    const fieldset = dom.container.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).toBe('Size*');
    expect(description(fieldset)).toEqual(['Choose a size.']);
    expect(dom.container.querySelector('label')).toBeNull();
  });
});
