import { describe, expect, it } from 'vitest';
import { islandModule, islandName } from './island-modules.ts';

describe('island modules', () => {
  it('names islands after their block, in kebab case, in the block folder', () => {
    expect(islandName('NavMenu')).toBe('nav-menu');
    expect(islandName('ImageGallery')).toBe('image-gallery');
    expect(islandName('Alert')).toBe('alert');
    expect(islandModule('nav-menu')).toBe('src/web/blocks/nav-menu/nav-menu.island.tsx');
  });
});
