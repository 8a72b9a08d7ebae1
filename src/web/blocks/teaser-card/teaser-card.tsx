import type { ReactElement } from 'react';
import { CARD_STYLE_OPTIONS, DEFAULT_CARD_STYLE, type CardStyle } from '#core/options/card-styles.ts';
import { truncateWords } from '#core/text/truncate-words.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { SiteLink, safeSiteHref } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { cardVariant } from './card-variants.ts';
import type { TeaserCardProps } from './teaser-card.types.ts';

function knownStyle(variant: unknown): CardStyle {
  return CARD_STYLE_OPTIONS.some((option) => option.value === variant) ? (variant as CardStyle) : DEFAULT_CARD_STYLE;
}

/**
 * A card that leads somewhere: image, title, description and a call to action. The title is the
 * link and covers the whole card, so the card is a single tab stop named by its title.
 */
export function TeaserCard(props: TeaserCardProps): ReactElement {
  const { styles } = useTheme();
  const style = knownStyle(props.variant);
  const variant = cardVariant(style, styles);
  const siteSlug = siteSlugOf(props);
  const title = props.title?.trim() ?? '';
  const description = truncateWords(props.description?.trim() ?? '', Number(props.textDisplayLength) || 0);
  const image = props.image?.trim() ?? '';
  const isLink = safeSiteHref(props.link, siteSlug) !== '';
  const ctaLabel = props.linkLabel?.trim() ?? '';
  const layout = variant.layout;

  const media =
    image !== '' ? (
      <div className={cx('overflow-hidden', layout !== 'overlay' && 'relative', variant.media, layout === 'row' && 'sm:w-2/5 sm:shrink-0')}>
        <img src={image} alt={props.imageAlt?.trim() ?? ''} loading="lazy" decoding="async" className="size-full object-cover" />
      </div>
    ) : layout === 'overlay' ? (
      // Glass needs something behind the frosted panel even without an image.
      <div className={cx('bg-gradient-to-br from-[var(--color-primary)] to-slate-900', variant.media)} aria-hidden="true" />
    ) : null;

  return (
    <article
      className={cx(
        'relative isolate overflow-hidden',
        layout === 'row' && 'flex flex-col sm:flex-row',
        layout === 'overlay' && 'flex flex-col justify-end',
        layout === 'pill' && 'flex items-center gap-4',
        layout === 'stack' && 'flex flex-col',
        variant.card,
      )}
      data-card-style={style}
    >
      {media}
      <div className={cx('relative flex min-w-0 flex-col gap-2', layout !== 'overlay' && 'flex-1', variant.body)}>
        {title !== '' && (
          <h3 className={variant.title}>
            {isLink ? (
              <SiteLink
                href={props.link}
                target={props.target}
                siteSlug={siteSlug}
                className="outline-none after:absolute after:inset-0 after:z-10 after:rounded-[inherit] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-current"
              >
                {title}
              </SiteLink>
            ) : (
              title
            )}
          </h3>
        )}
        {description !== '' && <p className={variant.description}>{description}</p>}
        {isLink && ctaLabel !== '' && (
          // The title link already takes visitors there; this is its visible cue, not a second link.
          <span className={cx('mt-auto self-start pt-2', variant.cta)} aria-hidden="true">
            {ctaLabel}
          </span>
        )}
      </div>
    </article>
  );
}
