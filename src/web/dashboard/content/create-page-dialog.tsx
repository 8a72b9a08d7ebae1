import type { ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';

export interface CreatePageDialogProps {
  open: boolean;
  kind: 'page' | 'template';
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

/** Spec 2 §5 page form: creates a draft page or template. */
export function CreatePageDialog(props: CreatePageDialogProps): ReactNode {
  return <Modal open={props.open} onClose={props.onClose} title="Create Page" />;
}
