import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { validateIconName } from '#core/icons/icon-name.ts';
import {
  ICON_CHOOSE_SVG,
  ICON_CREATE_FAILED,
  ICON_FILE_MISSING,
  ICON_NAME_INVALID,
  ICON_NAME_REQUIRED,
  ICON_NOT_SVG,
  ICON_TOO_LARGE,
  MAX_ICON_BYTES,
  iconCreatedMessage,
} from '#core/icons/messages.ts';
import { api, ApiError, errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { cx } from '#web/ui/class-names.ts';
import { Modal } from '#web/ui/modal.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';

export interface CreateIconDialogProps {
  open: boolean;
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

interface IconErrors {
  name?: string;
  file?: string;
  form?: string;
}

const FORM_ID = 'create-icon-form';
const isSvg = (file: File) => file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg');

/** The browser's checks, the same the server makes before it reads the file. */
export function checkIconForm(name: string, file: File | null): IconErrors {
  const errors: IconErrors = {};
  const nameError = validateIconName(name);
  if (nameError !== null) errors.name = nameError;
  if (file === null) errors.file = ICON_FILE_MISSING;
  else if (!isSvg(file)) errors.file = ICON_CHOOSE_SVG;
  else if (file.size > MAX_ICON_BYTES) errors.file = ICON_TOO_LARGE;
  return errors;
}

/** Which field a server refusal is about. */
function placeServerError(message: string): IconErrors {
  if (message === ICON_NAME_REQUIRED || message === ICON_NAME_INVALID || message.startsWith('An icon named')) return { name: message };
  if (message === ICON_NOT_SVG || message === ICON_TOO_LARGE || message === ICON_FILE_MISSING) return { file: message };
  return { form: message };
}

/** POST /api/system_icons (multipart file, name, siteId). Answers the refusal's message, or null when created. */
export async function createIconRequest(input: { name: string; file: File; siteUniqueId: string | null }): Promise<string | null> {
  const form = new FormData();
  form.append('name', input.name.trim());
  form.append('file', input.file, input.file.name);
  if (input.siteUniqueId !== null) form.append('siteId', input.siteUniqueId);
  return api.post('/api/system_icons', form).then(
    () => null,
    (error: unknown) => errorText(error instanceof ApiError ? error : null, ICON_CREATE_FAILED),
  );
}

/** 'Upload Icon': a name and one SVG file (chosen or dropped), previewed before it is sent. */
export function CreateIconDialog({ open, siteUniqueId, onClose, onCreated }: CreateIconDialogProps): ReactNode {
  return (
    <Modal open={open} onClose={onClose} title="Upload Icon" description="An SVG file, cleaned of anything that could run or load on its own." size="md">
      {open && <CreateIconForm siteUniqueId={siteUniqueId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateIconForm({ siteUniqueId, onClose, onCreated }: Omit<CreateIconDialogProps, 'open'>): ReactNode {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<IconErrors>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const fileErrorId = useId();

  useEffect(() => {
    if (file === null) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (files: File[]) => {
      const [first] = files;
      if (files.length !== 1 || first === undefined) {
        setErrors((e) => ({ ...e, file: ICON_FILE_MISSING }));
        return;
      }
      setFile(first);
      setErrors((e) => ({ ...e, file: isSvg(first) ? (first.size > MAX_ICON_BYTES ? ICON_TOO_LARGE : undefined) : ICON_CHOOSE_SVG }));
      // A name from the file saves typing; the person can still change it.
      setName((current) => (current === '' ? first.name.replace(/\.svg$/i, '').replace(/[^\p{L}\p{N} _-]+/gu, '-').replace(/^[-_ ]+/, '').slice(0, 60) : current));
    },
    multiple: false,
    disabled: busy,
    noKeyboard: true,
    useFsAccessApi: false,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkIconForm(name, file);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.file || file === null) return browseRef.current?.focus();
    setBusy(true);
    const refusal = await createIconRequest({ name, file, siteUniqueId });
    setBusy(false);
    if (refusal !== null) {
      const placed = placeServerError(refusal);
      setErrors(placed);
      if (placed.name) nameRef.current?.focus();
      else if (placed.file) browseRef.current?.focus();
      return;
    }
    notify.success(iconCreatedMessage(name.trim()));
    onCreated();
    onClose();
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      {errors.form && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <TextInput
        ref={nameRef}
        label="Icon name"
        name="name"
        required
        maxLength={60}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint="Letters, digits, spaces, dashes and underscores."
        error={errors.name}
        disabled={busy}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">
          SVG file<span aria-hidden="true" className="text-danger"> *</span>
        </span>
        <div
          {...getRootProps({
            className: cx(
              'flex items-center gap-4 rounded-lg border-2 border-dashed p-4',
              isDragActive ? 'border-primary bg-primary/5' : errors.file ? 'border-danger' : 'border-border bg-surface-muted',
            ),
          })}
        >
          <input {...getInputProps({ accept: 'image/svg+xml,.svg', 'aria-label': 'Choose an SVG file' } as object)} />
          <div className="flex size-16 shrink-0 items-center justify-center rounded-md border border-border bg-surface">
            {preview !== null && file !== null && isSvg(file) ? (
              <img src={preview} alt={`Preview of ${file.name}`} className="size-12 object-contain" />
            ) : (
              <span className="text-xs text-fg-muted">No file</span>
            )}
          </div>
          <div className="flex min-w-0 flex-col items-start gap-2">
            <p className="truncate text-sm text-fg-muted">{file?.name ?? 'Drag and drop an SVG here, or browse.'}</p>
            <Button ref={browseRef} variant="secondary" size="sm" disabled={busy} aria-describedby={errors.file ? fileErrorId : undefined}>
              {file === null ? 'Browse SVG files' : 'Choose another file'}
            </Button>
          </div>
        </div>
        {errors.file && (
          <p id={fileErrorId} className="text-sm font-medium text-danger">
            {errors.file}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Upload icon
        </Button>
      </div>
    </form>
  );
}
