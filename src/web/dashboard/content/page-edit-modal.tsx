// The 'Modify' / 'Revalidate page' dialog of a page (spec 2 §2 teaser card edit button, §5 "the
// revalidate page form is read-only"). The content manager's page dialog opens it from Manage
// metadata; revalidate records open it directly.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DETAILS_SAVE_FAILED, DETAILS_SAVED, PAGE_REVALIDATE_FAILED, PAGE_REVALIDATED } from '#core/content/dialog-messages.ts';
import { isTemplatePath } from '#core/paths/site-prefix.ts';
import { TeaserEditModal } from '#web/blocks/teaser-card/teaser-edit-modal.tsx';
import { Button } from '#web/ui/button.tsx';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemText, type ContentItem } from './content-item.ts';
import { failureOf, formatDateTime } from './detail-parts.tsx';
import { PageFormFields } from './page-form-fields.tsx';
import { patchPageMetadata, revalidatePath, sitePrefixOf } from '#web/editor/page-requests.ts';
import { usePageForm } from './use-page-form.ts';

export interface PageEditModalProps {
  open: boolean;
  /** A page or template item of the list API; `isSystemRevalidatePage` makes it the revalidate form. */
  page: ContentItem;
  onClose(): void;
  /** After a successful save or revalidation. */
  onDone(): void;
}

export function isRevalidateItem(page: ContentItem): boolean {
  return page.isSystemRevalidatePage === true;
}

export function PageEditModal({ open, page, onClose, onDone }: PageEditModalProps): ReactNode {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const revalidate = isRevalidateItem(page);
  return (
    <TeaserEditModal
      open={open}
      onClose={onClose}
      isSystemRevalidatePage={revalidate}
      description={revalidate ? 'Drops the cached copy of this page so visitors get it freshly rendered.' : 'Title, description and address of the page. Its content is not republished.'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {revalidate ? 'Close' : 'Cancel'}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {revalidate ? 'Revalidate' : 'Save'}
          </Button>
        </>
      }
    >
      {revalidate ? (
        <RevalidateForm formId={formId} page={page} setBusy={setBusy} onDone={onDone} />
      ) : (
        <MetadataForm formId={formId} page={page} setBusy={setBusy} onDone={onDone} />
      )}
    </TeaserEditModal>
  );
}

interface FormProps {
  formId: string;
  page: ContentItem;
  setBusy(busy: boolean): void;
  onDone(): void;
}

function RevalidateForm({ formId, page, setBusy, onDone }: FormProps): ReactNode {
  const path = itemText(page, 'path');
  const revalidate = useMutation({
    mutationFn: () => revalidatePath(path),
    onMutate: () => setBusy(true),
    onSettled: () => setBusy(false),
    onSuccess: () => {
      notify.success(PAGE_REVALIDATED);
      onDone();
    },
    onError: (error) => notify.error(failureOf(error, PAGE_REVALIDATE_FAILED).message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revalidate.mutate();
  };
  return (
    <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
      <ReadOnlyField label="Path" value={path} />
      <ReadOnlyField label="Title" value={itemText(page, 'title')} />
      <ReadOnlyField label="Last published" value={formatDateTime(page.published_at)} />
    </form>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }): ReactNode {
  return <FieldShell label={label}>{(control) => <input {...control} readOnly value={value} className={`${CONTROL_CLASSES} bg-surface-muted`} />}</FieldShell>;
}

function MetadataForm({ formId, page, setBusy, onDone }: FormProps): ReactNode {
  const path = itemText(page, 'path');
  const prefix = sitePrefixOf(path);
  const kind = page.is_template === true || isTemplatePath(path) ? 'template' : 'page';
  const form = usePageForm(
    { title: itemText(page, 'title'), description: itemText(page, 'description'), path: path.slice(prefix.length) || '/' },
    kind,
  );
  const { values, validate, send } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    const newPath = `${prefix}${values.path}`;
    const sent = await send(
      () =>
        patchPageMetadata({
          path,
          is_template: kind === 'template',
          title: values.title,
          description: values.description,
          ...(newPath !== path ? { newPath } : {}),
        }),
      DETAILS_SAVE_FAILED,
    );
    setBusy(false);
    if (!sent) return;
    notify.success(DETAILS_SAVED);
    onDone();
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <PageFormFields form={form} pathHint={prefix ? `Inside the site: the page's address is ${prefix}${values.path}` : undefined} />
    </form>
  );
}
