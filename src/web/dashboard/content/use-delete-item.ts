import { useCallback, useState } from 'react';
import { contentItemUrl } from '#core/content/content-sources.ts';
import { DELETE_FAILED, DELETE_MISSING_ID, DELETE_SUCCESS } from '#core/content/messages.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemId, type ContentItem } from './content-item.ts';
import type { Fetcher } from './fetch-content-page.ts';

export interface DeleteItemOptions {
  collection: string;
  /** What the confirmation calls the item. */
  describe(item: ContentItem): string;
  onDeleted(item: ContentItem): void;
  fetcher?: Fetcher;
}

const browserFetch: Fetcher = (input, init) => fetch(input, init);

/**
 * Spec 2 §4, §8: asks first, then DELETE /api[/data]/{collection}/{id}; toasts the outcome. The
 * server's reason for a refusal is logged for whoever investigates, the toast stays the spec's.
 */
export function useDeleteItem({ collection, describe, onDeleted, fetcher = browserFetch }: DeleteItemOptions) {
  const confirm = useConfirm();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const deleteItem = useCallback(
    async (item: ContentItem): Promise<boolean> => {
      const id = itemId(item);
      if (id === '') {
        notify.error(DELETE_MISSING_ID);
        return false;
      }
      const confirmed = await confirm({
        title: 'Delete item',
        message: `Are you sure you want to delete "${describe(item)}"? This cannot be undone.`,
        tone: 'danger',
      });
      if (!confirmed) return false;
      setDeletingId(id);
      try {
        const response = await fetcher(contentItemUrl(collection, id), { method: 'DELETE', headers: { accept: 'application/json' }, credentials: 'same-origin' });
        const body = (await response.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
        if (!response.ok || body?.success !== true) {
          console.warn(`Delete of ${collection}/${id} refused:`, typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`);
          notify.error(DELETE_FAILED);
          return false;
        }
        notify.success(DELETE_SUCCESS);
        onDeleted(item);
        return true;
      } catch (error) {
        console.warn(`Delete of ${collection}/${id} failed:`, error instanceof Error ? error.message : error);
        notify.error(DELETE_FAILED);
        return false;
      } finally {
        setDeletingId(null);
      }
    },
    [collection, confirm, describe, fetcher, onDeleted],
  );

  return { deleteItem, deletingId };
}
