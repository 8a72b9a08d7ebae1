import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectFileType', () => {
  it('names each accepted format by its magic number', () => {
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(detectFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe('image/png');
    expect(detectFileType(bytes('GIF89a'))?.mime).toBe('image/gif');
    expect(detectFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(detectFileType(bytes('%PDF-1.4\n'))).toEqual({ kind: 'document', mime: 'application/pdf', extension: 'pdf' });
    expect(detectFileType(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0])))?.toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(detectFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm')))?.toMatchObject({ kind: 'video', mime: 'video/webm' });
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(detectFileType(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBeNull();
    expect(detectFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});
