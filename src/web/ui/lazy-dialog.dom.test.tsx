// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { click, dialog, openedDialog, settle } from '#web/testing/dialog-test-kit.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { lazyDialog } from './lazy-dialog.tsx';
import { Modal } from './modal.tsx';

interface NoteDialogProps {
  open: boolean;
  onClose: () => void;
}

function NoteDialog({ open, onClose }: NoteDialogProps): ReactNode {
  return (
    <Modal open={open} onClose={onClose} title="Note">
      <input aria-label="Text" />
    </Modal>
  );
}

/** A dialog whose code arrives when the test says so, like a chunk on a slow network. */
function slowDialog() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let requested = 0;
  const LazyNote = lazyDialog<NoteDialogProps>(
    async () => {
      requested += 1;
      await arrived;
      return NoteDialog;
    },
    (props) => props.open,
  );
  return { LazyNote, arrive, requests: () => requested };
}

const dom = setUpDomRoot();

function Screen({ Dialog }: { Dialog: (props: NoteDialogProps) => ReactNode }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add note
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const opener = () => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Add note')!;

describe('a dialog whose code loads on first open (lazyDialog)', () => {
  it('renders nothing before the first open, then the dialog once its code arrives, with its first field focused', async () => {
    const { LazyNote, arrive } = slowDialog();
    act(() => dom.root.render(<Screen Dialog={LazyNote} />));
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    opener().focus();
    await click(opener());
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    arrive();
    const shown = await openedDialog();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(document.activeElement).toBe(shown.querySelector('input'));
  });

  it('returns focus to the button that was pressed, even when focus left it while the code was on its way', async () => {
    const { LazyNote, arrive } = slowDialog();
    act(() => dom.root.render(<Screen Dialog={LazyNote} />));
    opener().focus();
    await click(opener());
    // The press's element loses focus before the dialog exists (a closing menu, a re-render).
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);

    arrive();
    await openedDialog();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    await act(async () => {
      dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('fetches its code when the screen is idle, before anyone opens it', async () => {
    const { LazyNote, requests } = slowDialog();
    act(() => dom.root.render(<Screen Dialog={LazyNote} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests()).toBe(1);
  });
});
