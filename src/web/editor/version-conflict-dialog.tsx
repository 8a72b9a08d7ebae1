import { useRef } from 'react';
import { CONFIRM_CANCEL_LABEL } from '#core/ui/messages.ts';
import { PUBLISH_ANYWAY, RELOAD_NEWER_VERSION, SAVE_DRAFT_ANYWAY, VERSION_CONFLICT_TITLE, versionConflictDescription } from '#core/pages/page-version.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';

export interface VersionConflict {
  /** What was refused: the choice repeats it. */
  action: 'publish' | 'draft';
  /** The version now published, sent as the base when the editor goes ahead anyway. */
  currentVersion: number;
}

/**
 * The answer to a 409 from POST /api/editor: take the newer version (the editor's changes are
 * dropped), or send the editor's document again on top of it. Closing decides nothing.
 */
export function VersionConflictDialog({
  conflict,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: {
  conflict: VersionConflict | null;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  // Neither choice is safe to take by pressing Enter at once: Cancel is focused first.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={conflict !== null}
      onClose={onClose}
      size="md"
      title={VERSION_CONFLICT_TITLE}
      description={conflict ? versionConflictDescription(conflict.currentVersion, conflict.action === 'draft') : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            {CONFIRM_CANCEL_LABEL}
          </Button>
          <Button variant="secondary" onClick={onReload} loading={busy}>
            {RELOAD_NEWER_VERSION}
          </Button>
          <Button variant="danger" onClick={onOverwrite} disabled={busy}>
            {conflict?.action === 'draft' ? SAVE_DRAFT_ANYWAY : PUBLISH_ANYWAY}
          </Button>
        </>
      }
    />
  );
}
