import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKDOWN_IMAGE_PATH } from '#core/media/markdown-image.ts';
import { uploadMarkdownImage, uploadMarkdownImages } from './upload-markdown-image.ts';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
// The upload goes through the API client: the network edge (global fetch) is what each test answers.
afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('uploadMarkdownImage (spec 2 §7)', () => {
  it("posts the resized file in the 'image' field with the site and reads data.image", async () => {
    const resized = file('cat.webp');
    const resize = vi.fn(async () => resized);
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(201, { data: { image: { url: '/media/uploads/s/1.webp', alt: 'cat', title: 'cat' } }, error: null }));
    vi.stubGlobal('fetch', fetch);
    const image = await uploadMarkdownImage(file('cat.png'), { siteId: 'acme', resize });
    expect(image).toEqual({ url: '/media/uploads/s/1.webp', alt: 'cat', title: 'cat' });
    expect(resize).toHaveBeenCalledWith(expect.objectContaining({ name: 'cat.png' }));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(MARKDOWN_IMAGE_PATH);
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('siteId')).toBe('acme');
    expect(form.getAll('image')).toHaveLength(1);
    expect((form.get('image') as File).name).toBe('cat.webp');
  });

  it('sends no site for platform media', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(201, { data: { image: { url: '/media/x.png', alt: 'x', title: 'x' } } }));
    vi.stubGlobal('fetch', fetch);
    await uploadMarkdownImage(file('x.png'), { siteId: null, resize: async (f) => f });
    expect((fetch.mock.calls[0]![1]?.body as FormData).has('siteId')).toBe(false);
  });

  it("throws the server's reason", async () => {
    const fetch = vi.fn(async () => json(415, { error: 'cat.png is not a JPEG, PNG, GIF or WebP file' }));
    vi.stubGlobal('fetch', fetch);
    await expect(uploadMarkdownImage(file('cat.png'), { siteId: 'acme', resize: async (f) => f })).rejects.toThrow('cat.png is not a JPEG, PNG, GIF or WebP file');
  });

  it("throws 'Image upload failed' when the answer says nothing usable or never comes", async () => {
    const answers = [
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      async () => json(500, { message: 'no error field' }),
      async () => json(200, { data: {} }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    for (const answer of answers) {
      vi.stubGlobal('fetch', vi.fn(answer));
      await expect(uploadMarkdownImage(file('a.png'), { siteId: 'acme', resize: async (f) => f })).rejects.toThrow(/^Image upload failed$/);
    }
  });
});

describe('uploadMarkdownImages', () => {
  it('uploads one file after another and keeps going after a failure', async () => {
    const order: string[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const name = ((init?.body as FormData).get('image') as File).name;
      order.push(name);
      return name === 'bad.png' ? json(413, { error: 'bad.png is larger than the 4MB limit' }) : json(201, { data: { image: { url: `/media/${name}`, alt: name, title: name } } });
    });
    vi.stubGlobal('fetch', fetch);
    const result = await uploadMarkdownImages([file('one.png'), file('bad.png'), file('two.png')], { siteId: 'acme', resize: async (f) => f });
    expect(order).toEqual(['one.png', 'bad.png', 'two.png']);
    expect(result.images.map((image) => image.url)).toEqual(['/media/one.png', '/media/two.png']);
    expect(result.errors).toEqual(['bad.png is larger than the 4MB limit']);
  });
});
