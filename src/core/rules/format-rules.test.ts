import { describe, expect, it } from 'vitest';
import { validateValue } from './validate-value.ts';

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', 'x@sub.domain.io'])('accepts %s', (value) => {
    expect(validateValue(value, 'email')).toBeNull();
  });
  it.each(['plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.de', 'a@b..co', 'a@@b.co', 42])('rejects %j', (value) => {
    expect(validateValue(value, 'email')).toBe('Invalid email format');
  });
});

describe('numeric', () => {
  it.each(['0', '0123', '42', 7])('accepts %j', (value) => {
    expect(validateValue(value, 'numeric')).toBeNull();
  });
  it.each(['-1', '1.5', '1e3', ' 1', 'abc', 1.5, -2, true])('rejects %j', (value) => {
    expect(validateValue(value, 'numeric')).toBe('this field must be numeric');
  });
});

describe('url', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#x',
    'https://sub.example.co.uk:8080/a',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:3000',
    'http://127.0.0.1/x',
    'https://xn--fsqu00a.xn--0zwm56d/',
  ])('accepts %s', (value) => {
    expect(validateValue(value, 'url')).toBeNull();
  });
  it.each([
    'example.com',
    'ftp://example.com',
    'https://',
    'https://example',
    'https://exa mple.com',
    'https://-bad-.com',
    'https://example.c',
    'https://999.1.1.1',
    'javascript:alert(1)',
    5,
  ])('rejects %j', (value) => {
    expect(validateValue(value, 'url')).toBe(
      'Invalid URL (must start with http:// or https:// and include a valid domain)',
    );
  });
});

describe('domain', () => {
  it.each(['example.com', 'sub.example.co.uk', 'my-site.io', 'xn--bcher-kva.example', 'a.bc'])('accepts %s', (value) => {
    expect(validateValue(value, 'domain')).toBeNull();
  });
  it.each([
    'localhost',
    'example',
    'https://example.com',
    '-a.com',
    'a-.com',
    'a..com',
    'example.c',
    'example.123',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
    'exa mple.com',
    3,
  ])('rejects %j', (value) => {
    expect(validateValue(value, 'domain')).toBe('Invalid domain (must be a valid domain name)');
  });
});

describe('color', () => {
  it.each(['#000000', '#ffFFff', '#1a2B3c'])('accepts %s', (value) => {
    expect(validateValue(value, 'color')).toBeNull();
  });
  it.each(['000000', '#fff', '#12345g', '#1234567', 'red', 0x000000])('rejects %j', (value) => {
    expect(validateValue(value, 'color')).toBe('Invalid color format');
  });
});
