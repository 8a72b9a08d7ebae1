// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { TeaserEditModal } from './teaser-edit-modal.tsx';

const dom = setUpDomRoot();

function heading(): string | null | undefined {
  const dialog = document.querySelector('[role="dialog"]');
  return dialog === null ? null : document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
}

describe('TeaserEditModal', () => {
  it("is headed 'Modify' for ordinary cards", () => {
    act(() => dom.root.render(<TeaserEditModal open onClose={() => {}} />));
    expect(heading()).toBe('Modify');
  });

  it("is headed 'Revalidate page' for a system revalidate page", () => {
    act(() => dom.root.render(<TeaserEditModal open onClose={() => {}} isSystemRevalidatePage />));
    expect(heading()).toBe('Revalidate page');
  });

  it('renders nothing while closed', () => {
    act(() => dom.root.render(<TeaserEditModal open={false} onClose={() => {}} />));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
