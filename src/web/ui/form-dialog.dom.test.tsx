// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { FormDialog } from './form-dialog.tsx';
import { MODAL_INITIAL_FOCUS_DELAY_MS } from './modal.tsx';

const dom = setUpDomRoot();
afterEach(() => vi.useRealTimers());

const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');
const buttonNamed = (name: string): HTMLButtonElement =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name)!;

/** An opener button and the dialog it opens; `onSubmit` and `onClose` are spies. */
function Harness({ onSubmit, closeOnOverlayClick }: { onSubmit: () => void; closeOnOverlayClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-opener="" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" data-elsewhere="">
        Elsewhere
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Rename" submitLabel="Save" onSubmit={onSubmit} closeOnOverlayClick={closeOnOverlayClick}>
        <label>
          Name
          <input name="name" />
        </label>
      </FormDialog>
    </>
  );
}

function open(onSubmit = vi.fn(), closeOnOverlayClick?: boolean): HTMLButtonElement {
  vi.useFakeTimers();
  act(() => dom.root.render(<Harness onSubmit={onSubmit} closeOnOverlayClick={closeOnOverlayClick} />));
  const opener = dom.container.querySelector<HTMLButtonElement>('[data-opener]')!;
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('FormDialog (a Modal on Radix Dialog)', () => {
  it('is a dialog named by its title; its first field takes focus 50 ms after opening, not before', () => {
    open();
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Rename');
    const field = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="name"]')!;
    act(() => vi.advanceTimersByTime(MODAL_INITIAL_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(field);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field);
  });

  it('submitting the form (Enter in a field, or Save) calls onSubmit without reloading the page', () => {
    const onSubmit = vi.fn();
    open(onSubmit);
    const form = document.querySelector<HTMLFormElement>('[role="dialog"] form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(event);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(buttonNamed('Save').getAttribute('form')).toBe(form.id);
    expect(buttonNamed('Save').type).toBe('submit');
  });

  it('Cancel closes it and focus returns to the opener', () => {
    const opener = open();
    act(() => vi.advanceTimersByTime(MODAL_INITIAL_FOCUS_DELAY_MS));
    act(() => buttonNamed('Cancel').click());
    act(() => vi.runAllTimers());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focus the user moved on with before the close finished stays where it went', () => {
    const opener = open();
    act(() => vi.advanceTimersByTime(MODAL_INITIAL_FOCUS_DELAY_MS));
    act(() => buttonNamed('Cancel').click());
    // The caller (or the user) puts focus somewhere else before Radix's deferred focus return runs.
    const elsewhere = dom.container.querySelector<HTMLButtonElement>('[data-elsewhere]')!;
    elsewhere.focus();
    act(() => vi.runAllTimers());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    expect(document.activeElement).not.toBe(opener);
  });

  it('Escape closes it', () => {
    open();
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(dialog()).toBeNull();
  });

  it('a click on the overlay closes it; a press inside released on the overlay does not', () => {
    open();
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]')!;
    act(() => {
      dialog()!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog()).not.toBeNull();
    act(() => {
      overlay.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog()).toBeNull();
  });

  it('closeOnOverlayClick={false}: a click on the overlay keeps it open', () => {
    open(vi.fn(), false);
    const overlay = document.querySelector<HTMLElement>('[data-modal-overlay]')!;
    act(() => {
      overlay.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(dialog()).not.toBeNull();
  });
});
