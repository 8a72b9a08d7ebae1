import type { ReactElement, ReactNode } from 'react';
import { AuthCard, AuthPanel } from '#web/auth/auth-card.tsx';
import { ShopFrame, type ShopFrameData } from './shop-frame.tsx';

/** The sign-in and sign-up card inside the shop's frame (the platform's AuthCard, in the shop's clothes). */
export function ShopAuthCard({ shop, title, subtitle, children, footer }: { shop: ShopFrameData; title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode }): ReactElement {
  return (
    <ShopFrame shop={shop}>
      <div className="mx-auto w-full max-w-sm py-8">
        <AuthPanel title={title} subtitle={subtitle} footer={footer}>
          {children}
        </AuthPanel>
      </div>
    </ShopFrame>
  );
}

/** The platform's card for a builder; the shop's, when the sign-in comes from a shop. */
export function AuthCardFor({ shop, ...card }: { shop: ShopFrameData | null; title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode }): ReactElement {
  return shop ? <ShopAuthCard shop={shop} {...card} /> : <AuthCard {...card} />;
}
