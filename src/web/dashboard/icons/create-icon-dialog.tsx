import type { ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';

export interface CreateIconDialogProps {
  open: boolean;
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

export function CreateIconDialog({ open, onClose }: CreateIconDialogProps): ReactNode {
  return <Modal open={open} onClose={onClose} title="Upload Icon" size="md" />;
}
