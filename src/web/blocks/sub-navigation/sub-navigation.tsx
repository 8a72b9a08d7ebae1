import type { ReactElement } from 'react';
import { SUB_NAVIGATION_LABEL, SUB_NAVIGATION_SKELETON_ITEMS } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { usableLinks } from '#web/site/menu-links.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import type { SubNavigationProps } from './sub-navigation.types.ts';

/**
 * A bar of section links under the main navigation (spec 3 §2): optional title and subtitle and a
 * horizontal list. Without items it is a placeholder of four skeleton items, so an editor sees
 * where the bar goes. Static: no JavaScript.
 */
export function SubNavigation(props: SubNavigationProps): ReactElement {
  const { styles } = useTheme();
  const siteSlug = siteSlugOf(props);
  const items = usableLinks(props.items);
  const title = props.title?.trim() ?? '';
  const subtitle = props.subtitle?.trim() ?? '';

  // Without items it is only a placeholder: no navigation landmark that leads nowhere.
  const Landmark = items.length > 0 ? 'nav' : 'div';
  return (
    <Landmark aria-label={items.length > 0 ? title || SUB_NAVIGATION_LABEL : undefined} className="flex flex-col gap-3 py-4" data-sub-navigation="">
      {(title !== '' || subtitle !== '') && (
        <div>
          {title !== '' && <h2 className={cx('text-lg font-semibold', styles.title)}>{title}</h2>}
          {subtitle !== '' && <p className={cx('text-sm', styles.description)}>{subtitle}</p>}
        </div>
      )}
      {items.length > 0 ? (
        <ul className="flex gap-2 overflow-x-auto whitespace-nowrap pb-1">
          {items.map((item, index) => (
            <li key={index} className="shrink-0">
              <SiteLink
                href={item.href}
                target={item.target}
                siteSlug={siteSlug}
                className={cx('inline-block rounded-full border border-current/20 px-4 py-1.5 text-sm', FOCUS_RING, styles.items)}
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-hidden="true" className="flex gap-2 overflow-hidden" data-skeleton="">
          {Array.from({ length: SUB_NAVIGATION_SKELETON_ITEMS }, (_, index) => (
            <li key={index} className="h-8 w-24 shrink-0 animate-pulse rounded-full bg-current/10 motion-reduce:animate-none" />
          ))}
        </ul>
      )}
    </Landmark>
  );
}
