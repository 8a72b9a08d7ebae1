import { describe, expect, it, vi } from 'vitest';
import { resizeImage, resizeImages } from './resize-images.ts';

const file = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('resizeImages', () => {
  it('resizes one file after another, pausing 100 ms between them only with more than three files', async () => {
    const order: string[] = [];
    const resize = vi.fn(async (f: File) => {
      order.push(`resize ${f.name}`);
      return f;
    });
    const wait = vi.fn(async (ms: number) => {
      order.push(`wait ${ms}`);
    });
    await resizeImages([file('a.png'), file('b.png'), file('c.png')], { resize, wait });
    expect(wait).not.toHaveBeenCalled();
    order.length = 0;
    const out = await resizeImages([file('1.png'), file('2.png'), file('3.png'), file('4.png')], { resize, wait });
    expect(order).toEqual(['resize 1.png', 'wait 100', 'resize 2.png', 'wait 100', 'resize 3.png', 'wait 100', 'resize 4.png']);
    expect(out.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png']);
  });
});

describe('resizeImage', () => {
  it('leaves small files, GIFs and non-images untouched (same file)', async () => {
    for (const f of [file('small.png'), file('anim.gif', 'image/gif', 2 * 1024 * 1024), file('clip.mp4', 'video/mp4', 2 * 1024 * 1024)]) {
      expect(await resizeImage(f)).toBe(f);
    }
  });

  it('uploads the original when resizing fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Not a decodable image: the library (or the canvas it needs, missing here) fails.
    const big = file('broken.png', 'image/png', 2 * 1024 * 1024);
    expect(await resizeImage(big)).toBe(big);
    expect(warn).toHaveBeenCalledWith('Resizing broken.png failed; uploading the original', expect.anything());
    warn.mockRestore();
  });
});
