// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconPicker } from './icon-picker.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
const options = (): HTMLElement[] => [...container.querySelectorAll<HTMLElement>('[role="option"]')];

describe('IconPicker', () => {
  it("opens on the chosen icon's library and picks with the keyboard", async () => {
    const onChange = vi.fn();
    act(() => root.render(<IconPicker label="Icon" value="GoHome" onChange={onChange} />));
    await settle(300);
    expect(container.querySelector<HTMLSelectElement>('select')!.value).toBe('go');
    expect(container.textContent).toContain('Chosen: GoHome (Github Octicons)');
    expect(options()).toHaveLength(60);
    expect(options().find((option) => option.getAttribute('aria-label') === 'GoHome')).toBeUndefined();

    const listbox = container.querySelector('[role="listbox"]')!;
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press(listbox, 'ArrowRight');
    press(listbox, 'ArrowDown');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options()[7]!.id);
    press(listbox, 'Enter');
    expect(onChange).toHaveBeenCalledWith(options()[7]!.getAttribute('aria-label'));
  });

  it('searches after a 500 ms pause and reports the count', async () => {
    act(() => root.render(<IconPicker label="Icon" value="FaStar" onChange={() => {}} />));
    await settle(300);
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, 'leaf');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(200);
    expect(options().length).toBe(60);
    await settle(500);
    expect(options().map((option) => option.getAttribute('aria-label'))).toContain('FaLeaf');
    expect(container.querySelector('[role="status"]')!.textContent).toMatch(/^Showing \d+ of \d+ icons$/);
    expect(options().find((option) => option.getAttribute('aria-label') === 'FaStar')).toBeUndefined();
  });

  it('marks the chosen icon as selected', async () => {
    act(() => root.render(<IconPicker label="Icon" value="FaAd" onChange={() => {}} />));
    await settle(300);
    const selected = container.querySelectorAll('[role="option"][aria-selected="true"]');
    expect([...selected].map((option) => option.getAttribute('aria-label'))).toEqual(['FaAd']);
  });
});
