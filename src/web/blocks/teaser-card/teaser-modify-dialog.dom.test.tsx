// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, inEditorScope, pageOf } from '#web/block-fields/editor-test-kit.tsx';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { TEASER_CARD_DEFAULT_PROPS } from './teaser-card.types.ts';
import { TeaserModifyDialog } from './teaser-modify-dialog.tsx';

const dispatch = vi.fn();
const item = { type: 'TeaserCard', props: { ...TEASER_CARD_DEFAULT_PROPS, id: 'TeaserCard-1' } };
vi.mock('@puckeditor/core', () => ({
  useGetPuck: () => () => ({ getItemById: () => item, getSelectorForId: () => ({ index: 2, zone: 'root:default-zone' }), dispatch }),
}));

const dom = setUpDomRoot();
afterEach(() => {
  vi.unstubAllGlobals();
  dispatch.mockClear();
});

async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}
const button = (name: string): HTMLButtonElement => [...document.body.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name)!;
const field = (label: string): HTMLInputElement => {
  const element = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!;
  return document.getElementById(element.htmlFor) as HTMLInputElement;
};

describe('TeaserModifyDialog', () => {
  it("picks the card's image from the site's gallery, brings its alt and saves both", async () => {
    fakeFetch((url) => (url.pathname === '/api/system_images' ? pageOf([{ id: 'i1', url: '/media/acme/red.png', name: 'red.png', alt: 'A red square' }], url) : undefined));
    act(() => dom.root.render(inEditorScope(<TeaserModifyDialog componentId="TeaserCard-1" values={item.props} onClose={() => {}} />)));
    await settle(100);
    act(() => button('Open Image Gallery').click());
    await settle(100);
    act(() => button('red.png').click());
    expect(field('Image URL').value).toBe('/media/acme/red.png');
    expect(field('Image alternative text').value).toBe('A red square');
    act(() => button('Save').click());
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'replace', destinationIndex: 2, data: expect.objectContaining({ props: expect.objectContaining({ image: '/media/acme/red.png', imageAlt: 'A red square' }) }) }),
    );
  });
});
