import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contentItemUrl } from '#core/content/content-sources.ts';
import { DELETE_FAILED, DELETE_MISSING_ID, DELETE_SUCCESS } from '#core/content/messages.ts';
import { ApiError, api } from '#web/api/client.ts';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemId, type ContentItem } from './content-item.ts';

export interface DeleteItemOptions {
  collection: string;
  /** What the confirmation calls the item. */
  describe(item: ContentItem): string;
  /** The list drops what it holds of the collection (it starts again at page 0). */
  onDeleted(item: ContentItem): void;
}

async function deleteRequest(collection: string, item: ContentItem): Promise<ContentItem> {
  const body = await api.delete<{ success?: unknown; error?: unknown } | null>(contentItemUrl(collection, itemId(item)));
  if (body?.success !== true) throw new ApiError(typeof body?.error === 'string' ? body.error : 'The server did not confirm the delete', 200);
  return item;
}

/**
 * Spec 2 §4, §8: asks first, then DELETE /api[/data]/{collection}/{id}; toasts the outcome. The
 * server's reason for a refusal is logged for whoever investigates, the toast stays the spec's.
 */
export function useDeleteItem({ collection, describe, onDeleted }: DeleteItemOptions) {
  const confirm = useConfirm();
  const mutation = useMutation({
    mutationFn: (item: ContentItem) => deleteRequest(collection, item),
    onSuccess: (item) => {
      notify.success(DELETE_SUCCESS);
      onDeleted(item);
    },
    onError: (error, item) => {
      console.warn(`Delete of ${collection}/${itemId(item)} refused:`, error.message);
      notify.error(DELETE_FAILED);
    },
  });
  const { mutateAsync } = mutation;

  const deleteItem = useCallback(
    async (item: ContentItem): Promise<boolean> => {
      if (itemId(item) === '') {
        notify.error(DELETE_MISSING_ID);
        return false;
      }
      const confirmed = await confirm({
        title: 'Delete item',
        message: `Are you sure you want to delete "${describe(item)}"? This cannot be undone.`,
        tone: 'danger',
      });
      if (!confirmed) return false;
      return mutateAsync(item).then(
        () => true,
        () => false,
      );
    },
    [confirm, describe, mutateAsync],
  );

  return { deleteItem, deletingId: mutation.isPending && mutation.variables ? itemId(mutation.variables) : null };
}
