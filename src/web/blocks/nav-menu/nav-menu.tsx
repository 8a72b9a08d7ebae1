import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { islandBlock } from '#web/islands/island-block.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Logo } from '../logo/logo.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { NavActions } from './nav-actions.tsx';
import { island } from './nav-menu.island.tsx';
import { SiteLink } from './site-link.tsx';
import { siteSlugOf } from './site-slug.ts';
import { NAV_MENU_DEFAULT_PROPS, usableLinks, type NavMenuProps } from './nav-menu.types.ts';

/** The bar's interactive end as an island of its own; the rest of the navigation ships no script. */
const NavActionsIsland = islandBlock(island, NavActions);

/**
 * Site header navigation (spec 3 §2): logo or site name, the top menu (in the bar on wide screens,
 * in the side menu on small ones), and the island with the side menu and the visitor's buttons
 * (cart, wishlist, Login or the user menu). The cached HTML is the same for every visitor.
 */
export function NavMenu(props: NavMenuProps): ReactElement {
  const { styles } = useTheme();
  const siteSlug = siteSlugOf(props);
  const links = usableLinks(props.links);
  const label = props.ariaLabel?.trim() || NAV_MENU_DEFAULT_PROPS.ariaLabel;

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
          <ul className="hidden flex-wrap items-center gap-2 md:flex">
            {links.map((link, index) => (
              <li key={index}>
                <SiteLink href={link.href} target={link.target} siteSlug={siteSlug} className={cx('block rounded-md px-2 py-1', FOCUS_RING, styles.items)}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
        <NavActionsIsland
          // Only entries worth showing reach the browser.
          links={links}
          sideLinks={usableLinks(props.sideLinks)}
          cart={props.cart}
          wishlist={props.wishlist}
          login={props.login}
          userMenu={props.userMenu}
          siteSlug={siteSlug}
        />
      </div>
    </nav>
  );
}
