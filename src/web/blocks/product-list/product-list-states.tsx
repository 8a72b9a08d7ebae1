// The product list's grid and the states around it (placeholder, empty, error), shared by the
// island's browser and the static list.
import type { ReactElement } from 'react';
import type { ProductTeaser } from '#core/product-list/product-teaser.ts';
import { BROWSE_ALL_PRODUCTS, BROWSE_ALL_PRODUCTS_HREF, NO_PRODUCTS_TITLE, PRODUCTS_LOAD_ERROR_TITLE, RETRY_LABEL } from '#core/products/messages.ts';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { SiteLink } from '#web/site/site-link.tsx';
import { ProductCard } from '../product-card/product-card.tsx';
import type { ProductListColumns } from './product-list.types.ts';
import { ProductPlaceholder } from './product-placeholder.tsx';

// Container widths, not the viewport: a list in a narrow column gets fewer columns.
const COLUMN_CLASSES: Readonly<Record<ProductListColumns, string>> = {
  2: 'grid-cols-1 @md:grid-cols-2',
  3: 'grid-cols-1 @md:grid-cols-2 @3xl:grid-cols-3',
  4: 'grid-cols-1 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4',
};
/** Cards whose pictures load at once: the first row at the widest layout, where the largest paint usually is. */
const EAGER_CARDS = 4;

export function ProductGrid({ items, columns, siteSlug, headingLevel }: { items: ProductTeaser[]; columns: ProductListColumns; siteSlug?: string; headingLevel: 2 | 3 }): ReactElement {
  return (
    <ul className={cx('grid gap-6', COLUMN_CLASSES[columns])}>
      {items.map(({ id, ...item }, index) => (
        <li key={id} className="flex">
          <div className="w-full">
            <ProductCard {...item} productId={id} siteSlug={siteSlug} headingLevel={headingLevel} eagerImage={index < EAGER_CARDS} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §2: the placeholder skeleton while products load. */
export function ProductGridPlaceholder({ count, columns }: { count: number; columns: ProductListColumns }): ReactElement {
  return (
    <ul className={cx('grid gap-6', COLUMN_CLASSES[columns])} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductPlaceholder />
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §2, §8: 'No Products Found' and a way back to every product. */
export function ProductListEmpty({ siteSlug }: { siteSlug?: string }): ReactElement {
  const { styles } = useTheme();
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-current/30 p-10 text-center" data-product-list-empty="">
      <p className={cx('text-lg', styles.title)}>{NO_PRODUCTS_TITLE}</p>
      <SiteLink href={BROWSE_ALL_PRODUCTS_HREF} siteSlug={siteSlug} className={cx('inline-flex items-center px-4 py-2 text-sm', styles.callToAction)}>
        {BROWSE_ALL_PRODUCTS}
      </SiteLink>
    </div>
  );
}

/**
 * Spec 3 §8: 'Unable to Load Products' with Retry, which reloads the page. A link to the page
 * itself does that with or without a script.
 */
export function ProductListError(): ReactElement {
  const { styles } = useTheme();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-current/30 p-10 text-center" data-product-list-error="">
      <p className={cx('text-lg', styles.title)}>{PRODUCTS_LOAD_ERROR_TITLE}</p>
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- an empty href is a real link to this very page: the retry reloads it */}
      <a href="" className={cx('inline-flex items-center px-4 py-2 text-sm', styles.callToAction)}>
        {RETRY_LABEL}
      </a>
    </div>
  );
}

