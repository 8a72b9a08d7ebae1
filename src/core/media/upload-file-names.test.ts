import { describe, expect, it } from 'vitest';
import { maxRenameBaseLength, nameForType, splitFileName, validateRenameBase } from './upload-file-names.ts';

describe('upload file names', () => {
  it('split the extension off the last dot only', () => {
    expect(splitFileName('photo.final.png')).toEqual({ base: 'photo.final', extension: '.png' });
    expect(splitFileName('README')).toEqual({ base: 'README', extension: '' });
    expect(splitFileName('.hidden')).toEqual({ base: '.hidden', extension: '' });
    expect(splitFileName('trailing.')).toEqual({ base: 'trailing.', extension: '' });
  });

  it('require a base name and keep the whole name within 1–100 characters', () => {
    expect(validateRenameBase('', '.png')).toBe('File name is required');
    expect(validateRenameBase('   ', '.png')).toBe('File name is required');
    expect(validateRenameBase('a', '.png')).toBeNull();
    expect(validateRenameBase('a'.repeat(96), '.png')).toBeNull();
    expect(validateRenameBase('a'.repeat(97), '.png')).toBe('File name must be at most 100 characters');
    expect(validateRenameBase('a'.repeat(100), '')).toBeNull();
    expect(maxRenameBaseLength('.png')).toBe(96);
    expect(maxRenameBaseLength('.' + 'x'.repeat(200))).toBe(1);
  });

  it('give a resized file the extension of its new format', () => {
    expect(nameForType('cat.png', 'image/jpeg')).toBe('cat.jpg');
    expect(nameForType('cat.png', 'image/webp')).toBe('cat.webp');
    expect(nameForType('cat', 'image/jpeg')).toBe('cat.jpg');
    expect(nameForType('cat.png', 'image/avif')).toBe('cat.png');
  });
});
