// One input of the Form block, for every field type of spec 1 §3. Each control is labelled, its
// help text (`info`) and error are tied to it with aria-describedby, and an error marks it
// aria-invalid. The wrapper carries data-field so the form can focus the first invalid input.
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { COLORS_INPUT_MAX, RATING_DEFAULTS, type FormInput } from '#core/forms/form-input.ts';
import { UPLOAD_IMAGE_MIMES } from '#core/media/upload-limits.ts';
import { ArrayInput } from '#web/editor/fields/array-input.tsx';
import { StarRatingInput } from '#web/editor/fields/star-rating-input.tsx';
import { CheckboxInput } from '#web/ui/checkbox-input.tsx';
import { cx } from '#web/ui/class-names.ts';
import { CONTROL_CLASSES, LABEL_CLASSES } from '#web/ui/control-classes.ts';
import { FieldHelp } from '#web/ui/field-help.tsx';
import { useFieldIds } from '#web/ui/field-ids.ts';
import { RequiredMark } from '#web/ui/required-mark.tsx';
import { SelectInput } from '#web/ui/select-input.tsx';
import { TextInput } from '#web/ui/text-input.tsx';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { FormColorsInput } from './form-colors-input.tsx';
import { FORM_LABELS } from './form.types.ts';

// The markdown editor is large (CodeMirror, highlight.js, KaTeX): only a form with a textEditor
// input downloads it, after hydration; until then (and on the server) it is a plain textarea.
const MarkdownEditor = lazy(() => import('#web/editor/fields/markdown-editor.client.tsx'));

export interface FormFieldProps {
  input: FormInput;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  /** The site's unique id, for images pasted into a text editor. */
  siteId: string | null;
  disabled?: boolean;
}

const IMAGE_ACCEPT = UPLOAD_IMAGE_MIMES.join(',');

/** A rating is a number input with itemsCount (spec 3 §3, §9). */
export const isRating = (input: FormInput): boolean => input.type === 'number' && typeof input.itemsCount === 'number' && input.itemsCount > 0;

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Label, control, help and error for the controls the ui primitives do not cover. */
function FieldFrame({ label, required, ids, hint, error, children, as = 'label' }: {
  label: string;
  required: boolean;
  ids: ReturnType<typeof useFieldIds>;
  hint?: string;
  error?: string;
  children: ReactNode;
  as?: 'label' | 'legend';
}): ReactElement {
  const heading = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  if (as === 'legend') {
    return (
      <fieldset className="flex flex-col gap-1.5" aria-describedby={ids.describedBy}>
        <legend className={LABEL_CLASSES}>{heading}</legend>
        {children}
        <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.inputId} id={`${ids.inputId}-label`} className={LABEL_CLASSES}>
        {heading}
      </label>
      {children}
      <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
    </div>
  );
}

