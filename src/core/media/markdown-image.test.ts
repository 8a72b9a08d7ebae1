import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import {
  MARKDOWN_IMAGE_FIELD,
  MARKDOWN_IMAGE_ONE_FILE,
  markdownImageResult,
  markdownImageSyntax,
  markdownImageText,
  readMarkdownImageAnswer,
} from './markdown-image.ts';

describe('markdown editor image (spec 2 §3, §7, §8)', () => {
  it('names the field it reads when it refuses a request', () => {
    expect(MARKDOWN_IMAGE_ONE_FILE).toContain(`"${MARKDOWN_IMAGE_FIELD}"`);
  });

  it('takes alt and title from the file name without its extension', () => {
    expect(markdownImageText('holiday photo.final.jpeg')).toBe('holiday photo.final');
    expect(markdownImageText('C:\\Users\\me\\cat.png')).toBe('cat');
    expect(markdownImageText('/tmp/dog.webp')).toBe('dog');
    expect(markdownImageText('  spaced .png')).toBe('spaced');
    expect(markdownImageText('no-extension')).toBe('no-extension');
    expect(markdownImageText('bell\u0007.gif')).toBe('bell');
  });

  it("falls back to 'Uploaded image' when the name is missing", () => {
    for (const name of [undefined, null, 42, '', '.png', '   .jpg', 'folder/']) expect(markdownImageText(name)).toBe('Uploaded image');
  });

  it('builds the result from the stored URL and the original name', () => {
    expect(markdownImageResult('/media/uploads/s/1.png', 'Sunset.PNG')).toEqual({ url: '/media/uploads/s/1.png', alt: 'Sunset', title: 'Sunset' });
    expect(markdownImageResult('/media/x.png', '')).toEqual({ url: '/media/x.png', alt: 'Uploaded image', title: 'Uploaded image' });
  });

  it('reads data.image from a good answer', () => {
    expect(readMarkdownImageAnswer({ data: { image: { url: '/media/a.png', alt: 'a', title: 'b' } }, error: null })).toEqual({
      image: { url: '/media/a.png', alt: 'a', title: 'b' },
    });
    expect(readMarkdownImageAnswer({ data: { image: { url: '/media/a.png' } } })).toEqual({
      image: { url: '/media/a.png', alt: 'Uploaded image', title: 'Uploaded image' },
    });
  });

  it("reads the server's error, or the fallback", () => {
    expect(readMarkdownImageAnswer({ error: 'cat.png is larger than the 4MB limit' })).toEqual({ error: 'cat.png is larger than the 4MB limit' });
    for (const body of [null, 'oops', {}, { error: '' }, { error: 5 }, { data: { image: { url: '' } } }, { data: null }]) {
      expect(readMarkdownImageAnswer(body)).toEqual({ error: 'Image upload failed' });
    }
  });

  it('writes image markdown that stays one image whatever the file name', () => {
    const md = new MarkdownIt();
    const html = (image: Parameters<typeof markdownImageSyntax>[0]) => md.renderInline(markdownImageSyntax(image));
    expect(markdownImageSyntax({ url: '/media/a.png', alt: 'cat', title: 'cat' })).toBe("![cat](/media/a.png 'cat')");
    expect(html({ url: '/media/a.png', alt: 'a [b] c', title: "it's" })).toBe('<img src="/media/a.png" alt="a (b) c" title="it\'s">');
    expect(html({ url: '/media/my file (1).png', alt: 'x', title: '' })).toBe('<img src="/media/my%20file%20(1).png" alt="x">');
    expect(html({ url: '/media/a.png', alt: 'back\\slash', title: 'back\\slash' })).toBe('<img src="/media/a.png" alt="back/slash" title="back\\slash">');
  });
});
