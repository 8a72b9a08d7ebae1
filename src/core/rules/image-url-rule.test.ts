import { describe, expect, it } from 'vitest';
import { validateImageUrl } from './image-url-rule.ts';
import { validateValue } from './validate-value.ts';

const UNSUPPORTED = (host: string): string =>
  `The hostname ( ${host} ) is not supported. Please use one of the following: ( res.cloudinary.com, utfs.io, ufs.sh )`;
const BAD_EXTENSION = 'Invalid image extension. Allowed extensions: (jpg, jpeg, png, gif, webp)';

describe('image url rule', () => {
  it('accepts cloud-host urls with an image extension', () => {
    for (const ext of ['jpg', 'jpeg', 'png', 'gif', 'webp', 'JPG']) {
      expect(validateImageUrl(`https://res.cloudinary.com/demo/image/upload/v1/sample.${ext}`)).toBeNull();
    }
    expect(validateImageUrl('https://res.cloudinary.com/demo/a.png?w=200#x')).toBeNull();
  });

  it('requires an image extension on the cloud host', () => {
    expect(validateImageUrl('https://res.cloudinary.com/demo/sample')).toBe(BAD_EXTENSION);
    expect(validateImageUrl('https://res.cloudinary.com/demo/sample.svg')).toBe(BAD_EXTENSION);
    expect(validateImageUrl('https://res.cloudinary.com/')).toBe(BAD_EXTENSION);
  });

  it('skips the extension check on upload hosts and their subdomains', () => {
    expect(validateImageUrl('https://utfs.io/f/abc123')).toBeNull();
    expect(validateImageUrl('https://ufs.sh/f/abc123')).toBeNull();
    expect(validateImageUrl('https://x7y.ufs.sh/f/abc123')).toBeNull();
    expect(validateImageUrl('https://UTFS.IO/f/abc123')).toBeNull();
  });

  it('rejects other hosts, naming the host and the allowed ones', () => {
    expect(validateImageUrl('https://example.com/a.png')).toBe(UNSUPPORTED('example.com'));
    expect(validateImageUrl('https://evilufs.sh/a.png')).toBe(UNSUPPORTED('evilufs.sh'));
    expect(validateImageUrl('https://sub.res.cloudinary.com/a.png')).toBe(UNSUPPORTED('sub.res.cloudinary.com'));
  });

  it('rejects values that are not http(s) urls', () => {
    for (const value of ['ftp://utfs.io/a.png', 'utfs.io/a.png', '/media/a.png', 'https://', 'https://a b', 5, null]) {
      expect(validateImageUrl(value)).toBe('Invalid URL format (must start with http:// or https://)');
    }
  });

  it('takes the allowed hosts as a parameter', () => {
    const hosts = { cloud: ['img.example.com'], upload: ['files.local'] };
    expect(validateImageUrl('https://img.example.com/a.webp', hosts)).toBeNull();
    expect(validateImageUrl('http://cdn.files.local/abc', hosts)).toBeNull();
    expect(validateImageUrl('https://utfs.io/f/abc', hosts)).toBe(
      'The hostname ( utfs.io ) is not supported. Please use one of the following: ( img.example.com, files.local )',
    );
    expect(validateValue('https://img.example.com/a.png', 'imageUrl', { imageHosts: hosts })).toBeNull();
  });
});
