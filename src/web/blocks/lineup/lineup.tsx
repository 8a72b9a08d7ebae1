import type { ReactElement } from 'react';
import { blockCollectionOf, recordViewPath } from '#core/content/block-records.ts';
import { SITE_PAGES, SITE_TEMPLATES, SYSTEM_PAGES, SYSTEM_REVALIDATE } from '#core/collections.ts';
import { manageScreenPath } from '#core/content/manage-screens.ts';
import { getSiteIdFromPath } from '#core/paths/site-prefix.ts';
import { LINEUP_NO_SOURCE } from '#core/forms/messages.ts';
import { truncateWords } from '#core/text/truncate-words.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Carousel } from '../carousel/carousel.tsx';
import { CAROUSEL_DEFAULT_SETTINGS } from '../carousel/carousel.types.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { TeaserCard } from '../teaser-card/teaser-card.tsx';
import { LINEUP_DEFAULT_PROPS, type LineupColumns, type LineupItem, type LineupProps } from './lineup.types.ts';

// Container widths, not the viewport: a lineup in a narrow column gets fewer columns.
const COLUMN_CLASSES: Readonly<Record<LineupColumns, string>> = {
  2: 'grid-cols-1 @xl:grid-cols-2',
  3: 'grid-cols-1 @xl:grid-cols-2 @4xl:grid-cols-3',
  4: 'grid-cols-1 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Manual items as stored pages may hold them: an item needs a title or an image. */
export function usableLineupItems(items: unknown): LineupItem[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item): item is Partial<LineupItem> => typeof item === 'object' && item !== null)
    .map((item) => ({ title: text(item.title), description: text(item.description), image: text(item.image), link: text(item.link) }))
    .filter((item) => item.title !== '' || item.image !== '');
}

/**
 * Spec 3 §2, §6: the management button of a lineup over page collections (Create) or the
 * revalidate collection (Revalidate all). The page HTML is cached and the same for everyone, so
 * this is a link to the content manager's screen for that collection in the dashboard, which
 * checks sign-in and role on the server and offers the action itself.
 */
function manageAction(collection: string | null, siteSlug: string | undefined): { label: string; href: string } | null {
  const slug = collection === SYSTEM_REVALIDATE ? 'revalidate' : collection === SITE_PAGES || collection === SYSTEM_PAGES ? 'pages' : collection === SITE_TEMPLATES ? 'dynamic-content' : null;
  if (!slug) return null;
  return { label: slug === 'revalidate' ? 'Revalidate all' : 'Create', href: manageScreenPath(slug, siteSlug ? getSiteIdFromPath(`/${siteSlug}`) : null) };
}

/**
 * Spec 3 §2: a heading and a grid (static HTML) or carousel of teasers, from a collection's
 * records (read on the server: `_items`) or from manual items. Each record links to its view page.
 */
export function Lineup(props: LineupProps): ReactElement {
  const { styles } = useTheme();
  if (props._failed === true) return <></>;
  const manual = props.source === 'manual';
  const collection = manual ? null : blockCollectionOf(props);
  const siteSlug = siteSlugOf(props);
  const items: LineupItem[] = collection
    ? (props._items ?? []).map((item) => ({ title: item.title, description: item.description, image: item.image, link: item.id ? recordViewPath(collection, item.id) : '' }))
    : usableLineupItems(props.items);
  if (!collection && items.length === 0) {
    return (
      <p role="note" className="rounded-md border border-dashed border-current/40 p-6 text-center text-sm">
        {LINEUP_NO_SOURCE}
      </p>
    );
  }

  const heading = text(props.heading);
  const action = manageAction(collection, siteSlug);
  const words = Number(props.textDisplayLength) || 0;
  const variant = props.variant ?? LINEUP_DEFAULT_PROPS.variant;
  const linkLabel = props.linkLabel ?? LINEUP_DEFAULT_PROPS.linkLabel;
  const columns: LineupColumns = props.columns === 2 || props.columns === 4 ? props.columns : 3;
  const label = heading || 'Items';

  return (
    <section className="@container flex flex-col gap-4" aria-label={heading ? undefined : label} data-lineup="">
      {(heading !== '' || action) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading !== '' && <h2 className={cx('text-2xl', styles.heading)}>{heading}</h2>}
          {action && (
            <SiteLink href={action.href} siteSlug={siteSlug} className={cx('inline-flex items-center rounded-md px-4 py-2 text-sm font-medium', styles.callToAction)}>
              {action.label}
            </SiteLink>
          )}
        </div>
      )}
      {props.layout === 'carousel' ? (
        <Carousel
          {...CAROUSEL_DEFAULT_SETTINGS}
          ariaLabel={label}
          textSlides
          items={items.map((item) => ({ image: item.image, alt: '', title: item.title, description: truncateWords(item.description, words), link: item.link }))}
          siteSlug={siteSlug}
        />
      ) : (
        items.length > 0 && (
          <ul className={cx('grid gap-6', COLUMN_CLASSES[columns])}>
            {items.map((item, index) => (
              <li key={index} className="flex">
                <div className="w-full">
                  <TeaserCard
                    image={item.image}
                    imageAlt=""
                    title={item.title}
                    description={item.description}
                    link={item.link}
                    linkLabel={linkLabel}
                    target="_self"
                    variant={variant}
                    textDisplayLength={words}
                    siteSlug={siteSlug}
                  />
                </div>
              </li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
