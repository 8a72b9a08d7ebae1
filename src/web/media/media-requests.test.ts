import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMediaLimits, saveImageRecord, uploadMediaFiles } from './media-requests.ts';

/** Enough of XMLHttpRequest for the upload: records what was sent, answers when told. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(siteUniqueId: string | null = 'acme') {
  const xhr = new FakeXhr();
  const progress: number[] = [];
  const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
  const pending = uploadMediaFiles({ files, alts: ['A', ''], kind: 'image', siteUniqueId }, (p) => progress.push(p), () => xhr as unknown as XMLHttpRequest);
  return { xhr, progress, pending };
}

describe('uploadMediaFiles', () => {
  it('posts files, alt per file, kind and site; reports progress and answers the stored files', async () => {
    const { xhr, progress, pending } = start();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/media/upload']);
    expect(xhr.body!.getAll('files').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(xhr.body!.getAll('alt')).toEqual(['A', '']);
    expect([xhr.body!.get('kind'), xhr.body!.get('siteId')]).toEqual(['image', 'acme']);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.answer(201, JSON.stringify({ files: [{ id: '1', url: '/media/x.png', name: 'a.png' }] }));
    expect(await pending).toEqual([{ id: '1', url: '/media/x.png', name: 'a.png' }]);
    expect(progress).toEqual([25, 100]);
  });

  it('sends no site for platform media', () => {
    expect(start(null).xhr.body!.has('siteId')).toBe(false);
  });

  it("rejects with the server's message, the status, or a network error", async () => {
    const refused = start();
    refused.xhr.answer(415, JSON.stringify({ error: 'a.png is not a JPEG, PNG, GIF or WebP file' }));
    await expect(refused.pending).rejects.toThrow('a.png is not a JPEG, PNG, GIF or WebP file');
    const html = start();
    html.xhr.answer(502, '<html>Bad gateway</html>');
    await expect(html.pending).rejects.toThrow('Upload failed (HTTP 502)');
    const offline = start();
    offline.xhr.onerror!();
    await expect(offline.pending).rejects.toThrow('The upload could not reach the server');
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The JSON calls go through the API client: each test answers at the network edge (global fetch).
const answer = (respond: () => Promise<Response>) => {
  const fetcher = vi.fn(respond);
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
};
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveImageRecord', () => {
  it('posts url, name, description and the site', async () => {
    const fetcher = answer(async () => json(200, { error: null }));
    await saveImageRecord({ url: '/media/x.png', name: 'x.png', description: 'Uploaded on now', siteUniqueId: 'acme' });
    const [url, init] = fetcher.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/system_images');
    expect(JSON.parse(init.body as string)).toEqual({ url: '/media/x.png', name: 'x.png', description: 'Uploaded on now', siteId: 'acme' });
  });

  it("throws the server's error, or 'Failed to save image'", async () => {
    answer(async () => json(400, { error: 'Bad URL' }));
    await expect(saveImageRecord({ url: 'u', name: 'n', description: 'd', siteUniqueId: null })).rejects.toThrow('Bad URL');
    answer(async () => new Response('oops', { status: 500 }));
    await expect(saveImageRecord({ url: 'u', name: 'n', description: 'd', siteUniqueId: null })).rejects.toThrow('Failed to save image');
    answer(async () => {
      throw new TypeError('offline');
    });
    await expect(saveImageRecord({ url: 'u', name: 'n', description: 'd', siteUniqueId: null })).rejects.toThrow('Failed to save image');
  });
});

describe('fetchMediaLimits', () => {
  it('reads the limits, or fails with a message to retry', async () => {
    const limits = { image: { maxFiles: 5, maxBytes: 1, mimes: [] }, video: { maxFiles: 1, maxBytes: 9, mimes: [] } };
    answer(async () => json(200, { error: null, limits }));
    expect(await fetchMediaLimits()).toEqual(limits);
    answer(async () => json(401, { error: 'Unauthorized' }));
    await expect(fetchMediaLimits()).rejects.toThrow('Could not read the upload limits; try again');
  });
});
