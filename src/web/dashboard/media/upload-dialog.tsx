import type { ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';
import { UploadPanel } from './upload-panel.tsx';

export interface UploadDialogProps {
  open: boolean;
  kind: 'image' | 'video';
  siteUniqueId: string | null;
  onClose(): void;
  onComplete(): void;
}

export function UploadDialog({ open, kind, siteUniqueId, onClose, onComplete }: UploadDialogProps): ReactNode {
  return (
    <Modal open={open} onClose={onClose} title={kind === 'video' ? 'Upload Video' : 'Upload Image'} size="lg">
      <UploadPanel kind={kind} siteUniqueId={siteUniqueId} onComplete={() => onComplete()} />
    </Modal>
  );
}
