// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelLimits } from '#core/media/choose-upload-files.ts';
import { UPLOAD_COMPLETE_EVENT } from '#core/media/upload-messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { notify } from '#web/ui/toast.ts';
import type { UploadRequest, UploadedFile } from './media-requests.ts';
import { openRenamePrompt, type RenamePrompt } from './rename-prompt.ts';
import { INITIAL_UPLOAD_STATE, useUploadFlow, type UploadFlowDeps, type UploadFlowState } from './use-upload-flow.ts';

vi.mock('#web/ui/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(() => 'prompt-id'), { dismiss: vi.fn() });
  return { toast };
});
vi.mock('sonner', () => sonner);

const dom = setUpDomRoot();
const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A prompt answered by the test. */
function manualPrompt() {
  let answer: (rename: boolean) => void = () => {};
  const prompt: RenamePrompt = { answer: new Promise((resolve) => (answer = resolve)), choose: (rename) => answer(rename) };
  return { open: () => prompt, answer: (rename: boolean) => answer(rename) };
}

const stored = (files: readonly File[]): UploadedFile[] => files.map((f, i) => ({ id: `id-${i}`, url: `/media/uploads/s/${i}.png`, name: f.name, kind: 'image' }));

function mount(deps: UploadFlowDeps, kind: 'image' | 'video' = 'image') {
  const states: UploadFlowState[] = [];
  const onComplete = vi.fn();
  let flow!: ReturnType<typeof useUploadFlow>;
  function Harness() {
    flow = useUploadFlow({ kind, siteUniqueId: 'acme', limits: panelLimits(kind, 1024 * 1024), onComplete, now: () => 'NOW', ...deps });
    states.push(flow.state);
    return null;
  }
  act(() => dom.root.render(<Harness />));
  return { states, onComplete, flow: () => flow, last: () => states.at(-1)! };
}

/** Starts the flow, lets it reach the rename prompt, declines renaming and waits for the flow to end. */
async function startDecliningRename(t: ReturnType<typeof mount>, prompt: ReturnType<typeof manualPrompt>) {
  let done!: Promise<void>;
  act(() => {
    done = t.flow().start();
  });
  await settle();
  await act(async () => {
    prompt.answer(false);
    await done;
  });
}

const settle = () => act(async () => {});

