import type { ComponentPropsWithoutRef, ReactElement } from 'react';
import { buildLink } from '#core/paths/build-link.ts';
import type { LinkTarget } from '#core/options/link-targets.ts';
import { safeHref } from './safe-href.ts';

export interface SiteLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target'> {
  href: string | undefined;
  target?: LinkTarget | '';
  /** When set, internal paths are built inside this site ('/about' => '/site-abc/about'). */
  siteSlug?: string | undefined;
}

/**
 * The href to render, built inside the site, or '' when there is none or its scheme is not one a
 * visitor may follow (javascript:, data:, …; see site/safe-href.ts).
 */
export function safeSiteHref(href: unknown, siteSlug?: string): string {
  const safe = safeHref(href);
  return safe === undefined ? '' : buildLink(safe, siteSlug);
}

/** Opening a new tab must not hand the opener to the new page. */
function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * A link built for the current site. Without an href it falls back to plain text (spec 2 §2), so an
 * unfinished menu entry or card never becomes a link to nowhere.
 */
export function SiteLink({ href, target, siteSlug, rel, children, ...rest }: SiteLinkProps): ReactElement {
  const built = safeSiteHref(href, siteSlug);
  if (built === '') {
    const { className, id, style } = rest;
    return (
      <span className={className} id={id} style={style}>
        {children}
      </span>
    );
  }
  const effectiveTarget = target === '' || target === '_self' ? undefined : target;
  return (
    <a {...rest} href={built} target={effectiveTarget} rel={relFor(effectiveTarget, rel)}>
      {children}
      {effectiveTarget === '_blank' && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
