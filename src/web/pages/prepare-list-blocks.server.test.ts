import { describe, expect, it, vi } from 'vitest';
import { prepareRenderData } from './prepare-render-data.server.ts';

// The list blocks' preparer: Lineup and ImageGallery read their collection through listRecords.
const lineup = (props: Record<string, unknown>) => ({ type: 'Lineup', props: { id: 'lineup-1', source: 'collection', collection: 'blog-posts', layout: 'grid', ...props } });
const gallery = (props: Record<string, unknown>) => ({ type: 'ImageGallery', props: { id: 'gallery-1', source: 'collection', collection: 'photos', layout: 'grid', images: [], ...props } });
const doc = (...content: unknown[]) => ({ root: { props: {} }, content });

describe('prepareRenderData: Lineup and ImageGallery', () => {
  it('logs a failed load and marks the block so it renders nothing (spec 3 §8)', async () => {
    const logError = vi.fn();
    const prepared = await prepareRenderData(doc(lineup({})), {
      listRecords: () => Promise.reject(new Error('database down')),
      logError,
    });
    expect(prepared.content[0]!.props).toMatchObject({ _items: [], _failed: true });
    expect(logError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ collection: 'blog-posts' }));
  });

  it('asks for the clamped limit and the 0-based page, and only for collection sources', async () => {
    const listRecords = vi.fn(async () => [{ _id: 'x', title: 'T', description: 'D', image: '/i.png', secret: 's' }]);
    const prepared = await prepareRenderData(doc(lineup({ limit: 999, page: 3 }), gallery({ source: 'manual' }), lineup({ source: 'manual', collection: 'blog-posts' })), { listRecords });
    expect(listRecords).toHaveBeenCalledTimes(1);
    expect(listRecords).toHaveBeenCalledWith('blog-posts', { limit: 50, page: 2, sort: 'desc', sortField: '_id' });
    expect(prepared.content[0]!.props._items).toEqual([{ id: 'x', title: 'T', description: 'D', image: '/i.png' }]);
    expect(prepared.content[1]!.props._items).toBeUndefined();
  });

  it('drops `_items` a stored page claims, and lists nothing without listRecords', async () => {
    const prepared = await prepareRenderData(doc(lineup({ _items: [{ id: 'forged', title: 'Forged' }] })));
    expect(prepared.content[0]!.props).not.toHaveProperty('_items');
  });

  it('turns gallery records into images (url|src, name|alt), skipping records without one', async () => {
    const listRecords = vi.fn(async () => [{ _id: 'a', src: '/a.png', name: 'A' }, { _id: 'b', title: 'No image' }]);
    const prepared = await prepareRenderData(doc(gallery({ page: 1, limit: 5 })), { listRecords });
    expect(listRecords).toHaveBeenCalledWith('photos', { limit: 5, page: 0, sort: 'desc', sortField: '_id' });
    expect(prepared.content[0]!.props._items).toEqual([{ url: '/a.png', alt: 'A', title: '', description: '', width: 0, height: 0 }]);
  });
});
