import type { Responsive } from '#core/blocks/responsive.ts';
import type { ImageFit, ImageLoading, ImagePlaceholder } from '#core/options/image-options.ts';
import type { BoxAlign } from '../shared/text-align.ts';

export interface ImageProps {
  url: string;
  /** Empty for a decorative image: screen readers then skip it. */
  alt: string;
  /**
   * Size in px, per breakpoint (decision 070) as are `fit` and `align`: with a width the image fills
   * its column up to it; with both the box keeps their ratio and `fit` applies. 0 means not set.
   */
  width?: Responsive<number>;
  height?: Responsive<number>;
  fit: Responsive<ImageFit>;
  loading: ImageLoading;
  placeholder: ImagePlaceholder;
  align: Responsive<BoxAlign>;
}
