// The page form of spec 2 §2 "Create dialogs" and §5: Title, Description, Path and, for collection
// (dynamic-content) pages, 'Create from'. The page is created as a draft through the editor's own
// API, then opened in the editor in a new tab.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SITE_TEMPLATES } from '#core/collections.ts';
import { contentListUrl, MAX_LIST_PAGE_SIZE } from '#core/content/content-sources.ts';
import { CREATE_FROM_BLANK, CREATE_PAGE_FAILED, createPageTitle, pageCreatedMessage } from '#core/content/dialog-messages.ts';
import { PAGE_OPEN_FAILED } from '#core/content/messages.ts';
import type { PageRecord } from '#core/pages/page-record.ts';
import { PAGE_PATH_TAKEN, type PageFormValues } from '#core/pages/page-form-rules.ts';
import { DYNAMIC_CONTENT_ALL, editPath } from '#core/paths/routes.ts';
import { toSiteSlug } from '#core/paths/site-prefix.ts';
import { api } from '#web/api/client.ts';
import { listItems, type ListAnswer } from '#web/api/list-answer.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemText, type ContentItem } from './content-item.ts';
import { openInNewTab } from './page-detail.tsx';
import { PageFormFields } from './page-form-fields.tsx';
import { fetchEditorPage } from '#web/editor/page-requests.ts';
import { usePageForm } from './use-page-form.ts';

export interface CreatePageDialogProps {
  open: boolean;
  kind: 'page' | 'template';
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

const EMPTY: PageFormValues = { title: '', description: '', path: '' };
const BLANK_DOCUMENT = { root: { props: {} }, content: [] };

/** Spec 2 §5 page form: creates a draft page or template. */
export function CreatePageDialog({ open, kind, siteUniqueId, onClose, onCreated }: CreatePageDialogProps): ReactNode {
  if (!open) return null;
  return <CreatePageForm kind={kind} siteUniqueId={siteUniqueId} onClose={onClose} onCreated={onCreated} />;
}

function CreatePageForm({ kind, siteUniqueId, onClose, onCreated }: Omit<CreatePageDialogProps, 'open'>): ReactNode {
  const form = usePageForm(() => (kind === 'template' ? { ...EMPTY, path: `${DYNAMIC_CONTENT_ALL}/` } : EMPTY), kind);
  const { values, setErrors, validate, fail, send } = form;
  const [source, setSource] = useState('');
  const [saving, setSaving] = useState(false);
  const templates = useTemplates(kind === 'template', siteUniqueId);
  const prefix = siteUniqueId ? `/${toSiteSlug(siteUniqueId)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setSaving(true);
    const fullPath = `${prefix}${values.path}`;
    try {
      // Saving a draft onto an existing path would replace that page's draft: refuse instead.
      if ((await fetchEditorPage(fullPath)) !== null) {
        setErrors({ path: [PAGE_PATH_TAKEN] });
        return;
      }
      const seed = source ? await fetchEditorPage(source) : null;
      const record: PageRecord & { draft: true } = {
        data: seed?.data && Array.isArray(seed.data.content) && seed.data.content.length > 0 ? seed.data : (seed?.draft ?? BLANK_DOCUMENT),
        path: fullPath,
        pathWithNoSite: values.path,
        title: values.title.trim(),
        description: values.description.trim(),
        is_template: kind === 'template',
        is_system: false,
        published_at: null,
        updated_at: null,
        created_at: null,
        // A new page: should someone create one at this path meanwhile, the server refuses (409).
        baseVersion: 0,
        draft: true,
      };
      const sent = await send(
        () => api.post('/api/editor', record),
        CREATE_PAGE_FAILED,
      );
      if (!sent) return;
      notify.success(pageCreatedMessage(kind));
      onCreated();
      onClose();
      if (!openInNewTab(editPath(fullPath))) notify.error(PAGE_OPEN_FAILED);
    } catch {
      fail(CREATE_PAGE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      onClose={onClose}
      title={createPageTitle(kind)}
      size="lg"
      description={kind === 'template' ? 'A page that shows the documents of a collection. It is created as a draft and opened in the editor.' : 'The page is created as a draft and opened in the editor.'}
      submitLabel={createPageTitle(kind)}
      saving={saving}
      onSubmit={(event) => void submit(event)}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
        <PageFormFields
          form={form}
          pathPlaceholder={kind === 'template' ? '/dynamic-content/all/posts' : '/about'}
          pathHint={kind === 'template' ? 'Starts with /dynamic-content/all/, /dynamic-content/manage/ or /dynamic-content/view/ and ends with a collection name.' : 'Starts with /, for example /about.'}
        >
        {kind === 'template' ? (
          <SelectInput
            label="Create from"
            name="source"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            options={[{ label: CREATE_FROM_BLANK, value: '' }, ...templates.options]}
            hint={templates.error ? 'Existing templates could not be loaded; you can still start from a blank page.' : 'Start from an existing template of this site.'}
            disabled={templates.loading}
          />
        ) : null}
        </PageFormFields>
    </FormDialog>
  );
}

/** The site's templates, as 'Create from' choices (value: the template's full path). */
function useTemplates(enabled: boolean, siteUniqueId: string | null): { options: { label: string; value: string }[]; loading: boolean; error: boolean } {
  const query = useQuery({
    queryKey: ['create-page', 'templates', siteUniqueId],
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      const url = contentListUrl(SITE_TEMPLATES, { siteId: siteUniqueId, limit: MAX_LIST_PAGE_SIZE, sortField: 'path', sort: 'asc', includeTotalCount: false });
      const items = listItems((await api.get<ListAnswer<ContentItem>>(url, { signal })) ?? {});
      return items
        .map((item) => ({ path: itemText(item, 'path'), label: itemText(item, 'title') || itemText(item, 'pathWithNoSite', 'path') }))
        .filter((option) => option.path !== '')
        .map((option) => ({ label: `${option.label} (${option.path})`, value: option.path }));
    },
  });
  return { options: query.data ?? [], loading: enabled && query.isPending, error: query.isError };
}
