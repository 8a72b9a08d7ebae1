// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { RenameFilesModal, applyRenames } from './rename-files-modal.tsx';

const dom = setUpDomRoot();
const files = [new File(['a'], 'IMG_0001.jpg', { type: 'image/jpeg' }), new File(['b'], 'logo.final.png', { type: 'image/png' })];

function open(onDone = vi.fn()) {
  act(() => dom.root.render(<RenameFilesModal open files={files} onDone={onDone} />));
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const inputs = [...dialog.querySelectorAll<HTMLInputElement>('input[type="text"]')];
  return { dialog, inputs, onDone };
}

/** Sets a controlled input's value the way typing does. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (dialog: HTMLElement, name: string) => [...dialog.querySelectorAll('button')].find((b) => b.textContent === name)!;
const submit = (dialog: HTMLElement) => act(() => button(dialog, 'Save Changes').click());

describe('RenameFilesModal', () => {
  it('is titled per spec, shows one field per file with the base name, and the kept extension', () => {
    const { dialog, inputs } = open();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Rename Files Before Upload');
    expect(inputs.map((i) => i.value)).toEqual(['IMG_0001', 'logo.final']);
    expect(inputs.map((i) => i.maxLength)).toEqual([96, 96]);
    expect(dialog.textContent).toContain('.jpg');
    expect(dialog.textContent).toContain('The extension .png is kept.');
    expect(button(dialog, 'Skip Renaming')).toBeTruthy();
  });

  it('requires a name and keeps the whole name within 100 characters, with the error under the field', () => {
    const { dialog, inputs, onDone } = open();
    type(inputs[0]!, '   ');
    type(inputs[1]!, 'x'.repeat(97));
    submit(dialog);
    expect(onDone).not.toHaveBeenCalled();
    expect(inputs.map((i) => i.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    const described = (input: HTMLInputElement) =>
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(described(inputs[0]!)).toContain('File name is required');
    expect(described(inputs[1]!)).toContain('File name must be at most 100 characters');
    expect(document.activeElement).toBe(inputs[0]);
    type(inputs[0]!, 'Beach');
    expect(inputs[0]!.getAttribute('aria-invalid')).toBeNull();
  });

  it('hands on the renamed files with their extensions; an unchanged file is the same file', () => {
    const { dialog, inputs, onDone } = open();
    type(inputs[0]!, '  Beach day ');
    submit(dialog);
    const [renamed] = onDone.mock.calls[0]! as [File[]];
    expect(renamed.map((f) => f.name)).toEqual(['Beach day.jpg', 'logo.final.png']);
    expect(renamed[0]!.type).toBe('image/jpeg');
    expect(renamed[1]).toBe(files[1]);
  });

  it('skipping, Escape and the close button hand on the originals (null)', () => {
    const first = open();
    act(() => button(first.dialog, 'Skip Renaming').click());
    expect(first.onDone).toHaveBeenLastCalledWith(null);
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(first.onDone).toHaveBeenCalledTimes(2);
    expect(first.onDone).toHaveBeenLastCalledWith(null);
  });

  it('applyRenames trims and keeps untouched files', () => {
    expect(applyRenames(files, ['IMG_0001', ' new ']).map((f) => f.name)).toEqual(['IMG_0001.jpg', 'new.png']);
    expect(applyRenames(files, [])[0]).toBe(files[0]);
  });
});
