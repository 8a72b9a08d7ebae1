import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormInput } from '#core/forms/form-input.ts';
import { FORM_DELETE_FAILED } from '#core/forms/messages.ts';
import { deleteRecord, requestContactMail, sendSubmission, submissionBody, withResizedPhotos, type Submission } from './form-request.ts';

// The browser's resizer (canvas, web worker) stands in as "a 12 MB photo comes back as 0.9 MB".
const resized = vi.hoisted(() => vi.fn(async (files: readonly File[]) => files.map((f) => new File([new Uint8Array(900_000)], f.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' }))));
vi.mock('#web/media/resize-images.ts', () => ({ resizeImages: resized }));

const INPUTS: FormInput[] = [
  { name: 'title', type: 'text' },
  { name: 'cover', type: 'file' },
  { name: 'gallery', type: 'files' },
];
const base: Submission = { collection: 'posts', inputs: INPUTS, values: {}, startTime: 5, token: null, honeypot: '' };
// The calls go through the API client: each test answers at the network edge (global fetch).
const answering = <T extends typeof fetch>(fetcher: T): T => {
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
};
afterEach(() => {
  vi.unstubAllGlobals();
});
const png = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('submissionBody', () => {
  it('sends each picked file as a part named after its field, several for a files input, and keeps a stored URL in data', () => {
    const body = submissionBody({ ...base, values: { title: 'Hi', cover: '/media/old.png', gallery: [png('a.png'), png('b.png')] } });
    expect(body.getAll('gallery').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(body.get('cover')).toBeNull();
    const data = JSON.parse(body.get('data') as string) as Record<string, unknown>;
    expect(data).toMatchObject({ title: 'Hi', cover: '/media/old.png' });
    expect(data).not.toHaveProperty('gallery');
    expect(body.get('formId')).toBeNull();
  });
});

describe('sendSubmission', () => {
  it('names the status when the server answers an error without a body', async () => {
    answering(vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' })));
    expect(await sendSubmission(base)).toEqual({ kind: 'failed', error: 'Form submission failed: 502 Bad Gateway' });
  });

  it('uses the update wording for a PUT, and the server’s error when it gives one', async () => {
    const fetcher = answering(vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ error: 'Record not found' }), { status: 404 })));
    expect(await sendSubmission({ ...base, recordId: 'r 1' })).toEqual({ kind: 'failed', error: 'Failed to update form: Record not found' });
    expect(fetcher.mock.calls[0]![0]).toBe('/api/data/posts/r%201');
  });
});

describe('deleteRecord', () => {
  it('answers the server’s error, or the spec’s message when there is none or the network fails', async () => {
    answering(vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify({ error: 'Forbidden' }), { status: 403 })));
    expect(await deleteRecord('posts', 'r1')).toEqual({ kind: 'failed', error: 'Forbidden' });
    answering(vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 500 })));
    expect(await deleteRecord('posts', 'r1')).toEqual({ kind: 'failed', error: FORM_DELETE_FAILED });
    answering(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    expect(await deleteRecord('posts', 'r1')).toEqual({ kind: 'failed', error: FORM_DELETE_FAILED });
  });
});

describe('requestContactMail', () => {
  const payload = (text: string) => ({ formType: 'contact', submissionData: { message: text }, emailConfig: { to: '', subject: '' }, formId: 'f', recordId: 'r' });

  it('sends with keepalive and does not wait for the SMTP server: the request outlives a navigation', async () => {
    const fetcher = answering(vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>(() => {})));
    await requestContactMail(payload('Hello'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('waits for a body too long for keepalive, and ignores its failure', async () => {
    let answer!: () => void;
    const fetcher = answering(vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>((_, reject) => (answer = () => reject(new TypeError('offline'))))));
    let done = false;
    const sending = requestContactMail(payload('x'.repeat(70 * 1024))).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetcher.mock.calls[0]![1]).toMatchObject({ keepalive: false });
    expect(done).toBe(false);
    answer();
    await sending;
    expect(done).toBe(true);
  });
});

describe('withResizedPhotos', () => {
  const photo = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

  it('resizes the photos over 1 MB of file fields before they are sent (spec 1 §5), leaving small files and text alone', async () => {
    const values = { title: 'Hi', cover: photo('phone.jpg', 12 * 1024 * 1024), gallery: [photo('a.jpg', 2 * 1024 * 1024)] };
    const out = await withResizedPhotos(INPUTS, values);
    expect(out.title).toBe('Hi');
    expect((out.cover as File).size).toBe(900_000);
    expect((out.gallery as File[]).map((f) => f.size)).toEqual([900_000]);
  });

  it('loads no resizer when nothing needs it', async () => {
    resized.mockClear();
    const values = { title: 'Hi', cover: png('small.png') };
    expect(await withResizedPhotos(INPUTS, values)).toBe(values);
    expect(resized).not.toHaveBeenCalled();
  });
});
