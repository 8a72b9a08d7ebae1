import type { ReactElement } from 'react';
import { dataRecordPath } from '#core/paths/data-area.ts';
import { COLOURS_LABEL, moreColoursText } from '#core/product-list/messages.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { colorDots } from '#core/product-list/product-teaser.ts';
import { ORIGINAL_PRICE_LABEL, percentOffText } from '#core/product-details/messages.ts';
import { NO_IMAGE_LABEL } from '#core/products/messages.ts';
import { priceDisplay } from '#core/products/price-display.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { safeCssColor } from '../icon/safe-css-color.ts';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import type { ProductCardProps } from './product-card.types.ts';

/**
 * A price with its discount: the price paid, the list price struck through, the rounded percent
 * off; in the site's currency for the page's language (decision 060: the product's price_prefix is not shown).
 */
export function ProductPrice({ price, discount_price, className }: Pick<ProductCardProps, 'price' | 'discount_price'> & { className?: string }): ReactElement {
  const { currency, language } = usePageContext();
  const display = priceDisplay({ price: Number(price) || 0, discount_price: discount_price === null || discount_price === undefined ? null : Number(discount_price) }, { currency, language });
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2', className)} data-product-price="">
      <span className="font-semibold">{display.formatted}</span>
      {display.hasDiscount && (
        <>
          <del className="text-sm opacity-75">
            <span className="sr-only">{ORIGINAL_PRICE_LABEL} </span>
            {display.formattedList}
          </del>
          <span className="text-sm font-medium">{percentOffText(display.percentOff)}</span>
        </>
      )}
    </p>
  );
}

/**
 * Spec 3 §2, §9: a product teaser. The name links to the product's page and covers the card (one
 * tab stop). 'No Image' lies under the picture, so it shows when there is none and when the picture
 * fails to load (a broken image with empty alt text draws nothing), with no script.
 */
export function ProductCard(props: ProductCardProps): ReactElement {
  const { styles } = useTheme();
  const siteSlug = siteSlugOf(props);
  const name = props.name?.trim() ?? '';
  const image = typeof props.image === 'string' ? props.image.trim() : '';
  const link = props.productId ? dataRecordPath(props.collection || PRODUCTS_COLLECTION, props.productId) : '';
  const { shown, more } = colorDots(Array.isArray(props.colors) ? props.colors : []);
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cx('relative isolate flex h-full flex-col overflow-hidden rounded-lg', styles.teaser)} data-product-card="">
      <div className="relative aspect-square overflow-hidden bg-black/5">
        <span className="absolute inset-0 flex items-center justify-center text-sm font-medium opacity-70" aria-hidden={image !== '' ? true : undefined}>
          {NO_IMAGE_LABEL}
        </span>
        {image !== '' && <img src={image} alt="" loading={props.eagerImage ? 'eager' : 'lazy'} decoding="async" className="relative size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className={cx('text-base', styles.title)}>
          <SiteLink
            href={link}
            siteSlug={siteSlug}
            className="outline-none after:absolute after:inset-0 after:z-10 after:rounded-[inherit] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-current"
          >
            {name}
          </SiteLink>
        </Heading>
        <ProductPrice price={props.price} discount_price={props.discount_price} />
        {shown.length > 0 && (
          <ul className="mt-auto flex items-center gap-1.5" aria-label={COLOURS_LABEL}>
            {shown.map((color) => (
              <li key={color.value} className="flex">
                <span className="size-4 rounded-full border border-black/20" style={{ backgroundColor: safeCssColor(color.hex) ?? 'transparent' }} title={color.label} aria-hidden="true" />
                <span className="sr-only">{color.label}</span>
              </li>
            ))}
            {more > 0 && (
              <li className="text-xs font-medium">
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">{moreColoursText(more)}</span>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}
