import { useState, type ReactNode } from 'react';
import { REVALIDATE_ALL_CONFIRM, REVALIDATE_ALL_DONE, REVALIDATE_ALL_FAILED } from '#core/content/dialog-messages.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { errorMessageOf } from './detail-parts.tsx';
import { revalidateAllPath, revalidatePath } from '#web/editor/page-requests.ts';

export interface RevalidateAllButtonProps {
  siteUniqueId: string | null;
  onDone(): void;
}

/** Spec 2 §2: the revalidate screen's create button. Drops the cached copies of every page of the site (or of the platform). */
export function RevalidateAllButton({ siteUniqueId, onDone }: RevalidateAllButtonProps): ReactNode {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!(await confirm({ title: 'Revalidate All', message: REVALIDATE_ALL_CONFIRM }))) return;
    setBusy(true);
    try {
      const response = await revalidatePath(revalidateAllPath(siteUniqueId));
      if (!response.ok) {
        notify.error((await errorMessageOf(response, REVALIDATE_ALL_FAILED)).message);
        return;
      }
      notify.success(REVALIDATE_ALL_DONE);
      onDone();
    } catch {
      notify.error(REVALIDATE_ALL_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void run()} loading={busy}>
      Revalidate All
    </Button>
  );
}
