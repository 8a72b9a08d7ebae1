import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { maxRenameBaseLength, splitFileName, validateRenameBase } from '#core/media/upload-file-names.ts';
import { RENAME_MODAL_TITLE, RENAME_SAVE, RENAME_SKIP } from '#core/media/upload-flow-messages.ts';
import { Button } from '#web/ui/button.tsx';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { Modal } from '#web/ui/modal.tsx';

const FORM_ID = 'rename-files-form';

/** The files with the edited base names; a file whose name did not change is handed on as it was. */
export function applyRenames(files: readonly File[], bases: readonly string[]): File[] {
  return files.map((file, index) => {
    const { base, extension } = splitFileName(file.name);
    const next = (bases[index] ?? base).trim();
    if (next === base) return file;
    return new File([file], `${next}${extension}`, { type: file.type, lastModified: file.lastModified });
  });
}

export interface RenameFilesModalProps {
  open: boolean;
  files: readonly File[];
  /** The renamed files, or null: skipped or closed, the originals go on. */
  onDone(files: File[] | null): void;
}

/** 'Rename Files Before Upload' (spec 2 §2, §5): one field per file, only the base name editable, the extension kept. */
export function RenameFilesModal({ open, files, onDone }: RenameFilesModalProps): ReactNode {
  return (
    <Modal
      open={open}
      onClose={() => onDone(null)}
      title={RENAME_MODAL_TITLE}
      description="Only the name before the extension can change."
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            {RENAME_SKIP}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {RENAME_SAVE}
          </Button>
        </>
      }
    >
      {/* Remounted for every batch: the fields start from the names of these files. */}
      {open && <RenameForm key={files.map((f) => f.name).join('/')} files={files} onSave={(renamed) => onDone(renamed)} />}
    </Modal>
  );
}

function RenameForm({ files, onSave }: { files: readonly File[]; onSave(files: File[]): void }): ReactNode {
  const [bases, setBases] = useState(() => files.map((file) => splitFileName(file.name).base));
  const [errors, setErrors] = useState<(string | null)[]>(() => files.map(() => null));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = files.map((file, index) => validateRenameBase(bases[index] ?? '', splitFileName(file.name).extension));
    setErrors(found);
    const first = found.findIndex((error) => error !== null);
    if (first !== -1) {
      inputs.current[first]?.focus();
      return;
    }
    onSave(applyRenames(files, bases));
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {files.map((file, index) => (
        <RenameField
          key={`${index}-${file.name}`}
          file={file}
          value={bases[index] ?? ''}
          error={errors[index] ?? null}
          inputRef={(element) => {
            inputs.current[index] = element;
          }}
          onChange={(value) => {
            setBases((current) => current.map((base, i) => (i === index ? value : base)));
            // The message goes as soon as the field is fixed; a new one waits for the next submit.
            if (errors[index] !== null) setErrors((current) => current.map((e, i) => (i === index ? validateRenameBase(value, splitFileName(file.name).extension) : e)));
          }}
        />
      ))}
    </form>
  );
}

function RenameField({
  file,
  value,
  error,
  inputRef,
  onChange,
}: {
  file: File;
  value: string;
  error: string | null;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange(value: string): void;
}): ReactNode {
  const { extension } = splitFileName(file.name);
  return (
    <FieldShell label={<>New name for {file.name}</>} required hint={extension === '' ? undefined : `The extension ${extension} is kept.`} error={error ?? undefined}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            ref={inputRef}
            {...control}
            name={`name-${file.name}`}
            type="text"
            required
            autoComplete="off"
            maxLength={maxRenameBaseLength(extension)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={CONTROL_CLASSES}
          />
          {extension !== '' && (
            <span className="shrink-0 font-mono text-sm text-fg-muted" aria-hidden="true">
              {extension}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}
