import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { uploadsBusyMessage } from '#core/media/upload-messages.ts';
import { SMALL_UPLOAD_BYTES, admitUploads } from './upload-admission.ts';

const MB = 1024 * 1024;

/** An app whose upload handler runs until released, counting the handlers running at once. */
function appWith(limits: { maxBytes: number; maxWaiting: number }) {
  const releases: (() => void)[] = [];
  const state = { running: 0, most: 0, entered: 0 };
  const app = new Hono();
  app.use(admitUploads(['/upload', '/data/*'], limits));
  app.post('*', async (c) => {
    state.entered++;
    state.running++;
    state.most = Math.max(state.most, state.running);
    await new Promise<void>((resolve) => releases.push(resolve));
    state.running--;
    return c.json({ ok: true });
  });
  const send = (path: string, bytes: number, type = 'multipart/form-data; boundary=x') =>
    app.request(path, { method: 'POST', headers: { 'content-type': type, 'content-length': String(bytes) }, body: 'x' });
  const releaseNext = () => releases.shift()?.();
  return { send, state, releaseNext };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('admitUploads', () => {
  it('reads upload bodies only while their declared bytes fit, the others wait in order, then 429 with Retry-After', async () => {
    const { send, state, releaseNext } = appWith({ maxBytes: 10 * MB, maxWaiting: 1 });
    const first = send('/upload', 6 * MB);
    const second = send('/data/photos', 6 * MB);
    await settle();
    expect([state.entered, state.running]).toEqual([1, 1]);
    const third = await send('/upload', 1 * MB);
    expect(third.status).toBe(429);
    const seconds = Number(third.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(await third.json()).toEqual({ error: uploadsBusyMessage(seconds) });
    releaseNext();
    expect((await first).status).toBe(200);
    await settle();
    expect(state.entered).toBe(2);
    releaseNext();
    expect((await second).status).toBe(200);
    expect(state.most).toBe(1);
  });

  it('lets in together what fits, and a body larger than the allowance alone', async () => {
    const { send, state, releaseNext } = appWith({ maxBytes: 10 * MB, maxWaiting: 5 });
    const small = [send('/upload', 4 * MB), send('/upload', 4 * MB)];
    await settle();
    expect(state.running).toBe(2);
    const video = send('/upload', 50 * MB);
    await settle();
    expect(state.running).toBe(2);
    releaseNext();
    releaseNext();
    await Promise.all(small);
    await settle();
    expect(state.running).toBe(1);
    releaseNext();
    expect((await video).status).toBe(200);
  });

  it('passes other paths, bodies that are not multipart, and small bodies without counting them', async () => {
    const { send, state, releaseNext } = appWith({ maxBytes: 1 * MB, maxWaiting: 0 });
    const held = send('/upload', 1 * MB);
    await settle();
    const others = [send('/elsewhere', 5 * MB), send('/upload', 5 * MB, 'application/json'), send('/data/x', SMALL_UPLOAD_BYTES)];
    await settle();
    expect(state.running).toBe(4);
    for (let i = 0; i < 4; i++) releaseNext();
    expect((await Promise.all([held, ...others])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});
