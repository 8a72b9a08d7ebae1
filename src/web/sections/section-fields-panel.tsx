// Editor only: the section actions above a selected block's fields (decision 071). Any block but an
// instance (or a form) can be saved as a section of the site; an instance can be detached into a
// plain copy of its blocks, or its section opened in the section editor. They sit in the fields
// panel, not the canvas's action bar, so the keyboard reaches them like every other field.
import { createUsePuck, useGetPuck, type Data } from '@puckeditor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { siteSectionEditor } from '#core/paths/routes.ts';
import { detachedBlocks, replaceBlockById, SECTION_INSTANCE } from '#core/sections/expand-sections.ts';
import { SECTION_EDITOR as E, SECTION_NAME_MAX } from '#core/sections/messages.ts';
import { errorText, fieldErrorOf } from '#web/api/client.ts';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { createSection, sectionQuery, sectionsKey } from './section-queries.ts';

const usePuck = createUsePuck();

const button =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

/** A Puck-style id for a block the editor adds itself. */
const newBlockId = (type: string) => `${type}-${crypto.randomUUID()}`;

interface SelectedBlock {
  type: string;
  props: Record<string, unknown> & { id?: string };
}

export function SectionFieldsPanel({ children }: { children: ReactNode }): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const selected = usePuck((state) => state.selectedItem as SelectedBlock | null);
  if (!siteUniqueId || !selected || typeof selected.props.id !== 'string') return <>{children}</>;
  return (
    <>
      <div className="flex flex-wrap gap-2 border-b border-border p-3" data-testid="section-actions">
        {selected.type === SECTION_INSTANCE ? <InstanceActions siteUniqueId={siteUniqueId} block={selected} /> : selected.type !== 'Form' ? <SaveAsSection siteUniqueId={siteUniqueId} block={selected} /> : null}
      </div>
      {children}
    </>
  );
}

function SaveAsSection({ siteUniqueId, block }: { siteUniqueId: string; block: SelectedBlock }): ReactElement {
  const getPuck = useGetPuck();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (name.trim() === '') {
      setError('Please enter a name.');
      return;
    }
    setSaving(true);
    try {
      const section = await createSection(siteUniqueId, { name: name.trim(), content: { root: { props: {} }, content: [block as never] } });
      // The block becomes an instance of its new section: editing the section now changes this page too.
      const { appState, dispatch } = getPuck();
      const instance = { type: SECTION_INSTANCE, props: { id: newBlockId(SECTION_INSTANCE), sectionId: section.id, overrides: {} } };
      dispatch({ type: 'setData', data: replaceBlockById(appState.data, block.props.id!, [instance]) as Data });
      dispatch({ type: 'setUi', ui: { itemSelector: null } });
      queryClient.setQueryData(sectionQuery(siteUniqueId, section.id).queryKey, section);
      void queryClient.invalidateQueries({ queryKey: sectionsKey(siteUniqueId), exact: true });
      notify.success(E.saved(section.name));
      setOpen(false);
      setName('');
    } catch (caught) {
      setError(fieldErrorOf(caught, 'name') ?? fieldErrorOf(caught, 'content') ?? errorText(caught, E.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        {E.saveAs}
      </button>
      {open ? (
        <FormDialog title={E.saveAsTitle} description={E.saveAsHint} size="md" submitLabel={E.saveAs} saving={saving} cancelDisabled={saving} onClose={() => setOpen(false)} onSubmit={() => void submit()}>
          <TextInput
            label={E.nameLabel}
            name="section-name"
            required
            maxLength={SECTION_NAME_MAX}
            autoComplete="off"
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        </FormDialog>
      ) : null}
    </>
  );
}

function InstanceActions({ siteUniqueId, block }: { siteUniqueId: string; block: SelectedBlock }): ReactElement {
  const getPuck = useGetPuck();
  const queryClient = useQueryClient();
  const sectionId = typeof block.props.sectionId === 'string' ? block.props.sectionId : '';
  const [busy, setBusy] = useState(false);
  const detach = async () => {
    setBusy(true);
    try {
      const section = await queryClient.fetchQuery(sectionQuery(siteUniqueId, sectionId));
      const { appState, dispatch } = getPuck();
      const copy = detachedBlocks(section.content, block.props.overrides, newBlockId);
      dispatch({ type: 'setData', data: replaceBlockById(appState.data, block.props.id!, copy) as Data });
      dispatch({ type: 'setUi', ui: { itemSelector: null } });
      notify.success(E.detached);
    } catch (caught) {
      notify.error(errorText(caught, 'The section could not be loaded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={button} disabled={!sectionId || busy} title={E.detachHint} onClick={() => void detach()}>
        {E.detach}
      </button>
      {sectionId ? (
        <a className={button} href={siteSectionEditor(siteUniqueId, sectionId)} target="_blank" rel="noreferrer">
          {E.editSection}
        </a>
      ) : null}
    </>
  );
}
