// Editor only: the form inside TeaserEditModal. Saving writes the card's props back into the page
// through Puck's own store, so undo/redo and publishing treat it like a sidebar edit.
import { useGetPuck } from '@puckeditor/core';
import { useId, useState, type ReactElement } from 'react';
import { SingleImageField } from '#web/block-fields/single-image-field.tsx';
import { Button } from '#web/ui/button.tsx';
import { TeaserEditModal } from './teaser-edit-modal.tsx';
import type { TeaserCardProps } from './teaser-card.types.ts';

type EditableKey = 'title' | 'description' | 'image' | 'imageAlt' | 'link' | 'linkLabel';

const FIELDS: ReadonlyArray<{ key: EditableKey; label: string; multiline?: boolean }> = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'image', label: 'Image URL' },
  { key: 'imageAlt', label: 'Image alternative text' },
  { key: 'link', label: 'Link' },
  { key: 'linkLabel', label: 'Link label' },
];

export interface TeaserModifyDialogProps {
  /** The Puck component id of the card being edited. */
  componentId: string;
  values: TeaserCardProps;
  onClose: () => void;
}

export function TeaserModifyDialog({ componentId, values, onClose }: TeaserModifyDialogProps): ReactElement {
  const getPuck = useGetPuck();
  const baseId = useId();
  const readOnly = values.isSystemRevalidatePage === true;
  const [draft, setDraft] = useState<Record<EditableKey, string>>(() => ({
    title: values.title ?? '',
    description: values.description ?? '',
    image: values.image ?? '',
    imageAlt: values.imageAlt ?? '',
    link: values.link ?? '',
    linkLabel: values.linkLabel ?? '',
  }));

  const save = (): void => {
    const { getItemById, getSelectorForId, dispatch } = getPuck();
    const item = getItemById(componentId);
    const selector = getSelectorForId(componentId);
    if (item !== undefined && selector !== undefined) {
      dispatch({
        type: 'replace',
        destinationIndex: selector.index,
        destinationZone: selector.zone,
        data: { ...item, props: { ...item.props, ...draft } },
      });
    }
    onClose();
  };

  return (
    <TeaserEditModal
      open
      onClose={onClose}
      isSystemRevalidatePage={readOnly}
      description={readOnly ? 'The revalidate page cannot be edited.' : undefined}
      footer={
        readOnly ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </>
        )
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) save();
        }}
      >
        {FIELDS.map(({ key, label, multiline }) => {
          if (key === 'image') {
            // The site's images or a checked URL; a picked image brings its alt when the card has none.
            return (
              <SingleImageField
                key={key}
                name={key}
                label={label}
                value={draft.image}
                readOnly={readOnly}
                onChange={(url, picked) => setDraft((previous) => ({ ...previous, image: url, imageAlt: previous.imageAlt || (picked?.alt ?? '') }))}
              />
            );
          }
          const id = `${baseId}-${key}`;
          const common = {
            id,
            value: draft[key],
            readOnly,
            onChange: (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [key]: event.target.value })),
            className: 'block w-full rounded-md border border-border bg-surface px-3 py-2 text-sm read-only:bg-surface-muted',
          };
          return (
            <div key={key} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium">
                {label}
              </label>
              {multiline === true ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            </div>
          );
        })}
      </form>
    </TeaserEditModal>
  );
}
