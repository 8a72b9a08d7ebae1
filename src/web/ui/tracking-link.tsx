import { FULFILMENT_LABELS } from '#core/checkout/orders-dashboard.ts';

/**
 * The parcel's tracking page, as the owner gave it when fulfilling the order (an https address the
 * server checked: decision 064), for the owner's order dialog and the buyer's order pages alike. The
 * address itself is said to screen readers after the link's words.
 */
export function TrackingLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-order-tracking-url=""
    >
      {FULFILMENT_LABELS.trackingLink}
      <span className="sr-only"> ({url})</span>
    </a>
  );
}
