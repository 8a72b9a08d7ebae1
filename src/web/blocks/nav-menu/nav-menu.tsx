import { useId, type ReactElement } from 'react';
import { CLOSE_MENU_LABEL, SIDE_MENU_TITLE } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { islandBlock } from '#web/islands/island-block.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Logo } from '../logo/logo.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { MenuIcon, NavActions } from './nav-actions.tsx';
import { island } from './nav-menu.island.tsx';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { usableLinks, type MenuLink } from '#web/site/menu-links.ts';
import { NAV_MENU_DEFAULT_PROPS, type NavMenuProps } from './nav-menu.types.ts';

/** The bar's interactive end as an island of its own; the rest of the navigation ships no script. */
const NavActionsIsland = islandBlock(island, NavActions);

/**
 * Site header navigation (spec 3 §2): logo or site name, the top menu (in the bar on wide screens,
 * in the side menu on small ones), the side menu (static HTML, hidden until its button opens it)
 * and the island with that button and the visitor's own buttons (cart, wishlist, Login or the user
 * menu). The cached HTML is the same for every visitor.
 */
export function NavMenu(props: NavMenuProps): ReactElement {
  const { styles } = useTheme();
  const panelId = useId();
  const titleId = useId();
  const siteSlug = siteSlugOf(props);
  const links = usableLinks(props.links);
  const sideLinks = usableLinks(props.sideLinks);
  const label = props.ariaLabel?.trim() || NAV_MENU_DEFAULT_PROPS.ariaLabel;
  const hasSideMenu = links.length > 0 || sideLinks.length > 0;

  const renderLink = (link: MenuLink, key: string, className: string, itemClassName?: string): ReactElement => (
    <li key={key} className={itemClassName}>
      <SiteLink href={link.href} target={link.target} siteSlug={siteSlug} className={cx('block rounded-md', className, FOCUS_RING, styles.items)}>
        {link.label}
      </SiteLink>
    </li>
  );

  return (
    <nav aria-label={label} className="relative" data-nav-menu="">
      <div className="flex items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <Logo
          image={props.logo ?? ''}
          alt={props.logoAlt ?? ''}
          text={props.title ?? ''}
          href={props.homeHref ?? '/'}
          height={40}
          siteSlug={siteSlug}
          className="min-w-0"
        />
        {links.length > 0 && <ul className="hidden flex-wrap items-center gap-2 md:flex">{links.map((link, index) => renderLink(link, `bar-${index}`, 'px-2 py-1'))}</ul>}
        <NavActionsIsland
          panelId={hasSideMenu ? panelId : ''}
          sideMenuOnDesktop={sideLinks.length > 0}
          cart={props.cart}
          wishlist={props.wishlist}
          login={props.login}
          userMenu={props.userMenu}
        />
      </div>
      {hasSideMenu && (
        <>
          {/* Only a shade: a click on it is a click outside, which the island's listener hears. */}
          <div aria-hidden="true" hidden className="pointer-events-none fixed inset-0 z-40 bg-black/40" data-side-menu-backdrop="" />
          <div
            id={panelId}
            hidden
            role="region"
            aria-labelledby={titleId}
            className={cx('fixed inset-y-0 left-0 z-50 flex w-72 max-w-[75vw] flex-col gap-2 overflow-y-auto p-4 shadow-2xl', styles.site)}
            data-side-menu=""
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id={titleId} className={cx('text-lg font-semibold', styles.title)}>
                {SIDE_MENU_TITLE}
              </h2>
              <button type="button" aria-label={CLOSE_MENU_LABEL} className={cx('inline-flex rounded-md p-1.5', FOCUS_RING, styles.items)} data-side-menu-close="">
                <MenuIcon open />
              </button>
            </div>
            <ul className="flex flex-col gap-1">
              {links.map((link, index) => renderLink(link, `top-${index}`, 'px-3 py-2', 'md:hidden'))}
              {sideLinks.map((link, index) => renderLink(link, `side-${index}`, 'px-3 py-2'))}
            </ul>
          </div>
        </>
      )}
    </nav>
  );
}
