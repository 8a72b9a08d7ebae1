import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { cartItemHref, choiceLabel } from '#core/cart/cart-item.ts';
import { buildLink } from '#core/paths/build-link.ts';
import { formatDecimalMoney } from '#core/money/currency.ts';
import { SHOPPER_WISHLIST_FAILED, SHOPPER_WISHLIST_LOADING, SHOPPER_WISHLIST_TITLE } from '#core/shop/shop-account-messages.ts';
import { WISHLIST_EMPTY_TEXT, WISHLIST_EMPTY_TITLE } from '#core/wishlist/messages.ts';
import { wishlistItemKey, type WishlistItem } from '#core/wishlist/wishlist-item.ts';
import { api } from '#web/api/client.ts';
import { AccountSection } from './account-section.tsx';

/** GET /api/wishlist?siteId=: the signed-in shopper's wishlist in this shop, as the server keeps it. */
async function fetchWishlist(site: string, signal: AbortSignal): Promise<WishlistItem[]> {
  const body = await api.get<{ items?: WishlistItem[] } | null>(`/api/wishlist?siteId=${encodeURIComponent(site)}`, { signal });
  return Array.isArray(body?.items) ? body.items : [];
}

/**
 * The shopper's wishlist on their account page in a shop: each product with its choice and price,
 * leading to its page. `siteSlug` is `site-{id}` on the platform's address, null on the shop's domain.
 * Prices are in the shop's currency for its language (decision 060).
 */
export function ShopperWishlist({ site, siteSlug, currency, language }: { site: string; siteSlug: string | null; currency: string; language: string }): ReactElement {
  const query = useQuery({ queryKey: ['account-wishlist', site], queryFn: ({ signal }) => fetchWishlist(site, signal) });
  return (
    <AccountSection
      title={SHOPPER_WISHLIST_TITLE}
      query={query}
      loading={SHOPPER_WISHLIST_LOADING}
      failed={SHOPPER_WISHLIST_FAILED}
      empty={
        <>
          <p className="font-medium">{WISHLIST_EMPTY_TITLE}</p>
          <p className="text-sm text-fg-muted">{WISHLIST_EMPTY_TEXT}</p>
        </>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const key = wishlistItemKey(item);
            const variant = [choiceLabel(item.color), choiceLabel(item.size)].filter(Boolean).join(' / ');
            return (
              <li key={key} className="flex gap-3 rounded-xl border border-border bg-surface p-4 text-fg" data-shopper-wishlist-item={key}>
                {item.image ? (
                  <img src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-md object-cover" loading="lazy" decoding="async" />
                ) : (
                  <span aria-hidden="true" className="size-16 shrink-0 rounded-md bg-surface-muted" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <a href={buildLink(cartItemHref(item), siteSlug)} className="break-words font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                    {item.currentName ?? item.name}
                  </a>
                  {variant !== '' ? <span className="text-sm text-fg-muted">{variant}</span> : null}
                  <span className="text-sm">{formatDecimalMoney(item.currentPrice ?? item.price, currency, language)}</span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}
