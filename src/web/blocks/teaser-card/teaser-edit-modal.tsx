import type { ReactElement, ReactNode } from 'react';
import { Modal } from '#web/ui/modal.tsx';

// Spec 2 §2 header strings.
import { TEASER_MODIFY_TITLE, TEASER_REVALIDATE_TITLE } from '#core/ui/messages.ts';

export { TEASER_MODIFY_TITLE, TEASER_REVALIDATE_TITLE };

/** Spec 2 §2: the teaser's edit modal is headed 'Modify', or 'Revalidate page' for system revalidate pages. */
export function teaserEditModalTitle(isSystemRevalidatePage: boolean | undefined): string {
  return isSystemRevalidatePage === true ? TEASER_REVALIDATE_TITLE : TEASER_MODIFY_TITLE;
}

export interface TeaserEditModalProps {
  open: boolean;
  onClose: () => void;
  isSystemRevalidatePage?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** The teaser card's edit dialog, used by the editor config only (visitors never see it). */
export function TeaserEditModal({ open, onClose, isSystemRevalidatePage, description, children, footer }: TeaserEditModalProps): ReactElement {
  return (
    <Modal open={open} onClose={onClose} title={teaserEditModalTitle(isSystemRevalidatePage)} description={description} size="lg" footer={footer}>
      {children}
    </Modal>
  );
}
