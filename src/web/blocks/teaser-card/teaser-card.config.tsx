import type { ComponentConfig } from '@puckeditor/core';
import { registerOverlayPortal } from '@puckeditor/core';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { CARD_STYLE_OPTIONS } from '#core/options/card-styles.ts';
import { LINK_TARGET_OPTIONS } from '#core/options/link-targets.ts';
import { withPickedAlt } from '#web/block-fields/picked-image-alts.ts';
import { singleImageField } from '#web/block-fields/puck-image-fields.tsx';
import { TeaserCard } from './teaser-card.tsx';
import { TEASER_CARD_DEFAULT_PROPS, type TeaserCardProps } from './teaser-card.types.ts';
import { teaserEditModalTitle } from './teaser-edit-modal.tsx';
import { TeaserModifyDialog } from './teaser-modify-dialog.tsx';
import { fieldOptions } from '../shared/field-options.ts';

interface TeaserCardEditorProps extends TeaserCardProps {
  componentId: string;
  isEditing: boolean;
}

/** The card plus, while editing, a button that opens the 'Modify' / 'Revalidate page' dialog. */
function TeaserCardEditor({ componentId, isEditing, ...props }: TeaserCardEditorProps): ReactElement {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Without this, pressing the button would start dragging the block in Puck's canvas.
  useEffect(() => registerOverlayPortal(buttonRef.current, { disableDrag: true }), [isEditing]);
  return (
    <div className="relative">
      <TeaserCard {...props} />
      {isEditing && (
        // Top left: Puck's own action bar takes the top right corner of a hovered or selected block.
        <button
          ref={buttonRef}
          type="button"
          onClick={(event) => {
            // Puck's canvas keeps a pressed block from taking focus, so a mouse click leaves it on the
            // iframe's body. Focusing the button makes it the dialog's opener, which gets focus back on close.
            event.currentTarget.focus({ preventScroll: true });
            setOpen(true);
          }}
          className="absolute top-2 left-2 z-20 rounded-md bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow ring-1 ring-black/10 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {teaserEditModalTitle(props.isSystemRevalidatePage)}
        </button>
      )}
      {open && <TeaserModifyDialog componentId={componentId} values={props} onClose={() => setOpen(false)} />}
    </div>
  );
}

export const teaserCardConfig: ComponentConfig<TeaserCardProps> = {
  label: 'Teaser card',
  fields: {
    image: singleImageField('Image URL'),
    imageAlt: { type: 'text', label: 'Image alternative text (empty: decorative)' },
    title: { type: 'text', label: 'Title' },
    description: { type: 'textarea', label: 'Description' },
    textDisplayLength: { type: 'number', label: 'Words of the description to show (0 = all)', min: 0, step: 1 },
    link: { type: 'text', label: 'Link (empty: not a link)' },
    linkLabel: { type: 'text', label: 'Link label' },
    target: { type: 'select', label: 'Open in', options: fieldOptions(LINK_TARGET_OPTIONS) },
    variant: { type: 'select', label: 'Card style', options: fieldOptions(CARD_STYLE_OPTIONS) },
  },
  defaultProps: TEASER_CARD_DEFAULT_PROPS,
  resolveData: (data, { changed }) => ({ ...data, props: withPickedAlt(data.props, 'image', 'imageAlt', changed.image === true) }),
  render: ({ id, puck, editMode: _editMode, ...props }) => (
    <TeaserCardEditor {...props} puck={puck} componentId={id} isEditing={puck.isEditing} />
  ),
};
