import type { Responsive } from '#core/blocks/responsive.ts';
import type { ImageFit, ImageLoading, ImagePlaceholder } from '#core/options/image-options.ts';
import type { BoxAlign } from '../shared/text-align.ts';

export interface ImageProps {
  url: string;
  /** Empty for a decorative image: screen readers then skip it. */
  alt: string;
  /** Intrinsic size in px; with both set the box keeps that ratio and `fit` applies. */
  width?: number;
  height?: number;
  /** Per breakpoint (decision 070), as is `align`. */
  fit: Responsive<ImageFit>;
  loading: ImageLoading;
  placeholder: ImagePlaceholder;
  align: Responsive<BoxAlign>;
}