describe('useUploadFlow', () => {
  const events: unknown[] = [];
  const onEvent = (event: Event) => events.push((event as CustomEvent).detail);
  beforeEach(() => {
    vi.clearAllMocks();
    events.length = 0;
    window.addEventListener(UPLOAD_COMPLETE_EVENT, onEvent);
  });
  afterEach(() => window.removeEventListener(UPLOAD_COMPLETE_EVENT, onEvent));

  it('refuses the sixth image with a toast naming it, and files of other types', () => {
    const t = mount({});
    act(() => t.flow().choose(['1', '2', '3', '4'].map((n) => png(`${n}.png`))));
    act(() => t.flow().choose([png('5.png'), new File(['x'], 'notes.txt', { type: 'text/plain' }), png('6.png')]));
    expect(t.last().files.map((f) => f.file.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(vi.mocked(notify.error).mock.calls.map((c) => c[0])).toEqual([
      'notes.txt is not a JPEG, PNG, GIF or WebP file',
      '6.png was not added: You can upload up to 5 images at a time',
    ]);
  });

  it('uploads as is when the rename toast runs out (10 s), with alt texts, progress and the batch description', async () => {
    const upload = vi.fn(async (request: UploadRequest, onProgress: (p: number) => void) => {
      onProgress(-5);
      onProgress(50);
      onProgress(150);
      return stored(request.files);
    });
    let inFlight = 0;
    let maxInFlight = 0;
    const save = vi.fn(async () => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
    });
    const resize = vi.fn(async (files: readonly File[]) => files.map((f) => new File([f], f.name.replace('.png', '.jpg'), { type: 'image/jpeg' })));
    const t = mount({ upload, save, resize, prompt: openRenamePrompt });
    act(() => t.flow().choose([png('a.png'), png('b.png'), png('c.png')]));
    act(() => t.flow().setAlt(t.last().files[1]!.key, '  A cat  '));
    let done!: Promise<void>;
    act(() => {
      done = t.flow().start();
    });
    await settle();
    expect(t.last().phase).toBe('prompt');
    const [title, options] = sonner.toast.mock.calls[0] as unknown as [string, { duration: number; onAutoClose(): void; action: { label: string }; cancel: { label: string } }];
    expect([title, options.duration, options.action.label, options.cancel.label]).toEqual(['Rename Files?', 10_000, 'Yes, Rename Files', 'No, Upload As Is']);
    await act(async () => {
      options.onAutoClose();
      await done;
    });

    const request = upload.mock.calls[0]![0];
    expect(request.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(request.alts).toEqual(['', 'A cat', '']);
    expect(request.siteUniqueId).toBe('acme');
    const uploadValues = [...new Set(t.states.filter((s) => s.phase === 'uploading').map((s) => s.uploadProgress))];
    expect(uploadValues).toEqual([0, 50, 100]);
    expect(save.mock.calls.map((c) => (c as unknown as [{ description: string; name: string }])[0])).toEqual([
      { url: '/media/uploads/s/0.png', name: 'a.jpg', description: 'Batch uploaded on NOW', siteUniqueId: 'acme' },
      { url: '/media/uploads/s/1.png', name: 'b.jpg', description: 'Batch uploaded on NOW', siteUniqueId: 'acme' },
      { url: '/media/uploads/s/2.png', name: 'c.jpg', description: 'Batch uploaded on NOW', siteUniqueId: 'acme' },
    ]);
    expect(maxInFlight).toBe(1);
    expect([...new Set(t.states.filter((s) => s.phase === 'saving').map((s) => s.saveProgress))]).toEqual([0, 33, 67, 100]);
    expect(notify.success).toHaveBeenCalledWith('3 image(s) uploaded successfully!');
    expect(events).toHaveLength(1);
    expect((events[0] as UploadedFile[]).map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(t.onComplete).toHaveBeenCalledWith([
      { id: 'id-0', url: '/media/uploads/s/0.png', name: 'a.jpg' },
      { id: 'id-1', url: '/media/uploads/s/1.png', name: 'b.jpg' },
      { id: 'id-2', url: '/media/uploads/s/2.png', name: 'c.jpg' },
    ]);
    expect(t.last()).toEqual(INITIAL_UPLOAD_STATE);
  });

  it('renames through the modal, keeping extensions; closing it sends the originals', async () => {
    for (const renamed of [[new File(['x'], 'holiday.png', { type: 'image/png' })], null]) {
      vi.clearAllMocks();
      const prompt = manualPrompt();
      const upload = vi.fn(async (request: UploadRequest) => stored(request.files));
      const t = mount({ upload, save: vi.fn(async () => {}), resize: async (files) => [...files], prompt: prompt.open });
      act(() => t.flow().choose([png('IMG_0001.png')]));
      let done!: Promise<void>;
      act(() => {
        done = t.flow().start();
      });
      await settle();
      await act(async () => prompt.answer(true));
      expect(t.last().phase).toBe('renaming');
      expect(t.last().pending.map((f) => f.name)).toEqual(['IMG_0001.png']);
      await act(async () => {
        t.flow().finishRename(renamed);
        await done;
      });
      expect(upload.mock.calls[0]![0].files.map((f) => f.name)).toEqual([renamed === null ? 'IMG_0001.png' : 'holiday.png']);
    }
  });

  it('a single upload is described "Uploaded on"; a failed save toasts "Error: …" and no success', async () => {
    const save = vi.fn(async () => {
      throw new Error('Nope');
    });
    const prompt = manualPrompt();
    const t = mount({ upload: async (r) => stored(r.files), save, resize: async (files) => [...files], prompt: prompt.open });
    act(() => t.flow().choose([png('one.png')]));
    await startDecliningRename(t, prompt);
    expect((save.mock.calls[0] as unknown as [{ description: string }])[0].description).toBe('Uploaded on NOW');
    expect(notify.error).toHaveBeenCalledWith('Error: Nope');
    expect(notify.success).not.toHaveBeenCalled();
    // The file is stored all the same: lists are told to refresh.
    expect(t.onComplete).toHaveBeenCalledTimes(1);
  });

  it('logs a failed save of a batch and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi
      .fn()
      .mockRejectedValueOnce(new Error('Boom'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValue(undefined);
    const prompt = manualPrompt();
    const t = mount({ upload: async (r) => stored(r.files), save, resize: async (files) => [...files], prompt: prompt.open });
    act(() => t.flow().choose([png('a.png'), png('b.png'), png('c.png')]));
    await startDecliningRename(t, prompt);
    expect(save).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['Failed to save a.png: Boom', 'Failed to save b.png: Unknown error']);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).toHaveBeenCalledWith('3 image(s) uploaded successfully!');
    warn.mockRestore();
  });

  it('on an upload error clears the flags, keeps the files, toasts the server message and announces nothing', async () => {
    const save = vi.fn();
    const prompt = manualPrompt();
    const t = mount({
      upload: async (_request, onProgress) => {
        onProgress(60);
        throw new Error('notes.png is not a JPEG, PNG, GIF or WebP file');
      },
      save,
      resize: async (files) => [...files],
      prompt: prompt.open,
    });
    act(() => t.flow().choose([png('notes.png')]));
    await startDecliningRename(t, prompt);
    expect(t.states.some((s) => s.isUploading && s.uploadProgress === 60)).toBe(true);
    expect(t.last()).toMatchObject({ phase: 'idle', isUploading: false, isSaving: false, uploadProgress: 0 });
    expect(t.last().files.map((f) => f.file.name)).toEqual(['notes.png']);
    expect(notify.error).toHaveBeenCalledWith('Upload error for notes.png: notes.png is not a JPEG, PNG, GIF or WebP file');
    expect(save).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(t.onComplete).not.toHaveBeenCalled();
  });

  it('resizes a 12 MB photo before the size limit applies; one that stays too large is left out, named with the limit', async () => {
    const MB = 1024 * 1024;
    const jpeg = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
    const resize = vi.fn(async (files: readonly File[]) => files.map((f) => (f.name === 'phone.jpg' ? jpeg('phone.jpg', MB - 1) : f)));
    const upload = vi.fn(async (r: UploadRequest) => stored(r.files));
    const prompt = manualPrompt();
    const t = mount({ upload, save: async () => {}, resize, prompt: prompt.open });
    act(() => t.flow().choose([jpeg('phone.jpg', 12 * MB), jpeg('stubborn.jpg', 5 * MB)]));
    expect(notify.error).not.toHaveBeenCalled();
    act(() => t.flow().setAlt(t.last().files[1]!.key, 'A map'));
    await startDecliningRename(t, prompt);
    expect(notify.error).toHaveBeenCalledWith('stubborn.jpg is larger than the 4MB limit even after resizing. Make it smaller and upload it again');
    expect(upload.mock.calls[0]![0].files.map((f) => [f.name, f.size])).toEqual([['phone.jpg', MB - 1]]);
    expect(upload.mock.calls[0]![0].alts).toEqual(['']);
    expect(notify.success).toHaveBeenCalledWith('1 image(s) uploaded successfully!');
  });

  it('uploads nothing when no resized file fits, and keeps the files chosen', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const upload = vi.fn();
    const t = mount({ upload, resize: async (files) => [...files] });
    act(() => t.flow().choose([big]));
    await act(async () => {
      await t.flow().start();
    });
    expect(upload).not.toHaveBeenCalled();
    expect(t.last()).toMatchObject({ phase: 'idle', isUploading: false });
    expect(t.last().files.map((f) => f.file.name)).toEqual(['big.png']);
    expect(notify.error).toHaveBeenCalledWith('big.png is larger than the 4MB limit even after resizing. Make it smaller and upload it again');
  });

  it('never resizes videos, and still asks about renaming', async () => {
    const resize = vi.fn();
    const prompt = manualPrompt();
    const upload = vi.fn(async (r: UploadRequest) => stored(r.files));
    const t = mount({ upload, save: async () => {}, resize, prompt: prompt.open }, 'video');
    act(() => t.flow().choose([new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' })]));
    let done!: Promise<void>;
    act(() => {
      done = t.flow().start();
    });
    await settle();
    expect(t.last().phase).toBe('prompt');
    await act(async () => {
      prompt.answer(false);
      await done;
    });
    expect(resize).not.toHaveBeenCalled();
    expect(upload.mock.calls[0]![0]).toMatchObject({ kind: 'video' });
    expect(notify.success).toHaveBeenCalledWith('1 video(s) uploaded successfully!');
  });
});

describe('openRenamePrompt', () => {
  beforeEach(() => vi.clearAllMocks());

  it('answers with the first choice only and removes the toast when answered from the dialog', async () => {
    const prompt = openRenamePrompt();
    const options = (sonner.toast.mock.calls[0] as unknown as [string, { action: { onClick(): void }; onDismiss(): void }])[1];
    prompt.choose(true);
    options.onDismiss();
    expect(await prompt.answer).toBe(true);
    expect(sonner.toast.dismiss).toHaveBeenCalledWith('prompt-id');
  });

  it('treats the toast buttons and closing it as the answer', async () => {
    const rename = openRenamePrompt();
    (sonner.toast.mock.calls[0] as unknown as [string, { action: { onClick(): void } }])[1].action.onClick();
    expect(await rename.answer).toBe(true);
    const asIs = openRenamePrompt();
    (sonner.toast.mock.calls[1] as unknown as [string, { cancel: { onClick(): void } }])[1].cancel.onClick();
    expect(await asIs.answer).toBe(false);
    const closed = openRenamePrompt();
    (sonner.toast.mock.calls[2] as unknown as [string, { onDismiss(): void }])[1].onDismiss();
    expect(await closed.answer).toBe(false);
  });
});
