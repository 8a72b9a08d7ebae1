import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { panelLimits } from '#core/media/choose-upload-files.ts';
import { MAX_MEDIA_ALT_LENGTH } from '#core/media/upload-limits.ts';
import { MEDIA_ALT_TOO_LONG } from '#core/media/upload-messages.ts';
import {
  RENAME_PROMPT_AS_IS,
  RENAME_PROMPT_MS,
  RENAME_PROMPT_RENAME,
  RENAME_PROMPT_TITLE,
  UPLOAD_PANEL_IMAGES_TEXT,
  uploadPanelVideoText,
} from '#core/media/upload-flow-messages.ts';
import { Button } from '#web/ui/button.tsx';
import { cx } from '#web/ui/class-names.ts';
import { ProgressBar } from '#web/ui/progress-bar.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { fetchMediaLimits } from './media-requests.ts';
import { RenameFilesModal } from './rename-files-modal.tsx';
import { useUploadFlow, type ChosenFile, type UploadFlowDeps } from './use-upload-flow.ts';

export const UPLOADING_LABEL = 'Uploading';
export const SAVING_LABEL = 'Saving to the library';

export interface UploadPanelProps extends UploadFlowDeps {
  kind: 'image' | 'video';
  siteUniqueId: string | null;
  onComplete(files: { id: string; url: string; name: string }[]): void;
  /** Told when an upload starts and ends, so a dialog around the panel can refuse to close meanwhile. */
  onBusyChange?(busy: boolean): void;
}

/**
 * The image (or video) upload panel of spec 2 §2 and §4: a drop zone, the chosen files with
 * thumbnails, alt text and remove buttons, then resize, rename prompt, upload and save with progress.
 */
