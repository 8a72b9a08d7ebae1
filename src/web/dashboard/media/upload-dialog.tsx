import { useCallback, useState, type ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';
import { UploadPanel } from '#web/media/upload-panel.tsx';

export interface UploadDialogProps {
  open: boolean;
  kind: 'image' | 'video';
  siteUniqueId: string | null;
  onClose(): void;
  onComplete(): void;
}

/** 'Upload Image' / 'Upload Video' (spec 2 §2 Create dialogs): the upload panel in a modal that closes once an upload completes. */
export function UploadDialog({ open, kind, siteUniqueId, onClose, onComplete }: UploadDialogProps): ReactNode {
  const [busy, setBusy] = useState(false);
  const complete = useCallback(() => {
    setBusy(false);
    onComplete();
    onClose();
  }, [onClose, onComplete]);
  return (
    <Modal
      open={open}
      // While files are on their way, Escape and the backdrop do nothing: closing would hide the
      // progress without stopping the upload.
      onClose={busy ? () => {} : onClose}
      closeOnOverlayClick={!busy}
      title={kind === 'video' ? 'Upload Video' : 'Upload Image'}
      size="lg"
    >
      {open && <UploadPanel kind={kind} siteUniqueId={siteUniqueId} onComplete={complete} onBusyChange={setBusy} />}
    </Modal>
  );
}