export function FormField({ input, value, onChange, error, siteId, disabled }: FormFieldProps): ReactElement {
  const label = input.label?.trim() || input.name;
  const required = input.validationObject?.required === true;
  const hint = input.info?.trim() || undefined;
  const ids = useFieldIds({ hint, error });
  const isClient = useIsClient();
  const off = disabled === true || input.disabled === true;
  const invalid = error !== undefined && error !== '';
  const common = { 'aria-invalid': invalid || undefined, 'aria-describedby': ids.describedBy, disabled: off };
  const placeholder = input.placeholder || undefined;

  let control: ReactNode;
  switch (input.type) {
    case 'select':
      control = (
        <SelectInput
          name={input.name}
          label={label}
          required={required}
          hint={hint}
          error={error}
          disabled={off}
          placeholder={FORM_LABELS.selectPlaceholder}
          options={(input.options ?? []).map((option) => ({ label: option.name, value: option.value }))}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case 'checkbox':
      control = <CheckboxInput name={input.name} label={label} required={required} hint={hint} error={error} disabled={off} checked={value === true} onChange={(event) => onChange(event.target.checked)} />;
      break;
    case 'radio':
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint} error={error} as="legend">
          <div className="flex flex-col gap-1">
            {(input.options ?? []).map((option) => (
              <label key={option.name} className="flex items-center gap-2 text-sm">
                {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid stays on each radio until the one field shell (issue 22 item 4) puts it on the group; dom tests read it there */}
                <input type="radio" name={input.name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} disabled={off} aria-invalid={invalid || undefined} className="size-4 accent-primary" />
                {option.name}
              </label>
            ))}
          </div>
        </FieldFrame>
      );
      break;
    case 'textarea':
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint} error={error}>
          <textarea id={ids.inputId} name={input.name} rows={5} placeholder={placeholder} required={required} value={asText(value)} onChange={(event) => onChange(event.target.value)} className={CONTROL_CLASSES} {...common} />
        </FieldFrame>
      );
      break;
    case 'textEditor': {
      const plain = (
        <textarea id={ids.inputId} name={input.name} rows={8} placeholder={placeholder} required={required} value={asText(value)} onChange={(event) => onChange(event.target.value)} className={CONTROL_CLASSES} {...common} />
      );
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint} error={error}>
          {isClient ? (
            <Suspense fallback={plain}>
              <div aria-describedby={ids.describedBy}>
                <MarkdownEditor value={asText(value)} onChange={onChange} siteId={siteId} readOnly={off} labelledBy={`${ids.inputId}-label`} />
              </div>
            </Suspense>
          ) : (
            plain
          )}
        </FieldFrame>
      );
      break;
    }
    case 'file':
    case 'files':
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint} error={error}>
          <input
            id={ids.inputId}
            name={input.name}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={input.type === 'files'}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              onChange(input.type === 'files' ? files : (files[0] ?? null));
            }}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5"
            {...common}
          />
          {typeof value === 'string' && value !== '' ? <p className="text-sm text-fg-muted">{value}</p> : null}
        </FieldFrame>
      );
      break;
    case 'colors':
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint ?? `Up to ${COLORS_INPUT_MAX} colours.`} error={error} as="legend">
          <FormColorsInput id={ids.inputId} value={value} onChange={onChange} describedBy={ids.describedBy} invalid={invalid} />
        </FieldFrame>
      );
      break;
    case 'array':
      control = (
        <div className="flex flex-col gap-1.5" aria-describedby={ids.describedBy} role="group" aria-label={label}>
          <ArrayInput name={input.name} label={label} fields={input.arrayFields ?? []} value={value} onChange={onChange} min={input.min} max={input.max} readOnly={off} />
          <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
        </div>
      );
      break;
    case 'color':
      control = (
        <FieldFrame label={label} required={required} ids={ids} hint={hint} error={error}>
          <input id={ids.inputId} name={input.name} type="color" value={asText(value) || '#000000'} onChange={(event) => onChange(event.target.value)} className="h-10 w-16 rounded border border-border" {...common} />
        </FieldFrame>
      );
      break;
    case 'number':
      if (isRating(input)) {
        control = (
          <div className="flex flex-col gap-1.5">
            <StarRatingInput name={input.name} label={label} count={input.itemsCount ?? RATING_DEFAULTS.itemsCount} value={typeof value === 'number' ? value : 0} onChange={(next) => onChange(next === 0 ? null : next)} readOnly={off} />
            <FieldHelp hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={error} />
          </div>
        );
        break;
      }
      control = <TextInput name={input.name} label={label} type="number" required={required} hint={hint} error={error} disabled={off} placeholder={placeholder} value={asText(value)} onChange={(event) => onChange(event.target.value)} />;
      break;
    default:
      control = (
        <TextInput
          name={input.name}
          label={label}
          type={input.type}
          required={required}
          hint={hint}
          error={error}
          disabled={off}
          placeholder={placeholder}
          autoComplete={input.type === 'password' ? 'new-password' : undefined}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
  return (
    <div data-field={input.name} className={cx('flex flex-col')}>
      {control}
    </div>
  );
}
