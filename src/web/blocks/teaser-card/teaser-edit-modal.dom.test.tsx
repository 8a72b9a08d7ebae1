// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TeaserEditModal } from './teaser-edit-modal.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function heading(): string | null | undefined {
  const dialog = document.querySelector('[role="dialog"]');
  return dialog === null ? null : document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
}

describe('TeaserEditModal', () => {
  it("is headed 'Modify' for ordinary cards", () => {
    act(() => root.render(<TeaserEditModal open onClose={() => {}} />));
    expect(heading()).toBe('Modify');
  });

  it("is headed 'Revalidate page' for a system revalidate page", () => {
    act(() => root.render(<TeaserEditModal open onClose={() => {}} isSystemRevalidatePage />));
    expect(heading()).toBe('Revalidate page');
  });

  it('renders nothing while closed', () => {
    act(() => root.render(<TeaserEditModal open={false} onClose={() => {}} />));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
