import { useId, type ReactElement } from 'react';
import { OFFERED_PAYMENT_ICON_LABELS, type OfferedPaymentIcon } from '#core/checkout/offered-methods.ts';
import { DESCRIPTION_HEADING, PAYMENT_OPTIONS_LABEL, PRODUCT_IMAGES_LABEL, SIZE_GUIDE_LABEL, reviewCountText, showImageText } from '#core/product-details/messages.ts';
import { NO_IMAGE_LABEL, PRODUCT_UNAVAILABLE_TEXT, PRODUCT_UNAVAILABLE_TITLE } from '#core/products/messages.ts';
import { productImages, type Product } from '#core/products/product.ts';
import { islandBlock } from '#web/islands/island-block.tsx';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { ProductPrice } from '../product-card/product-card.tsx';
import { PROSE_CLASSES } from '../rich-text/prose-classes.ts';
import { StarRating } from '../star-rating/star-rating.tsx';
import { STAR_RATING_DEFAULT_PROPS } from '../star-rating/star-rating.types.ts';
import { island } from './product-details.island.tsx';
import type { ProductDetailsProps } from './product-details.types.ts';
import { ProductPurchase } from './product-purchase.tsx';

const PurchaseIsland = islandBlock(island, ProductPurchase);

/**
 * Spec 3 §9: thumbnails only when there is more than one image (60 by 60). Without a script: the
 * images sit in a scroll-snapping strip and each thumbnail is a link to its image.
 */
function ProductGallery({ images, name }: { images: string[]; name: string }): ReactElement {
  const { styles } = useTheme();
  const id = useId();
  if (images.length === 0) {
    return (
      <div className={cx('flex aspect-square items-center justify-center bg-black/5 text-sm font-medium', styles.image)} data-product-gallery="">
        {NO_IMAGE_LABEL}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-product-gallery="">
      {/* A strip that scrolls sideways is focusable, so keyboards can scroll it too. */}
      <div
        className={cx('snap-x snap-mandatory overflow-x-auto overflow-y-hidden focus-visible:outline-2 focus-visible:outline-offset-2', styles.image)}
        {...(images.length > 1 ? { role: 'region', 'aria-label': PRODUCT_IMAGES_LABEL, tabIndex: 0 } : {})}
      >
        <ul className="flex">
          {images.map((src, index) => (
            <li key={src} id={`${id}-image-${index + 1}`} className="w-full shrink-0 snap-center">
              <img src={src} alt={index === 0 ? name : ''} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} decoding="async" className="aspect-square w-full object-cover" />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((src, index) => (
            <li key={src}>
              <a href={`#${id}-image-${index + 1}`} className="block overflow-hidden rounded-md border border-current/20 focus-visible:outline-2 focus-visible:outline-offset-2">
                <img src={src} alt={showImageText(index + 1)} width={60} height={60} loading="lazy" decoding="async" className="size-[60px] object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The purchase panel's props: the product without its description, which the page already shows. */
function purchaseProduct(product: Product): Product {
  return { ...product, description: '' };
}

/** Spec 3 §2: a placeholder in the editor while the template has no product to show. */
function ProductDetailsPlaceholder(): ReactElement {
  return (
    <div className="grid animate-pulse gap-8 @3xl:grid-cols-2" aria-hidden="true" data-product-details-placeholder="">
      <div className="aspect-square rounded-lg bg-current/10" />
      <div className="flex flex-col gap-3">
        <div className="h-8 w-2/3 rounded bg-current/10" />
        <div className="h-4 w-1/3 rounded bg-current/10" />
        <div className="h-6 w-1/4 rounded bg-current/10" />
        <div className="h-24 rounded bg-current/10" />
      </div>
    </div>
  );
}

/**
 * Spec 3 §2, §4: a product's page, from the record the data-area page shows (`_product`, prepared
 * on the server). Static HTML but for the purchase panel, which is an island. An inactive product
 * says it is unavailable and shows no quantity, actions, payment options or footer.
 */
export function ProductDetails(props: ProductDetailsProps & { puck?: { isEditing?: boolean } }): ReactElement {
  const { styles } = useTheme();
  const product = props._product;
  if (!product) {
    return <section className="@container">{props.puck?.isEditing ? <ProductDetailsPlaceholder /> : null}</section>;
  }
  const siteSlug = siteSlugOf(props);
  const shown: readonly string[] = props._paymentMethods ?? product.paymentOptions;
  const payments = shown.filter((value): value is OfferedPaymentIcon => Object.hasOwn(OFFERED_PAYMENT_ICON_LABELS, value)).map((value) => ({ value, label: OFFERED_PAYMENT_ICON_LABELS[value] }));
  const icons = props._paymentIcons ?? {};
  const description = typeof props._descriptionHtml === 'string' ? props._descriptionHtml : '';
  return (
    <article className="@container" data-product-details="">
      <div className="grid gap-8 @3xl:grid-cols-2">
        <ProductGallery images={productImages(product)} name={product.name} />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h1 className={cx('text-3xl', styles.heading)}>{product.name}</h1>
            {product.subtitle && <p className={styles.subHeading}>{product.subtitle}</p>}
          </div>
          {product.rating !== null && (
            <p className="flex items-center gap-2 text-sm">
              <StarRating {...STAR_RATING_DEFAULT_PROPS} value={product.rating} />
              {product.review_count > 0 && <span className={styles.info}>{reviewCountText(product.review_count)}</span>}
            </p>
          )}
          <ProductPrice price={product.price} discount_price={product.discount_price} className="text-2xl" />
          {product.promotion && <p className={cx('self-start', styles.status)}>{product.promotion}</p>}
          {product.isActive ? (
            <PurchaseIsland product={purchaseProduct(product)} />
          ) : (
            <div role="note" className={cx('flex flex-col gap-1 p-4', styles.block)} data-product-unavailable="">
              <p className="font-semibold">{PRODUCT_UNAVAILABLE_TITLE}</p>
              <p className={styles.description}>{PRODUCT_UNAVAILABLE_TEXT}</p>
            </div>
          )}
          {product.size_guide_url && product.sizes.length > 0 && (
            <SiteLink href={product.size_guide_url} siteSlug={siteSlug} target="_blank" className={cx('self-start text-sm', styles.link)}>
              {SIZE_GUIDE_LABEL}
            </SiteLink>
          )}
          {description !== '' && (
            <details open className="border-t border-current/15 pt-4">
              <summary className={cx('cursor-pointer', styles.label)}>{DESCRIPTION_HEADING}</summary>
              <div className={cx('mt-3', PROSE_CLASSES, styles.richTextPreview)} dangerouslySetInnerHTML={{ __html: description }} />
            </details>
          )}
          {product.isActive && payments.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={PAYMENT_OPTIONS_LABEL}>
              {payments.map((option) => (
                <li key={option.value} className="flex items-center gap-1.5 rounded-md border border-current/25 px-2.5 py-1 text-xs font-medium">
                  {/* Server-rendered react-icons markup (the preparer's, never stored data), hidden from assistive technology. */}
                  {icons[option.value] && <span className="text-lg leading-none" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icons[option.value]! }} />}
                  {option.label}
                </li>
              ))}
            </ul>
          )}
          {product.isActive && product.shippingInfo && (
            <footer className={cx('border-t border-current/15 pt-4 text-sm', styles.info)} data-product-shipping="">
              {product.shippingInfo}
            </footer>
          )}
        </div>
      </div>
    </article>
  );
}
