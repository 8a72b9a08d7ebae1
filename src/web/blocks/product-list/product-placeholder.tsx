import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';

/** Spec 3 §2: the product placeholder skeleton, a card's shape with no content (hidden from assistive technology). */
export function ProductPlaceholder({ className }: { className?: string }): ReactElement {
  return (
    <div className={cx('flex animate-pulse flex-col overflow-hidden rounded-lg border border-current/10', className)} aria-hidden="true" data-product-placeholder="">
      <div className="aspect-square bg-current/10" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-4 w-3/4 rounded bg-current/10" />
        <div className="h-4 w-1/3 rounded bg-current/10" />
        <div className="mt-2 flex gap-1.5">
          <div className="size-4 rounded-full bg-current/10" />
          <div className="size-4 rounded-full bg-current/10" />
          <div className="size-4 rounded-full bg-current/10" />
        </div>
      </div>
    </div>
  );
}
