import { describe, expect, it } from 'vitest';
import { validateFile, validateFiles } from './file-rules.ts';
import { validateValue } from './validate-value.ts';

const png = { name: 'photo.png', type: 'image/png', size: 1000 };
const TYPES = '( jpeg, jpg, png, gif, webp )';

describe('file', () => {
  it('accepts the allowed image types up to 4.5 MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'IMAGE/PNG']) {
      expect(validateValue({ name: 'a', type, size: 4718592 }, 'file')).toBeNull();
    }
  });

  it('rejects other types, naming the type and the allowed ones', () => {
    expect(validateValue({ name: 'doc.pdf', type: 'application/pdf', size: 10 }, 'file')).toBe(
      `Invalid file type application/pdf is not allowed. Allowed types: ${TYPES}`,
    );
    expect(validateFile({ name: 'v.svg', type: 'image/svg+xml', size: 10 })).toBe(
      'Invalid file type image/svg+xml is not allowed. Allowed types: ( jpeg, jpg, png, gif, webp )',
    );
  });

  it('falls back to the name extension when the type is empty', () => {
    expect(validateFile({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
    expect(validateFile({ name: 'a.exe', type: '', size: 10 })).toBe(`Invalid file type exe is not allowed. Allowed types: ${TYPES}`);
    expect(validateFile({ name: 'noext' })).toBe(`Invalid file type unknown is not allowed. Allowed types: ${TYPES}`);
    expect(validateFile({ type: '' })).toBe(`Invalid file type unknown is not allowed. Allowed types: ${TYPES}`);
  });

  it('rejects files over 4.5 MB', () => {
    expect(validateValue({ ...png, size: 4718593 }, 'file')).toBe('This File size exceeds the maximum limit of 4.5MB.');
  });

  it('checks a url value with the image url rule', () => {
    expect(validateValue('https://utfs.io/f/abc', 'file')).toBeNull();
    expect(validateValue('https://example.com/a.png', 'file')).toBe(
      'The hostname ( example.com ) is not supported. Please use one of the following: ( res.cloudinary.com, utfs.io, ufs.sh )',
    );
  });

  it('checks each item of a list and rejects non-files', () => {
    expect(validateFile([png, png])).toBeNull();
    expect(validateFile([png, { ...png, size: 5e6 }])).toBe('This File size exceeds the maximum limit of 4.5MB.');
    expect(validateFile(42)).toBe(`Invalid file type unknown is not allowed. Allowed types: ${TYPES}`);
    expect(validateFile({ foo: 1 })).toBe(`Invalid file type unknown is not allowed. Allowed types: ${TYPES}`);
  });
});

describe('files', () => {
  it('passes when every file passes', () => {
    expect(validateValue([png, 'https://utfs.io/f/x'], 'files')).toBeNull();
  });

  it('prefixes the first failure with its 1-based position', () => {
    expect(validateValue([png, { ...png, type: 'text/plain' }], 'files')).toBe(
      `File 2: Invalid file type text/plain is not allowed. Allowed types: ${TYPES}`,
    );
    expect(validateValue([{ ...png, size: 5_000_000 }], 'files')).toBe(
      'File 1: This File size exceeds the maximum limit of 4.5MB.',
    );
  });

  it('treats a single value as a list of one', () => {
    expect(validateFiles({ ...png, size: 5_000_000 })).toBe('File 1: This File size exceeds the maximum limit of 4.5MB.');
    expect(validateFiles(png)).toBeNull();
  });
});
