// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { IconPicker } from './icon-picker.tsx';

const dom = setUpDomRoot();

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
const options = (): HTMLElement[] => [...dom.container.querySelectorAll<HTMLElement>('[role="option"]')];

describe('IconPicker', () => {
  it("opens on the chosen icon's library and picks with the keyboard", async () => {
    const onChange = vi.fn();
    act(() => dom.root.render(<IconPicker label="Icon" value="GoHome" onChange={onChange} />));
    await settle(300);
    expect(dom.container.querySelector<HTMLSelectElement>('select')!.value).toBe('go');
    expect(dom.container.textContent).toContain('Chosen: GoHome (Github Octicons)');
    expect(options()).toHaveLength(60);
    expect(options().find((option) => option.getAttribute('aria-label') === 'GoHome')).toBeUndefined();

    const listbox = dom.container.querySelector('[role="listbox"]')!;
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press(listbox, 'ArrowRight');
    press(listbox, 'ArrowDown');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[7]!.id);
    press(listbox, 'Enter');
    expect(onChange).toHaveBeenCalledWith(options()[7]!.getAttribute('aria-label'));
  });

  it('searches after a 500 ms pause and reports the count', async () => {
    act(() => dom.root.render(<IconPicker label="Icon" value="FaStar" onChange={() => {}} />));
    await settle(300);
    const search = dom.container.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, 'leaf');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(200);
    expect(options().length).toBe(60);
    await settle(500);
    expect(options().map((option) => option.getAttribute('aria-label'))).toContain('FaLeaf');
    expect(dom.container.querySelector('[role="status"]')!.textContent).toMatch(/^Showing \d+ of \d+ icons$/);
    expect(options().find((option) => option.getAttribute('aria-label') === 'FaStar')).toBeUndefined();
  });

  it('marks the chosen icon as selected', async () => {
    act(() => dom.root.render(<IconPicker label="Icon" value="FaAd" onChange={() => {}} />));
    await settle(300);
    const selected = dom.container.querySelectorAll('[role="option"][aria-selected="true"]');
    expect([...selected].map((option) => option.getAttribute('aria-label'))).toEqual(['FaAd']);
  });
});
