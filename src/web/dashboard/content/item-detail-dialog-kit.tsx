import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { json, withQueryClient } from '#web/testing/dialog-test-kit.ts';
import { notify } from '#web/ui/toast.ts';
import type { ContentItem } from './content-item.ts';
import { ItemDetailDialog, type ItemDetailDialogProps } from './item-detail-dialog.tsx';

/*
 * Shared setup of the item detail dialog's dom tests (item-detail-dialog*.dom.test.tsx). Each test
 * file mocks '#web/ui/toast.ts' itself (vi.mock is hoisted per test file) and calls
 * setUpItemDetailDialog() once at its top level.
 */

let dom: ReturnType<typeof setUpDomRoot> | undefined;

/** A fresh React root per test, cleared toast mocks, real timers and globals afterwards. */
export function setUpItemDetailDialog() {
  dom = setUpDomRoot();
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    vi.mocked(notify.error).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** Renders the dialog for one item and returns the props, whose callbacks are mocks. */
export function render(type: string | undefined, item: ContentItem | null, overrides: Partial<ItemDetailDialogProps> = {}) {
  const props: ItemDetailDialogProps = {
    type,
    item,
    collection: 'system_images',
    siteUniqueId: 'acme',
    deletable: true,
    onClose: vi.fn(),
    onDelete: vi.fn(),
    onChanged: vi.fn(),
    ...overrides,
  };
  const wrap = (node: ReactNode) => <MemoryRouter>{withQueryClient(node)}</MemoryRouter>;
  if (!dom) throw new Error('render: call setUpItemDetailDialog() at the top of the test file');
  const { root } = dom;
  act(() => root.render(wrap(<ItemDetailDialog {...props} />)));
  return props;
}

export const IMAGE: ContentItem = {
  id: 'img-1',
  url: '/media/uploads/acme/leaf.png',
  name: 'Leaf',
  description: 'A green leaf',
  alt: 'A leaf',
  width: 640,
  height: 480,
  bytes: 2048,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

export const SITE: ContentItem = {
  id: 's1',
  unique_id: 'acme',
  title: 'Acme',
  description: 'Short',
  image: null,
  url: null,
  is_active: false,
  page_count: 3,
  template_count: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

export const PAGE: ContentItem = {
  id: 'p1',
  title: 'About',
  description: 'About us',
  path: '/site-acme/about',
  pathWithNoSite: '/about',
  is_template: false,
  published_at: '2026-01-02T10:00:00.000Z',
  has_draft: true,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
};

/** The editor API's answer for a page preview. */
export const editorAnswer = (data: unknown, draft: unknown = null) => () => json(200, { page: { data, draft }, error: null });
