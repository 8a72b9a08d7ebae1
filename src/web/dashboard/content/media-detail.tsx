// The image and video detail dialogs (spec 2 §2): preview, name, description, dates, Copy URL,
// Delete, and the custom actions: editing name, alternative text and description.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DETAILS_SAVE_FAILED, DETAILS_SAVED } from '#core/content/dialog-messages.ts';
import { FALLBACK_NO_IMAGE, FALLBACK_NO_PREVIEW, URL_COPIED, URL_COPY_FAILED } from '#core/content/messages.ts';
import { FIELD_REQUIRED } from '#core/rules/messages.ts';
import { displayableImageUrl } from '#core/media/displayable-image.ts';
import { api } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { itemId, itemText, type ContentItem } from './content-item.ts';
import { CopyButton, DateFacts, DeleteAction, failureOf, Fact, Facts } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { formatBytes, itemTitle } from './item-title.ts';
import { useCopyFeedback } from './use-copy-feedback.ts';

/** The absolute address of a media URL, for pasting elsewhere. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export function MediaDetail({ item, deletable, onClose, onDelete, onChanged, kind }: DetailDialogProps & { kind: 'image' | 'video' }): ReactNode {
  // Saved edits show here at once.
  const [edits, setEdits] = useState<Partial<Record<'name' | 'alt' | 'description', string>>>({});
  const current: ContentItem = { ...item, ...edits };
  const [editing, setEditing] = useState(false);
  const { copied, copy } = useCopyFeedback();
  // The list behind is refreshed once, when the dialog closes, not under it after every save.
  const close = () => {
    onClose();
    if (Object.keys(edits).length > 0) onChanged();
  };
  const url = itemText(item, 'url');
  const title = itemTitle(kind, current);
  const size = [item.width, item.height].every((n) => typeof n === 'number') ? `${String(item.width)} × ${String(item.height)} px` : '';

  return (
    <Modal
      open
      onClose={close}
      title={title}
      footer={
        <>
          <CopyButton label="Copy URL" copied={copied === 'url'} onCopy={() => void copy('url', absoluteUrl(url), { success: URL_COPIED, failure: URL_COPY_FAILED })} />
          <Button variant="secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
            Edit details
          </Button>
          <DeleteAction item={item} shown={deletable} onDelete={onDelete} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-h-64 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted">
          {kind === 'image' ? <ImagePreview url={url} alt={itemText(current, 'alt')} /> : <VideoPreview url={url} title={title} />}
        </div>
        <div className="flex flex-col gap-5">
          <Facts className="sm:grid-cols-1">
            <Fact label="Name">{itemText(current, 'name')}</Fact>
            <Fact label="Description">{itemText(current, 'description')}</Fact>
            {kind === 'image' ? <Fact label="Alternative text">{itemText(current, 'alt')}</Fact> : null}
            {size ? <Fact label="Dimensions">{size}</Fact> : null}
            {formatBytes(item.bytes) ? <Fact label="Size">{formatBytes(item.bytes)}</Fact> : null}
            <DateFacts item={item} />
          </Facts>
          {editing ? (
            <MediaEditForm
              id={itemId(item)}
              kind={kind}
              values={{ name: itemText(current, 'name'), alt: itemText(current, 'alt'), description: itemText(current, 'description') }}
              onCancel={() => setEditing(false)}
              onSaved={(saved) => {
                setEdits(saved);
                setEditing(false);
              }}
            />
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

function ImagePreview({ url, alt }: { url: string; alt: string }): ReactNode {
  const [failed, setFailed] = useState<string | null>(null);
  const src = displayableImageUrl(url, window.location.origin);
  if (src === null || failed === src) return <span className="text-sm text-fg-muted">{FALLBACK_NO_IMAGE}</span>;
  return <img src={src} alt={alt} className="max-h-[60vh] w-auto object-contain" onError={() => setFailed(src)} />;
}

function VideoPreview({ url, title }: { url: string; title: string }): ReactNode {
  const [failed, setFailed] = useState(false);
  const src = displayableImageUrl(url, window.location.origin);
  if (src === null || failed) return <span className="text-sm text-fg-muted">{FALLBACK_NO_PREVIEW}</span>;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of an uploaded video: the platform has no captions to offer for it
  return <video controls preload="metadata" src={src} aria-label={title} className="max-h-[60vh] w-full" onError={() => setFailed(true)} />;
}

type MediaValues = Record<'name' | 'alt' | 'description', string>;

function MediaEditForm({ id, kind, values, onCancel, onSaved }: { id: string; kind: 'image' | 'video'; values: MediaValues; onCancel(): void; onSaved(values: MediaValues): void }): ReactNode {
  const formId = useId();
  const [draft, setDraft] = useState(values);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const save = useMutation({
    mutationFn: (body: Partial<MediaValues>) => api.patch(`/api/media/${encodeURIComponent(id)}`, body),
    onMutate: () => setError(null),
    onSuccess: () => {
      notify.success(DETAILS_SAVED);
      onSaved({ name: draft.name.trim(), alt: draft.alt.trim(), description: draft.description.trim() });
    },
    onError: (failed) => {
      const failure = failureOf(failed, DETAILS_SAVE_FAILED);
      setError(failure);
      notify.error(failure.message);
    },
  });
  const field = (name: keyof MediaValues) => ({
    name,
    value: draft[name],
    error: error?.fields[name]?.[0],
    onChange: (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') {
      setError({ message: '', fields: { name: [FIELD_REQUIRED] } });
      return;
    }
    save.mutate(kind === 'image' ? draft : { name: draft.name, description: draft.description });
  };

  return (
    <form id={formId} onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-4" noValidate>
      <TextInput label="Name" required {...field('name')} />
      {kind === 'image' ? <TextInput label="Alternative text" hint="Describes the image for people who cannot see it." {...field('alt')} /> : null}
      <TextInput label="Description" {...field('description')} />
      {error?.message ? (
        <p role="alert" className="text-sm text-danger">
          {error.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
