// A site's data collections (issue #9 part 6): each with its records, the forms that write it and
// its fields; open its records, edit its fields, define a new one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dataManagePath } from '#core/content/manage-screens.ts';
import type { CollectionSummary } from '#core/forms/collection-summary.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { Button } from '#web/ui/button.tsx';
import { cx } from '#web/ui/class-names.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import type { SubmitterEdits } from '#core/forms/submitter-edits.ts';
import { collectionsKey, createCollection, exportUrl, fetchCollections, saveCollectionFields, saveCollectionSettings } from './collection-requests.ts';
import { FieldsDialog } from './fields-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const COLUMNS = [{ label: 'Name' }, { label: 'Records', numeric: true }, { label: 'Forms', numeric: true }, { label: 'Fields' }, { label: 'Updated' }, { label: 'Actions' }];
const LINK_BUTTON =
  'inline-flex items-center rounded-md border border-border bg-surface px-2.5 py-1 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function CollectionsScreen({ siteUniqueId }: { siteUniqueId: string }): ReactNode {
  const queryClient = useQueryClient();
  const key = collectionsKey(siteUniqueId);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchCollections(siteUniqueId, signal) });
  const [editing, setEditing] = useState<CollectionSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState<CollectionSummary | null>(null);
  const [configuring, setConfiguring] = useState<CollectionSummary | null>(null);

  const saveFields = useMutation({
    mutationFn: ({ name, fields }: { name: string; fields: FormInput[] }) => saveCollectionFields(siteUniqueId, name, fields),
    onSuccess: async (_answer, { name }) => {
      notify.success(`Fields of ${name} saved`);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const saveSettings = useMutation({
    mutationFn: ({ name, submitterEdits }: { name: string; submitterEdits: SubmitterEdits }) => saveCollectionSettings(siteUniqueId, name, { submitterEdits }),
    onSuccess: async (_answer, { name }) => {
      notify.success(`Settings of ${name} saved`);
      setConfiguring(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <section aria-labelledby="collections-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="collections-heading" className="text-2xl font-bold">
            Collections
          </h1>
          <p className="text-sm text-fg-muted">Where this site's forms store their submissions, and the records its lineups and templates show.</p>
        </div>
        <Button onClick={() => setCreating(true)}>New collection</Button>
      </div>

      {list.isPending ? (
        <p role="status" className="text-fg-muted">
          Loading collections…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex items-center gap-3 rounded-lg border border-border p-4">
          <span>The collections could not be loaded: {list.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-fg-muted">
          No collections yet. Create one here, or publish a page with a Form block: its collection appears here with the first submission.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Collections of this site</caption>
            <thead className="bg-surface-muted">
              <tr>
                {COLUMNS.map(({ label, numeric }) => (
                  <th key={label} scope="col" className={cx('px-4 py-2 font-medium', numeric && 'text-right')}>
                    {label === 'Actions' ? <span className="sr-only">Actions</span> : label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((item) => (
                <tr key={item.name} className="border-t border-border">
                  <th scope="row" className="px-4 py-2 font-medium">
                    <Link to={dataManagePath(siteUniqueId, item.name)} className="underline-offset-2 hover:underline">
                      {item.name}
                    </Link>
                    {item.isPublic ? <span className="ml-2 rounded bg-surface-muted px-1.5 py-0.5 text-xs text-fg-muted">public</span> : null}
                  </th>
                  <td className="px-4 py-2 text-right tabular-nums">{item.recordCount}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{item.formCount}</td>
                  <td className="px-4 py-2 text-fg-muted">{item.fields.length > 0 ? item.fields.map((field) => field.label || field.name).join(', ') : 'Free-form'}</td>
                  <td className="px-4 py-2 text-fg-muted">{item.updatedAt ? dateFormat.format(new Date(item.updatedAt)) : '—'}</td>
                  <td className="px-4 py-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(item)} aria-label={`Edit fields of ${item.name}`}>
                        Edit fields
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setConfiguring(item)} aria-label={`Settings of ${item.name}`}>
                        Settings
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setImporting(item)} aria-label={`Import records into ${item.name}`}>
                        Import
                      </Button>
                      <a href={exportUrl(siteUniqueId, item.name, 'csv')} download className={LINK_BUTTON} aria-label={`Export ${item.name} as CSV`}>
                        CSV
                      </a>
                      <a href={exportUrl(siteUniqueId, item.name, 'json')} download className={LINK_BUTTON} aria-label={`Export ${item.name} as JSON`}>
                        JSON
                      </a>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing ? (
        <FieldsDialog
          collection={editing.name}
          fields={editing.fields}
          saving={saveFields.isPending}
          error={saveFields.error?.message ?? ''}
          onSave={(fields) => saveFields.mutate({ name: editing.name, fields })}
          onClose={() => {
            saveFields.reset();
            setEditing(null);
          }}
        />
      ) : null}
      {configuring ? (
        <SettingsDialog
          collection={configuring.name}
          submitterEdits={configuring.submitterEdits}
          submitterEditsPossible={configuring.submitterEditsPossible}
          saving={saveSettings.isPending}
          error={saveSettings.error?.message ?? ''}
          onSave={({ submitterEdits }) => saveSettings.mutate({ name: configuring.name, submitterEdits })}
          onClose={() => {
            saveSettings.reset();
            setConfiguring(null);
          }}
        />
      ) : null}
      {importing ? (
        <ImportDialog
          siteUniqueId={siteUniqueId}
          collection={importing.name}
          fields={importing.fields}
          onClose={() => setImporting(null)}
          onImported={async (count) => {
            notify.success(`Imported ${count} ${count === 1 ? 'record' : 'records'} into ${importing.name}`);
            setImporting(null);
            await queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      {creating ? (
        <NewCollectionDialog
          siteUniqueId={siteUniqueId}
          onClose={() => setCreating(false)}
          onCreated={async (name) => {
            setCreating(false);
            notify.success(`Collection ${name} created`);
            await queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
    </section>
  );
}

function NewCollectionDialog({ siteUniqueId, onClose, onCreated }: { siteUniqueId: string; onClose(): void; onCreated(name: string): Promise<void> }): ReactNode {
  const [name, setName] = useState('');
  const create = useMutation({ mutationFn: (value: string) => createCollection(siteUniqueId, value), onSuccess: (_answer, value) => onCreated(value) });
  return (
    <FormDialog onClose={onClose} size="md" title="New collection" submitLabel="Create collection" saving={create.isPending} onSubmit={() => create.mutate(name.trim())}>
        <TextInput
          label="Name"
          name="name"
          required
          spellCheck={false}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint="Letters, digits, - and _. A name ending in -public can be read by anyone."
          error={create.error?.message}
        />
    </FormDialog>
  );
}
