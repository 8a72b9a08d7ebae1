import type { ReactElement } from 'react';
import { choiceLabel } from '#core/cart/cart-item.ts';
import { cartItemHref } from '#core/cart/cart-item.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { REMOVE_FROM_WISHLIST, WISHLIST_EMPTY_TEXT, WISHLIST_EMPTY_TITLE, WISHLIST_TITLE } from '#core/wishlist/messages.ts';
import { wishlistItemKey } from '#core/wishlist/wishlist-item.ts';
import { usePageContext } from '#web/islands/island-context.tsx';
import { closeWishlist, removeFromWishlist, useWishlist } from '#web/storefront/wishlist-store.ts';
import { CLOSE_WISHLIST_LABEL, removeFromWishlistLabel } from '#core/navigation/nav-messages.ts';
import { SideDrawer } from '../cart-drawer/side-drawer.tsx';

/**
 * The wishlist panel (spec 1 §4, spec 3 §2): the saved products, each leading to its page and
 * removable; opened by the navigation's wishlist button. Loaded only when first opened.
 */
export function WishlistPanel(): ReactElement {
  const { siteSlug, currency, language } = usePageContext();
  const { items, isOpen } = useWishlist();
  return (
    <SideDrawer open={isOpen} onClose={closeWishlist} title={WISHLIST_TITLE} closeLabel={CLOSE_WISHLIST_LABEL}>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-12 text-center">
          <p className="text-base font-semibold">{WISHLIST_EMPTY_TITLE}</p>
          <p className="text-sm text-fg-muted">{WISHLIST_EMPTY_TEXT}</p>
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => {
            const key = wishlistItemKey(item);
            const variant = [choiceLabel(item.color), choiceLabel(item.size)].filter(Boolean).join(' / ');
            return (
              <li key={key} className="flex gap-3 py-3" data-wishlist-item={key}>
                {item.image ? (
                  <img src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md object-cover" loading="lazy" decoding="async" />
                ) : (
                  <span aria-hidden="true" className="size-16 shrink-0 rounded-md bg-surface-muted" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <a href={buildLink(cartItemHref(item), siteSlug ?? undefined)} className="truncate font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                    {item.currentName ?? item.name}
                  </a>
                  {variant !== '' && <span className="text-xs text-fg-muted">{variant}</span>}
                  <span className="text-sm">{formatDecimalMoney(item.currentPrice ?? item.price, currency, language)}</span>
                  <button
                    type="button"
                    aria-label={removeFromWishlistLabel(item.name)}
                    onClick={() => removeFromWishlist(key)}
                    className="self-start text-sm text-fg-muted underline hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {REMOVE_FROM_WISHLIST}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SideDrawer>
  );
}