export function UploadPanel(props: UploadPanelProps): ReactNode {
  // Images have fixed limits; the video size is the server's setting.
  const limits = useQuery({ queryKey: ['media', 'limits'], queryFn: ({ signal }) => fetchMediaLimits(signal), enabled: props.kind === 'video', retry: false });
  const videoMaxBytes = limits.data?.video.maxBytes ?? null;
  const limitsError = limits.isError && !limits.isFetching ? limits.error.message : null;

  if (props.kind === 'video' && videoMaxBytes === null) {
    return limitsError !== null ? (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
        <p className="font-medium text-danger">{limitsError}</p>
        <Button variant="secondary" size="sm" onClick={() => void limits.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
        <Spinner /> Loading upload limits…
      </p>
    );
  }
  return <UploadPanelBody {...props} videoMaxBytes={videoMaxBytes ?? 0} />;
}

function UploadPanelBody({ kind, siteUniqueId, onComplete, onBusyChange, videoMaxBytes, ...deps }: UploadPanelProps & { videoMaxBytes: number }): ReactNode {
  const limits = useMemo(() => panelLimits(kind, videoMaxBytes), [kind, videoMaxBytes]);
  const flow = useUploadFlow({ kind, siteUniqueId, limits, onComplete, ...deps });
  const { state, busy } = flow;
  const promptRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // The prompt's buttons are in a toast outside the dialog's focus trap; the same choice is offered
  // here and takes the focus, so keyboard users answer it where they are.
  useEffect(() => {
    if (state.phase === 'prompt') promptRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    if (state.phase === 'uploading') progressRef.current?.focus();
  }, [state.phase]);

  const onDrop = useCallback((files: File[]) => flow.choose(files), [flow]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    // Always multiple for drops: with it off the library refuses a two-file drop silently; the
    // file picker gets the kind's own setting below, and our check refuses the extra files by name.
    multiple: true,
    disabled: busy,
    // No accept, size or count options: our own check runs on every file, so each refusal gets its
    // own message. The zone itself is no tab stop; the button inside is what keyboards use.
    noKeyboard: true,
    useFsAccessApi: false,
  });

  const altErrors = state.files.map((f) => (f.alt.length > MAX_MEDIA_ALT_LENGTH ? MEDIA_ALT_TOO_LONG : null));
  const noun = kind === 'image' ? 'image' : 'video';
  const count = state.files.length;

  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <div
        {...getRootProps({
          className: cx(
            'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
            isDragActive ? 'border-primary bg-primary/5' : 'border-border bg-surface-muted',
            busy ? 'opacity-60' : 'cursor-pointer',
          ),
        })}
      >
        <input {...getInputProps({ accept: limits.mimes.join(','), multiple: limits.maxFiles > 1, 'aria-label': `Choose ${noun} files` } as object)} />
        <p className="text-sm text-fg-muted">{kind === 'image' ? UPLOAD_PANEL_IMAGES_TEXT : uploadPanelVideoText(limits.maxBytes)}</p>
        {/* The click bubbles to the drop zone, which opens the file picker. */}
        <Button variant="secondary" disabled={busy}>
          {isDragActive ? 'Drop to add' : `Browse ${noun}s`}
        </Button>
      </div>

      {count > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={`Chosen ${noun}s`}>
          {state.files.map((chosen, index) => (
            <ChosenFileItem
              key={chosen.key}
              chosen={chosen}
              kind={kind}
              disabled={busy}
              altError={altErrors[index] ?? null}
              onAlt={(alt) => flow.setAlt(chosen.key, alt)}
              onRemove={() => flow.remove(chosen.key)}
            />
          ))}
        </ul>
      )}

      {state.phase === 'resizing' && (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> Preparing {count === 1 ? 'the file' : `${count} files`}…
        </p>
      )}

      {state.phase === 'prompt' && (
        <div ref={promptRef} role="group" aria-labelledby="rename-prompt-title" className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
          <p id="rename-prompt-title" className="text-sm font-medium">
            {RENAME_PROMPT_TITLE} <span className="font-normal text-fg-muted">(uploads as is after {RENAME_PROMPT_MS / 1000} seconds)</span>
          </p>
          <div className="ml-auto flex gap-2">
            <Button size="sm" onClick={() => flow.answerPrompt(true)}>
              {RENAME_PROMPT_RENAME}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => flow.answerPrompt(false)}>
              {RENAME_PROMPT_AS_IS}
            </Button>
          </div>
        </div>
      )}

      {(state.phase === 'uploading' || state.phase === 'saving') && (
        <div ref={progressRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
          <ProgressBar label={UPLOADING_LABEL} value={state.uploadProgress} />
          {state.phase === 'saving' && <ProgressBar label={SAVING_LABEL} value={state.saveProgress} tone="success" />}
        </div>
      )}

      <div className="flex justify-end">
        <Button onClick={() => void flow.start()} disabled={count === 0 || altErrors.some((e) => e !== null)} loading={busy}>
          {count === 0 ? `Upload ${noun}s` : `Upload ${count} ${noun}${count === 1 ? '' : 's'}`}
        </Button>
      </div>

      <RenameFilesModal open={state.phase === 'renaming'} files={state.pending} onDone={flow.finishRename} />
    </div>
  );
}

function ChosenFileItem({
  chosen,
  kind,
  disabled,
  altError,
  onAlt,
  onRemove,
}: {
  chosen: ChosenFile;
  kind: 'image' | 'video';
  disabled: boolean;
  altError: string | null;
  onAlt(alt: string): void;
  onRemove(): void;
}): ReactNode {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(chosen.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen.file]);
  const name = chosen.file.name;
  return (
    <li className="flex gap-3 rounded-lg border border-border p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-md bg-surface-muted">
        {preview !== null &&
          (kind === 'image' ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <video src={preview} muted preload="metadata" aria-hidden="true" className="size-full object-cover" />
          ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 truncate text-sm font-medium" title={name}>
            {name}
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </div>
        {kind === 'image' && (
          <TextInput
            label={`Alt text for ${name}`}
            name={`alt-${chosen.key}`}
            value={chosen.alt}
            onChange={(event) => onAlt(event.target.value)}
            disabled={disabled}
            hint="Optional: what the image shows, for people who cannot see it."
            error={altError ?? undefined}
          />
        )}
      </div>
    </li>
  );
}
