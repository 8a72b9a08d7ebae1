import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DEMO_CONTENT, DEMO_POSTS } from '#core/collections.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { siteDashboard } from '#core/paths/routes.ts';
import { SITE_CREATING, SITE_PAGES_PUBLISHING } from '#core/sites/messages.ts';
import { Button } from '#web/ui/button.tsx';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import type { SiteFormValues } from './create-site-request.ts';
import { useCreateSite } from './use-create-site.ts';

const SITE_TYPE_OPTIONS = [
  { label: 'Demo content', value: DEMO_CONTENT },
  { label: 'Demo posts', value: DEMO_POSTS },
];

/** The 'Create site' button of the sites gallery and its dialog (spec 2-management §4, §5); the content manager labels it by its source. */
export function CreateSiteButton({ label = 'Create site' }: { label?: string }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{label}</Button>
      {open && <CreateSiteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function CreateSiteDialog({ onClose }: { onClose: () => void }): ReactNode {
  const navigate = useNavigate();
  const titleRef = useRef<HTMLInputElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const { state, submit, busy } = useCreateSite({ onComplete: (uniqueId) => void navigate(siteDashboard(uniqueId)) });
  const errors = state.fieldErrors;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const read = (name: keyof SiteFormValues) => String(form.get(name) ?? '');
    void submit({ title: read('title'), description: read('description'), image: read('image'), language: read('language'), sources: read('sources') });
  };

  // A rejected title takes the focus back, so the keyboard user lands on the field the message is about.
  useEffect(() => {
    if (errors.title) titleRef.current?.focus();
  }, [errors]);

  // The fields and buttons are disabled while working; the focus moves to the progress rather than to the page behind.
  useEffect(() => {
    if (state.phase === 'creating') progressRef.current?.focus();
  }, [state.phase]);

  return (
    <FormDialog
      // While the site is being made, the dialog stays: closing it would hide the progress, not stop the work.
      onClose={busy ? () => {} : onClose}
      closeOnOverlayClick={!busy}
      title="Create site"
      description="A new site starts with a homepage and a 404 page."
      size="md"
      initialFocusRef={titleRef}
      submitLabel="Create site"
      saving={busy}
      cancelDisabled={busy}
      onSubmit={onSubmit}
      formProps={{ className: 'flex flex-col gap-4', 'aria-busy': busy || undefined }}
    >
        {state.error && (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
            {state.error}
          </p>
        )}
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <TextInput ref={titleRef} label="Title" name="title" required maxLength={255} autoComplete="off" error={errors.title} />
          <TextInput label="Description" name="description" autoComplete="off" error={errors.description} />
          <TextInput label="Image URL" name="image" type="url" hint="Optional: https://… or /media/…" error={errors.image} />
          <SelectInput label="Language" name="language" options={LANGUAGE_OPTIONS} defaultValue={DEFAULT_LANGUAGE} error={errors.language} />
          <SelectInput label="Site type" name="sources" options={SITE_TYPE_OPTIONS} defaultValue={DEMO_CONTENT} error={errors.sources} />
        </fieldset>
        {state.phase !== 'idle' && (
          <div ref={progressRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
            <ProgressBar label={SITE_CREATING} value={state.createProgress} />
            {state.phase !== 'creating' && <ProgressBar label={SITE_PAGES_PUBLISHING} value={state.publishProgress} tone="success" />}
          </div>
        )}
        {/* Always rendered, so screen readers have the region before its first message arrives. */}
        <p aria-live="polite" className="min-h-5 text-sm text-fg-muted">
          {state.pageMessage}
        </p>
    </FormDialog>
  );
}
