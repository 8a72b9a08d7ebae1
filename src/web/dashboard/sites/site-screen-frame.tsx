import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { siteDashboard } from '#core/paths/routes.ts';
import { cx } from '#web/ui/class-names.ts';

/** A site's screen in the dashboard (its orders, reviews, collections…): the breadcrumb back to the site, then the screen. */
export function SiteScreenFrame({ site, wide = true, children }: { site: { uniqueId: string; title: string }; wide?: boolean; children: ReactNode }): ReactElement {
  return (
    <div className={cx('mx-auto flex flex-col gap-4', wide ? 'max-w-6xl' : 'max-w-5xl')}>
      <nav aria-label="Breadcrumb" className="text-sm text-fg-muted">
        <Link to={siteDashboard(site.uniqueId)} className="hover:underline">
          {site.title}
        </Link>
      </nav>
      {children}
    </div>
  );
}
