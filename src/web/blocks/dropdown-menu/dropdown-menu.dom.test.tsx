// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DropdownMenu } from './dropdown-menu.tsx';
import type { DropdownMenuProps } from './dropdown-menu.types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROPS: DropdownMenuProps = {
  label: 'Shop',
  align: 'start',
  items: [
    { label: 'Shirts', href: '/shirts', target: '_self' },
    { label: 'Shoes', href: '/shoes', target: '_self' },
    { label: 'Hats', href: '/hats', target: '_self' },
  ],
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<DropdownMenu {...PROPS} />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const button = (): HTMLButtonElement => container.querySelector('button')!;
const menu = (): HTMLUListElement => container.querySelector('[role="menu"]')!;
const items = (): HTMLElement[] => [...container.querySelectorAll<HTMLElement>('[role="menuitem"]')];
function press(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('DropdownMenu keyboard', () => {
  it('ArrowDown opens on the first item; arrows move and wrap; Home and End jump', () => {
    press(button(), 'ArrowDown');
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(menu().hidden).toBe(false);
    expect(document.activeElement).toBe(items()[0]);
    press(menu(), 'ArrowDown');
    expect(document.activeElement).toBe(items()[1]);
    press(menu(), 'ArrowUp');
    press(menu(), 'ArrowUp');
    expect(document.activeElement).toBe(items()[2]);
    press(menu(), 'Home');
    expect(document.activeElement).toBe(items()[0]);
    press(menu(), 'End');
    expect(document.activeElement).toBe(items()[2]);
  });

  it('ArrowUp opens on the last item; a letter jumps to the next matching item', () => {
    press(button(), 'ArrowUp');
    expect(document.activeElement).toBe(items()[2]);
    press(menu(), 's');
    expect(document.activeElement).toBe(items()[0]);
    press(menu(), 's');
    expect(document.activeElement).toBe(items()[1]);
  });

  it('Enter/Space (a click) opens on the first item and Escape closes, returning focus to the button', () => {
    button().focus();
    act(() => button().click());
    expect(document.activeElement).toBe(items()[0]);
    press(menu(), 'Escape');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click outside', async () => {
    act(() => button().click());
    // useOutsideClick starts listening after a short delay, so the opening click does not close it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Tab without keeping focus', () => {
    act(() => button().click());
    press(menu(), 'Tab');
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
