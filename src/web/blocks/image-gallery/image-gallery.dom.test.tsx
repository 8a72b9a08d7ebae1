// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageGallery } from './image-gallery.tsx';
import { IMAGE_GALLERY_DEFAULT_PROPS, type ImageGalleryProps } from './image-gallery.types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IMAGES: ImageGalleryProps['images'] = [
  { url: '/1.jpg', alt: 'One', title: 'First', description: '', width: 0, height: 0 },
  { url: '/2.jpg', alt: 'Two', title: 'Second', description: 'The second image', width: 0, height: 0 },
  { url: '/3.jpg', alt: 'Three', title: 'Third', description: '', width: 0, height: 0 },
];

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<ImageGallery {...IMAGE_GALLERY_DEFAULT_PROPS} images={IMAGES} />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const dialogTitle = (): string | null | undefined => {
  const dialog = document.querySelector('[role="dialog"]');
  return dialog === null ? null : document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
};
const arrow = (key: string): void =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

/** Clicks an opener and waits for the lightbox, whose code loads at the first open. */
async function openWith(button: HTMLButtonElement): Promise<void> {
  act(() => button.click());
  await act(async () => {
    await import('./gallery-lightbox.tsx');
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('ImageGallery lightbox', () => {
  it('opens on the clicked image and moves with the arrow keys, wrapping around', async () => {
    const openers = container.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]');
    await openWith(openers[1]!);
    expect(dialogTitle()).toBe('Second');
    expect(document.body.textContent).toContain('The second image');
    arrow('ArrowRight');
    expect(dialogTitle()).toBe('Third');
    arrow('ArrowRight');
    expect(dialogTitle()).toBe('First');
    arrow('ArrowLeft');
    expect(dialogTitle()).toBe('Third');
  });

  it('jumps to an image from its thumbnail and closes with Escape', async () => {
    await openWith(container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!);
    const thumbnail = document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Show Third"]')!;
    expect(thumbnail.style.width).toBe('80px');
    act(() => thumbnail.click());
    expect(dialogTitle()).toBe('Third');
    expect(thumbnail.getAttribute('aria-current')).toBe('true');
    arrow('Escape');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
