import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/api/client.ts';
import { fetchContentPage } from './fetch-content-page.ts';
import { listItemKey } from './list-item-key.ts';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
afterEach(() => vi.unstubAllGlobals());

describe('fetchContentPage (spec 2 §7: data or items; pagination.total or totalUserData)', () => {
  it('reads data and pagination.total', async () => {
    vi.stubGlobal('fetch', answer(200, { data: [{ id: 'a' }, null, 3], pagination: { total: 9 } }));
    await expect(fetchContentPage('/x', { page: 0, limit: 24 })).resolves.toEqual({ items: [{ id: 'a' }], total: 9 });
  });

  it('reads items and totalUserData, or counts what it has seen', async () => {
    vi.stubGlobal('fetch', answer(200, { items: [{ id: 'a' }], totalUserData: 5 }));
    await expect(fetchContentPage('/x', { page: 0, limit: 24 })).resolves.toEqual({ items: [{ id: 'a' }], total: 5 });
    vi.stubGlobal('fetch', answer(200, { items: [{ id: 'a' }] }));
    await expect(fetchContentPage('/x', { page: 2, limit: 10 })).resolves.toEqual({ items: [{ id: 'a' }], total: 21 });
  });

  it("throws the server's error text, or says what failed", async () => {
    vi.stubGlobal('fetch', answer(403, { error: 'Forbidden here' }));
    await expect(fetchContentPage('/x', { page: 0, limit: 24 })).rejects.toMatchObject({ message: 'Forbidden here', status: 403 });
    vi.stubGlobal('fetch', answer(502, '<html>'));
    await expect(fetchContentPage('/x', { page: 0, limit: 24 })).rejects.toThrow('The list could not be loaded (HTTP 502).');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(fetchContentPage('/x', { page: 0, limit: 24 })).rejects.toEqual(new ApiError('Network error: the list could not be loaded.', 0));
  });
});

describe('listItemKey', () => {
  it('keys built-in colours by value and built-in icons by set and name', () => {
    expect(listItemKey('color', { id: null, value: 'red-500' })).toBe('red-500');
    expect(listItemKey('icon', { set: 'fa', iconName: 'FaLeaf' })).toBe('fa:FaLeaf');
    expect(listItemKey('icon', { id: 'u1', set: 'custom', iconName: 'x' })).toBe('u1');
    expect(listItemKey('site', { id: 'abc', unique_id: 'abc' })).toBe('abc');
  });
});
