import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Logo } from '../logo/logo.tsx';
import { SiteLink } from './site-link.tsx';
import { siteSlugOf } from './site-slug.ts';
import { NAV_MENU_DEFAULT_PROPS, usableLinks, type NavMenuProps } from './nav-menu.types.ts';

function MenuIcon({ open }: { open: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="size-6">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * Site header navigation: logo or site name, and a row of links that collapses into a disclosure
 * (a button with aria-expanded) on small screens.
 */
export function NavMenu(props: NavMenuProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const siteSlug = siteSlugOf(props);
  const links = usableLinks(props.links);
  const label = props.ariaLabel?.trim() || NAV_MENU_DEFAULT_PROPS.ariaLabel;

  // Escape closes the open menu from anywhere, returning focus to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const renderLinks = (placement: 'bar' | 'panel'): ReactElement[] =>
    links.map((link, index) => (
      <li key={index}>
        <SiteLink
          href={link.href}
          target={link.target}
          siteSlug={siteSlug}
          onClick={placement === 'panel' ? () => setOpen(false) : undefined}
          className={cx(
            'block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2',
            placement === 'bar' ? 'px-2 py-1' : 'px-3 py-2',
            styles.items,
          )}
        >
          {link.label}
        </SiteLink>
      </li>
    ));

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    // Handled here too so Escape works even if a page script stops the document listener.
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav aria-label={label} className="relative" data-nav-menu="">
      <div className="flex items-center justify-between gap-4 py-3">
        <Logo
          image={props.logo ?? ''}
          alt={props.logoAlt ?? ''}
          text={props.title ?? ''}
          href={props.homeHref ?? '/'}
          height={40}
          siteSlug={siteSlug}
        />
        {links.length > 0 && (
          <>
            <ul className="hidden flex-wrap items-center gap-2 md:flex">{renderLinks('bar')}</ul>
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((previous) => !previous)}
              className={cx(
                'inline-flex items-center gap-2 rounded-md px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2 md:hidden',
                styles.items,
              )}
            >
              <MenuIcon open={open} />
              <span>Menu</span>
            </button>
          </>
        )}
      </div>
      {links.length > 0 && (
        <ul id={menuId} hidden={!open} onKeyDown={onPanelKeyDown} className={cx(open ? 'flex' : 'hidden', 'flex-col gap-1 border-t border-current/10 py-2 md:hidden')}>
          {renderLinks('panel')}
        </ul>
      )}
    </nav>
  );
}
