import { describe, expect, it } from 'vitest';
import { displayableImageUrl } from './displayable-image.ts';

describe('displayableImageUrl (spec 2 §5: displayed images only from allowed hosts)', () => {
  it('shows our own relative media', () => {
    expect(displayableImageUrl('/media/uploads/a.png')).toBe('/media/uploads/a.png');
    expect(displayableImageUrl(' /media/uploads/a.png ')).toBe('/media/uploads/a.png');
  });

  it('shows absolute URLs of our own media when the origin is given', () => {
    expect(displayableImageUrl('http://localhost:3123/media/a.png', 'http://localhost:3123')).toBe('http://localhost:3123/media/a.png');
    expect(displayableImageUrl('http://localhost:3123/other/a.png', 'http://localhost:3123')).toBeNull();
  });

  it('shows the allowed hosts over https', () => {
    expect(displayableImageUrl('https://res.cloudinary.com/x/a.jpg')).toBe('https://res.cloudinary.com/x/a.jpg');
    expect(displayableImageUrl('https://utfs.io/f/abc')).toBe('https://utfs.io/f/abc');
    expect(displayableImageUrl('https://abc.ufs.sh/f/abc')).toBe('https://abc.ufs.sh/f/abc');
  });

  it('refuses anything else', () => {
    for (const bad of [
      'https://evil.example/a.png',
      'http://res.cloudinary.com/a.jpg',
      'https://notutfs.io/a',
      '//evil.example/media/a.png',
      '/media/../secret',
      '/other/a.png',
      'javascript:alert(1)',
      'not a url',
      '',
      null,
      42,
    ]) {
      expect(displayableImageUrl(bad)).toBeNull();
    }
  });
});
