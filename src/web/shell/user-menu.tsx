import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { RadixUserMenu as RadixUserMenuComponent } from './user-menu-radix.tsx';
import { whenIdle } from '#web/ui/when-idle.ts';
import { TRIGGER_CLASS, TriggerFace, type MenuUser, type OpenRequest } from './user-menu-parts.tsx';

export type { MenuUser } from './user-menu-parts.tsx';

// Radix's menu (with its popper, about 20 KB gz) is not needed to show or hydrate the dashboard, only to
// open the menu, so it is its own chunk (decision 039): fetched when the browser is idle, or on the first
// press of the button before that; until then the same button stands in and remembers the press.
let loadedMenu: typeof RadixUserMenuComponent | null = null;
let loading: Promise<typeof RadixUserMenuComponent> | null = null;

export function preloadUserMenu(): Promise<typeof RadixUserMenuComponent> {
  loading ??= import('./user-menu-radix.tsx').then((module) => {
    loadedMenu = module.RadixUserMenu;
    return module.RadixUserMenu;
  });
  return loading;
}

/** The signed-in user's menu: see RadixUserMenu for its keys and behaviour. */
export function UserMenu({ user }: { user: MenuUser }): ReactElement {
  const [Menu, setMenu] = useState<typeof RadixUserMenuComponent | null>(() => loadedMenu);
  const [openOnMount, setOpenOnMount] = useState<OpenRequest>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (Menu !== null) return;
    let current = true;
    const load = () =>
      void preloadUserMenu().then((loaded) => {
        if (!current) return;
        hadFocus.current = document.activeElement === standInRef.current;
        setMenu(() => loaded);
      });
    // Pressed before the idle fetch: fetch now.
    const cancelIdle = openOnMount === null ? whenIdle(load) : (load(), () => {});
    return () => {
      current = false;
      cancelIdle();
    };
  }, [Menu, openOnMount]);

  useEffect(() => {
    // The real button replaces the stand-in: keep the keyboard user's place.
    if (Menu !== null && hadFocus.current && openOnMount === null) document.querySelector<HTMLElement>('[data-user-menu-trigger]')?.focus();
  }, [Menu, openOnMount]);

  if (Menu !== null) return <Menu user={user} openOnMount={openOnMount} />;

  const openWhenReady = (how: Exclude<OpenRequest, null>) => setOpenOnMount(how);
  return (
    <button
      ref={standInRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onClick={(event) => openWhenReady(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        openWhenReady(event.key === 'ArrowUp' ? 'keyboard-last' : 'keyboard');
      }}
    >
      <TriggerFace user={user} />
    </button>
  );
}
