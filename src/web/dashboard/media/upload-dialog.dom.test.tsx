// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { UploadDialog } from './upload-dialog.tsx';
import type { UploadPanel, UploadPanelProps } from '#web/media/upload-panel.tsx';

// The dialog's own logic is under test here; the panel's flow has its own tests.
const panel = vi.hoisted(() => ({ props: null as UploadPanelProps | null }));
vi.mock('#web/media/upload-panel.tsx', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  UploadPanel: (props: UploadPanelProps) => {
    panel.props = props;
    return <button type="button">Browse images</button>;
  },
}));

const dom = setUpDomRoot();
const escape = () => act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));

describe('UploadDialog', () => {
  it('cannot be closed by Escape while an upload is under way, and closes itself when it completes', () => {
    const onClose = vi.fn();
    const onComplete = vi.fn();
    act(() => dom.root.render(<UploadDialog open kind="image" siteUniqueId="acme" onClose={onClose} onComplete={onComplete} />));
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Upload Image');
    expect(panel.props).toMatchObject({ kind: 'image', siteUniqueId: 'acme' });

    act(() => panel.props!.onBusyChange!(true));
    escape();
    expect(onClose).not.toHaveBeenCalled();

    act(() => panel.props!.onComplete([{ id: '1', url: '/media/x.png', name: 'x.png' }]));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape when idle, and is titled for videos', () => {
    const onClose = vi.fn();
    act(() => dom.root.render(<UploadDialog open kind="video" siteUniqueId={null} onClose={onClose} onComplete={() => {}} />));
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Upload Video');
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('UploadPanel (videos)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("reads the server's video limit, offering a retry when that fails", async () => {
    const { UploadPanel: RealPanel } = await vi.importActual<{ UploadPanel: typeof UploadPanel }>('#web/media/upload-panel.tsx');
    globalThis.fetch = vi
      .fn()
      .mockResolvedValueOnce(json(500, { error: 'Boom' }))
      .mockResolvedValueOnce(json(200, { error: null, limits: { image: { maxFiles: 5, maxBytes: 1, mimes: [] }, video: { maxFiles: 1, maxBytes: 20 * 1024 * 1024, mimes: [] } } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () =>
      dom.root.render(
        <QueryClientProvider client={client}>
          <RealPanel kind="video" siteUniqueId="acme" onComplete={() => {}} />
        </QueryClientProvider>,
      ),
    );
    // React Query answers a few ticks after the render.
    const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));
    await settle();
    expect(dom.container.textContent).toContain('Could not read the upload limits; try again');
    const retry = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    await act(async () => retry.click());
    await settle();
    expect(dom.container.textContent).toContain('Upload one MP4 or WebM video at a time, up to 20MB. Drag and drop a file or click to browse.');
    expect(dom.container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('video/mp4,video/webm');
  });
});
