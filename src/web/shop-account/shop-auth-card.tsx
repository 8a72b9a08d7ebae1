import type { ReactElement, ReactNode } from 'react';
import { AuthCard } from '#web/auth/auth-card.tsx';
import { ShopFrame, type ShopFrameData } from './shop-frame.tsx';

/** The sign-in and sign-up card inside the shop's frame (the platform's AuthCard, in the shop's clothes). */
export function ShopAuthCard({ shop, title, subtitle, children, footer }: { shop: ShopFrameData; title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode }): ReactElement {
  return (
    <ShopFrame shop={shop}>
      <div className="mx-auto w-full max-w-sm py-8">
        <section className="rounded-xl border border-border bg-surface p-6 text-fg shadow-sm">
          <h1 className="text-xl font-semibold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-fg-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? <div className="mt-4 text-center text-sm">{footer}</div> : null}
      </div>
    </ShopFrame>
  );
}

/** The platform's card for a builder; the shop's, when the sign-in comes from a shop. */
export function AuthCardFor({ shop, ...card }: { shop: ShopFrameData | null; title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode }): ReactElement {
  return shop ? <ShopAuthCard shop={shop} {...card} /> : <AuthCard {...card} />;
}
