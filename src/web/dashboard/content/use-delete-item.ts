import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contentItemUrl } from '#core/content/content-sources.ts';
import { DELETE_FAILED, DELETE_MISSING_ID, DELETE_SUCCESS } from '#core/content/messages.ts';
import { api, ApiError } from '#web/api/client.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemId, type ContentItem } from './content-item.ts';

export interface DeleteItemOptions {
  collection: string;
  /** What the confirmation calls the item. */
  describe(item: ContentItem): string;
  onDeleted(item: ContentItem): void;
}

/**
 * Spec 2 §4, §8: asks first, then DELETE /api[/data]/{collection}/{id}; toasts the outcome. The
 * server's reason for a refusal is logged for whoever investigates, the toast stays the spec's.
 */
export function useDeleteItem({ collection, describe, onDeleted }: DeleteItemOptions) {
  const confirm = useConfirm();
  const { mutateAsync, isPending, variables } = useMutation({
    mutationFn: (id: string) => api.delete<{ success?: unknown } | null>(contentItemUrl(collection, id)),
  });

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
      try {
        const body = await mutateAsync(id);
        if (body?.success !== true) throw new Error('the answer is not { success: true }');
        notify.success(DELETE_SUCCESS);
        onDeleted(item);
        return true;
      } catch (error) {
        console.warn(`Delete of ${collection}/${id} ${error instanceof ApiError && error.status > 0 ? 'refused' : 'failed'}:`, error instanceof Error ? error.message : error);
        notify.error(DELETE_FAILED);
        return false;
      }
    },
    [collection, confirm, describe, mutateAsync, onDeleted],
  );

  return { deleteItem, deletingId: isPending ? (variables ?? null) : null };
}
