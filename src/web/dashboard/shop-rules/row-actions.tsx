import type { ReactElement } from 'react';
import { SHOP_RULES_COMMON as C } from '#core/shop-rules/screen-messages.ts';
import { Button } from '#web/ui/button.tsx';

/** A shop-rules table row's Edit and Delete, named for the row (zones, rates, tax rates, codes). */
export function RowActions({ editLabel, deleteLabel, deleting, onEdit, onDelete }: { editLabel: string; deleteLabel: string; deleting: boolean; onEdit: () => void; onDelete: () => void }): ReactElement {
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <Button variant="secondary" size="sm" aria-label={editLabel} onClick={onEdit}>
        {C.edit}
      </Button>
      <Button variant="ghost" size="sm" aria-label={deleteLabel} disabled={deleting} onClick={onDelete}>
        {C.delete}
      </Button>
    </div>
  );
}
