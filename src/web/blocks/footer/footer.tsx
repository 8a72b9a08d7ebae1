import type { ReactElement } from 'react';
import { FOOTER_LANDMARK_LABEL, SOCIAL_LINKS_LABEL } from '#core/navigation/nav-messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Logo } from '../logo/logo.tsx';
import { usableLinks } from '#web/site/menu-links.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { FOOTER_DEFAULT_PROPS, usableColumns, usableSocialLinks, type FooterProps } from './footer.types.ts';

/**
 * The site footer (spec 3 §2): logo (leading home by default), a short description, social links
 * and columns of links with their titles. Static: visitors download no JavaScript for it.
 */
export function Footer(props: FooterProps): ReactElement {
  const { styles } = useTheme();
  const siteSlug = siteSlugOf(props);
  const columns = usableColumns(props.columns);
  const social = usableSocialLinks(props.socialLinks);
  const description = props.description?.trim() ?? '';
  const copyright = props.copyright?.trim() ?? '';
  const linkClass = cx('rounded-sm hover:underline', FOCUS_RING, styles.link);

  return (
    <footer className="border-t border-current/10 py-10" data-footer="">
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Logo
            image={props.logo ?? ''}
            alt={props.logoAlt ?? ''}
            text={props.title ?? ''}
            href={props.logoHref ?? FOOTER_DEFAULT_PROPS.logoHref}
            height={40}
            siteSlug={siteSlug}
          />
          {description !== '' && <p className={cx('max-w-prose text-sm', styles.description)}>{description}</p>}
          {social.length > 0 && (
            <ul aria-label={SOCIAL_LINKS_LABEL} className="flex flex-wrap gap-2">
              {social.map((link, index) => (
                <li key={index}>
                  <SiteLink
                    href={link.href}
                    target="_blank"
                    siteSlug={siteSlug}
                    className={cx('inline-flex rounded-full border border-current/20 px-3 py-1 text-sm', FOCUS_RING, styles.items)}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {columns.length > 0 && (
          <nav aria-label={FOOTER_LANDMARK_LABEL} className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
            {columns.map((column, index) => {
              const links = usableLinks(column.links);
              const title = column.title?.trim() ?? '';
              return (
                <div key={index} className="flex flex-col gap-3">
                  {title !== '' && <h2 className={cx('text-sm font-semibold', styles.title)}>{title}</h2>}
                  {links.length > 0 && (
                    <ul className="flex flex-col gap-2 text-sm">
                      {links.map((link, linkIndex) => (
                        <li key={linkIndex}>
                          <SiteLink href={link.href} target={link.target} siteSlug={siteSlug} className={linkClass}>
                            {link.label}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </nav>
        )}
      </div>
      {copyright !== '' && <p className={cx('mt-8 text-xs', styles.subDescription)}>{copyright}</p>}
    </footer>
  );
}
