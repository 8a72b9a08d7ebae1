import { useEffect, useRef, useState } from 'react';
import type { JSX } from 'react';
import { DEFAULT_IMAGE_FIT } from '#core/options/image-options.ts';
import { cx } from '#web/ui/class-names.ts';
import { responsiveClasses } from '../shared/responsive-classes.ts';
import { BOX_ALIGN_TABLES, IMAGE_FIT_TABLES } from '../shared/responsive-style-classes.ts';
import { DEFAULT_BOX_ALIGN } from '../shared/text-align.ts';
import { useTheme } from '../theme/theme-context.tsx';
import type { ImageProps } from './image.types.ts';
import { imageBoxSize, type ImageBoxSize } from './image-box.ts';
import { mediaSrcSet } from './responsive-image.ts';

// Spec 1 §9 gallery fallback label, shown when there is no image to show.
const NO_IMAGE_LABEL = 'No image';

// Soft gradient under the image while it downloads; removed once loaded so transparent images
// do not show it.
const BLUR_PLACEHOLDER_CLASSES = 'bg-linear-to-br from-slate-200 via-slate-100 to-slate-300';

type LoadState = 'loading' | 'loaded' | 'failed';

interface ImageBoxProps extends Omit<ImageProps, 'url' | 'align' | 'width' | 'height'> {
  src: string;
  size: ImageBoxSize;
}

function ImageBox({ src, alt, size, fit, loading, placeholder }: ImageBoxProps): JSX.Element {
  const { styles } = useTheme();
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    // A server-rendered image can finish, or fail, before hydration attaches onLoad and onError.
    const image = ref.current;
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  const { width, height, style: box, className: sized } = size;
  const srcSet = mediaSrcSet(src);

  if (state === 'failed') {
    return (
      <div role="img" aria-label={alt || NO_IMAGE_LABEL} style={box} className={cx('flex min-h-24 items-center justify-center bg-slate-100 text-sm text-slate-600', sized, styles.image)}>
        {NO_IMAGE_LABEL}
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : size.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
      // An image the editor loads eagerly is above the fold, often the page's largest paint.
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      style={box}
      className={cx(
        'block h-auto',
        sized,
        responsiveClasses(IMAGE_FIT_TABLES, fit, DEFAULT_IMAGE_FIT),
        placeholder === 'blur' && state === 'loading' && BLUR_PLACEHOLDER_CLASSES,
        styles.image,
      )}
    />
  );
}

export function Image({ url, alt, width, height, fit, loading, placeholder, align }: ImageProps): JSX.Element {
  const src = typeof url === 'string' ? url.trim() : '';
  const size = imageBoxSize(width, height);
  return (
    <div className={cx('flex', responsiveClasses(BOX_ALIGN_TABLES, align, DEFAULT_BOX_ALIGN))}>
      {src === '' ? (
        <div role="img" aria-label={NO_IMAGE_LABEL} className="flex min-h-24 w-full items-center justify-center bg-slate-100 text-sm text-slate-600">
          {NO_IMAGE_LABEL}
        </div>
      ) : (
        // Keyed by url: a new image starts over from the loading state.
        <ImageBox key={src} src={src} alt={typeof alt === 'string' ? alt : ''} fit={fit} loading={loading} placeholder={placeholder} size={size} />
      )}
    </div>
  );
}
