// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { NavMenu } from './nav-menu.tsx';
import { NAV_MENU_DEFAULT_PROPS } from './nav-menu.types.ts';

const dom = setUpDomRoot();

describe('NavMenu disclosure', () => {
  it('opens with the button, closes with Escape and returns focus to the button', () => {
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} />));
    const button = dom.container.querySelector('button')!;
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
    act(() => dom.root.render(<NavMenu {...NAV_MENU_DEFAULT_PROPS} links={[{ label: 'Top', href: '#top', target: '_self' }]} />));
    const button = dom.container.querySelector('button')!;
    act(() => button.click());
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    act(() => panel.querySelector('a')!.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
