import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { validateColorInput } from '#core/colors/color-rules.ts';
import { COLOR_CREATE_FAILED, COLOR_LABEL_MAX, colorCreatedMessage } from '#core/colors/messages.ts';
import { COLOR_FAMILY_OPTIONS, COLOR_SHADE_OPTIONS } from '#core/options/color-palette.ts';
import { HEX_COLOR } from '#core/rules/format-rules.ts';
import { api, ApiError, errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';

export interface CreateColorDialogProps {
  open: boolean;
  siteUniqueId: string | null;
  onClose(): void;
  onCreated(): void;
}

type ColorField = 'hex' | 'label' | 'family' | 'level';
type ColorErrors = Partial<Record<ColorField | 'form', string>>;

const FAMILY_OPTIONS = COLOR_FAMILY_OPTIONS.filter((option) => option.value !== 'all').map(({ label, value }) => ({ label, value }));
const LEVEL_OPTIONS = COLOR_SHADE_OPTIONS.map(({ label, value }) => ({ label, value: String(value) }));
const FIELDS: readonly ColorField[] = ['hex', 'label', 'family', 'level'];

const firstMessages = (errors: unknown): ColorErrors => {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: ColorErrors = {};
  for (const field of FIELDS) {
    const messages = (errors as Record<string, unknown>)[field];
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (typeof message === 'string') out[field] = message;
  }
  return out;
};

export interface ColorFormValues {
  hex: string;
  label: string;
  family: string;
  level: string;
}

/** POST /api/system_colors. Answers null when created, else the field errors (validationErrors) or a form-level message. */
export async function createColorRequest(values: ColorFormValues & { siteUniqueId: string | null }): Promise<ColorErrors | null> {
  const { siteUniqueId, ...fields } = values;
  try {
    await api.post('/api/system_colors', { ...fields, level: Number(fields.level), ...(siteUniqueId !== null ? { siteId: siteUniqueId } : {}) });
    return null;
  } catch (error) {
    const placed = firstMessages(error instanceof ApiError ? error.body.validationErrors : undefined);
    if (Object.keys(placed).length > 0) return placed;
    return { form: errorText(error instanceof ApiError ? error : null, COLOR_CREATE_FAILED) };
  }
}

/** 'Create Color': hex (picker and text kept in step), label, palette family and level, checked with the server's own rules. */
export function CreateColorDialog({ open, siteUniqueId, onClose, onCreated }: CreateColorDialogProps): ReactNode {
  return (
    <Modal open={open} onClose={onClose} title="Create Color" description="A colour of your own, listed with the built-in palette." size="md">
      {open && <CreateColorForm siteUniqueId={siteUniqueId} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateColorForm({ siteUniqueId, onClose, onCreated }: Omit<CreateColorDialogProps, 'open'>): ReactNode {
  const [values, setValues] = useState<ColorFormValues>({ hex: '#3b82f6', label: '', family: 'blue', level: '500' });
  const [errors, setErrors] = useState<ColorErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The native picker only takes #rrggbb; while the text is half typed it keeps the last full colour.
  const [pickerValue, setPickerValue] = useState(values.hex);

  const set = (field: ColorField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: ColorErrors) => {
    const field = FIELDS.find((f) => found[f]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateColorInput({ ...values, hex: values.hex.trim() });
    if (!checked.ok) {
      const found = firstMessages(checked.errors);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const refusal = await createColorRequest({ ...values, hex: checked.value.hex, label: checked.value.label, siteUniqueId });
    setBusy(false);
    if (refusal !== null) {
      setErrors(refusal);
      focusFirstError(refusal);
      return;
    }
    notify.success(colorCreatedMessage(checked.value.label));
    onCreated();
    onClose();
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-busy={busy || undefined}>
      {errors.form && (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <div className="flex items-end gap-3">
          <FieldShell label="Colour picker">
            {(control) => (
              <input
                {...control}
                type="color"
                value={pickerValue}
                onChange={(event) => {
                  setPickerValue(event.target.value);
                  set('hex', event.target.value);
                }}
                className="h-10 w-14 cursor-pointer rounded-md border border-border bg-surface p-1"
              />
            )}
          </FieldShell>
          <TextInput
            label="Hex"
            name="hex"
            required
            containerClassName="flex-1"
            value={values.hex}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              const next = event.target.value;
              set('hex', next);
              if (HEX_COLOR.test(next.trim())) setPickerValue(next.trim().toLowerCase());
            }}
            hint="#rrggbb"
            error={errors.hex}
          />
        </div>
        <TextInput
          label="Label"
          name="label"
          required
          maxLength={COLOR_LABEL_MAX}
          autoComplete="off"
          value={values.label}
          onChange={(event) => set('label', event.target.value)}
          error={errors.label}
        />
        <SelectInput label="Family" name="family" required options={FAMILY_OPTIONS} value={values.family} onChange={(event) => set('family', event.target.value)} error={errors.family} />
        <SelectInput label="Level" name="level" required options={LEVEL_OPTIONS} value={values.level} onChange={(event) => set('level', event.target.value)} error={errors.level} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Create color
        </Button>
      </div>
    </form>
  );
}
