import type { ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';

export interface CreateColorDialogProps {
  open: boolean;
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

export function CreateColorDialog({ open, onClose }: CreateColorDialogProps): ReactNode {
  return <Modal open={open} onClose={onClose} title="Create Color" size="md" />;
}
