import type { ReactElement, ReactNode } from 'react';
import type { SiteCurrency } from '#core/money/currency.ts';
import { MAIN_CONTENT_ID } from '#core/pages/page-landmarks.ts';
import { shopHomePath } from '#core/paths/shop-account.ts';
import { BACK_TO_SHOP_LINK, shopLogoAlt } from '#core/shop/shop-account-messages.ts';
import { PageRoot } from '#web/blocks/root/page-root.tsx';
import type { PageRootProps } from '#web/blocks/root/page-root.types.ts';
import { SkipLink } from '#web/pages/skip-link.tsx';
import { safeHref } from '#web/site/safe-href.ts';

/** The shop a shopper's account page belongs to, read on the server (shop-of-request.server.ts). */
export interface ShopFrameData {
  uniqueId: string;
  /** `/site-{id}` on the platform's address, '' on the shop's own domain. */
  base: string;
  name: string;
  logo: string | null;
  theme: string | null;
  fontFamily: string | null;
  language: string | null;
  /** What the shop sells in (decision 060). */
  currency: SiteCurrency;
}

/**
 * A shop's account pages wear the shop: its homepage's theme and font, its logo and name leading
 * back to the shop, and nothing of the platform's dashboard.
 */
export function ShopFrame({ shop, children }: { shop: ShopFrameData; children: ReactNode }): ReactElement {
  const home = shopHomePath(shop.base);
  const logo = safeHref(shop.logo);
  return (
    <PageRoot
      theme={(shop.theme ?? undefined) as PageRootProps['theme'] | undefined}
      fontFamily={shop.fontFamily ?? undefined}
      language={(shop.language ?? undefined) as PageRootProps['language'] | undefined}
      maxWidth="1280px"
    >
      <SkipLink />
      <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6" data-shop-header="">
        <a href={home} className="flex min-w-0 items-center gap-3 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2" data-shop-home="">
          {logo ? <img src={logo} alt={shopLogoAlt(shop.name)} className="h-10 w-auto max-w-32 object-contain" /> : null}
          <span className="truncate text-lg" data-shop-name="">
            {shop.name}
          </span>
        </a>
        <a href={home} className="text-sm font-medium underline underline-offset-2">
          {BACK_TO_SHOP_LINK}
        </a>
      </header>
      <main id={MAIN_CONTENT_ID} className="px-4 pb-12 sm:px-6">
        {children}
      </main>
    </PageRoot>
  );
}
