// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';

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

describe('NavMenu disclosure', () => {
  it('opens with the button, closes with Escape and returns focus to the button', () => {
    act(() => root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const button = container.querySelector('button')!;
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);

    panel.querySelector('a')!.focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link in the panel is followed', () => {
    act(() => root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[{ label: 'Top', href: '#top', target: '_self' }]} />));
    const button = container.querySelector('button')!;
    act(() => button.click());
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    act(() => panel.querySelector('a')!.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
