import { blockDataProps, defineIsland } from '#web/islands/define-island.ts';
import { ImageGallery } from './image-gallery.tsx';

export const island = defineIsland<Parameters<typeof ImageGallery>[0]>({
  block: 'ImageGallery',
  when: 'visible',
  props: blockDataProps,
});

export default ImageGallery;
