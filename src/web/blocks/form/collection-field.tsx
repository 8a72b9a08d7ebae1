// Editor only: the Form block's collection, typed freely (a new name makes a new collection on
// publish) with the site's existing collections offered as suggestions (GET /api/collections).
import type { CustomField } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { siteCollectionsQuery } from '#web/block-fields/site-collections-query.ts';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';

export const COLLECTION_FIELD_LABEL = 'Collection (where submissions are stored)';

function useCollectionNames(siteUniqueId: string | null): string[] {
  // Suggestions only: a failed list leaves the field a plain text input.
  const { data } = useQuery({ ...siteCollectionsQuery(siteUniqueId), retry: false });
  return (data ?? []).map((collection) => collection.name);
}

export function CollectionInput({ value, onChange, readOnly }: { value: string; onChange: (value: string) => void; readOnly?: boolean }): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const names = useCollectionNames(siteUniqueId);
  const listId = useId();
  // The shell's own id, not Puck's field id: Puck may also name an element of its own around the field.
  return (
    <FieldShell label={COLLECTION_FIELD_LABEL}>
      {(control) => (
        <>
          <input {...control} type="text" list={listId} value={value ?? ''} placeholder="contact-messages" readOnly={readOnly} onChange={(event) => onChange(event.target.value)} className={CONTROL_CLASSES} />
          <datalist id={listId}>
            {names.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
    </FieldShell>
  );
}

export const collectionField: CustomField<string> = {
  type: 'custom',
  label: COLLECTION_FIELD_LABEL,
  render: ({ value, onChange, readOnly }) => <CollectionInput value={value} onChange={onChange} readOnly={readOnly} />,
};
