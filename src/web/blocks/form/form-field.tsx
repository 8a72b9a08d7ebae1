// One input of the Form block, for every field type of spec 1 §3. Each control is labelled, its
// help text (`info`) and error are tied to it with aria-describedby, and an error marks it
// aria-invalid. The wrapper carries data-field so the form can focus the first invalid input.
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { COLORS_INPUT_MAX, RATING_DEFAULTS, type FormInput } from '#core/forms/form-input.ts';
import { UPLOAD_IMAGE_MIMES } from '#core/media/upload-limits.ts';
import { ArrayInput } from '#web/ui/inputs/array-input.tsx';
import { StarRatingInput } from '#web/ui/inputs/star-rating-input.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { cx } from '#web/ui/class-names.ts';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { FieldHelp } from '#web/ui/inputs/field-help.tsx';
import { useFieldIds } from '#web/ui/inputs/field-ids.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { FormColorsInput } from './form-colors-input.tsx';
import { FORM_LABELS } from './form.types.ts';

// The markdown editor is large (CodeMirror, highlight.js, KaTeX): only a form with a textEditor
// input downloads it, after hydration; until then (and on the server) it is a plain textarea.
const MarkdownEditor = lazy(() => import('#web/ui/inputs/markdown/markdown-editor.client.tsx'));

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

export function FormField({ input, value, onChange, error, siteId, disabled }: FormFieldProps): ReactElement {
  const label = input.label?.trim() || input.name;
  const required = input.validationObject?.required === true;
  const hint = input.info?.trim() || undefined;
  // The array and rating inputs label themselves (a group, a radio group): only their help needs ids.
  const ids = useFieldIds({ hint, error });
  const isClient = useIsClient();
  const off = disabled === true || input.disabled === true;
  const invalid = error !== undefined && error !== '';
  const shell = { label, required, hint, error };
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
        <FieldShell {...shell} layout="group">
          {() => (
            <div className="flex flex-col gap-1">
              {(input.options ?? []).map((option) => (
                <label key={option.name} className="flex items-center gap-2 text-sm">
                  {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio says it is invalid, as the group's error names it; screen readers announce it on the focused option (dom tests read it there) */}
                  <input type="radio" name={input.name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} disabled={off} aria-invalid={invalid || undefined} className="size-4 accent-primary" />
                  {option.name}
                </label>
              ))}
            </div>
          )}
        </FieldShell>
      );
      break;
    case 'textarea':
      control = <TextArea name={input.name} label={label} rows={5} placeholder={placeholder} required={required} hint={hint} error={error} disabled={off} value={asText(value)} onChange={(event) => onChange(event.target.value)} />;
      break;
    case 'textEditor':
      control = (
        <FieldShell {...shell}>
          {(props, shellIds) => {
            const plain = <textarea {...props} name={input.name} rows={8} placeholder={placeholder} required={required} value={asText(value)} onChange={(event) => onChange(event.target.value)} className={CONTROL_CLASSES} disabled={off} />;
            return isClient ? (
              <Suspense fallback={plain}>
                <div aria-describedby={props['aria-describedby']}>
                  <MarkdownEditor value={asText(value)} onChange={onChange} siteId={siteId} readOnly={off} labelledBy={shellIds.labelId} />
                </div>
              </Suspense>
            ) : (
              plain
            );
          }}
        </FieldShell>
      );
      break;
    case 'file':
    case 'files':
      control = (
        <FieldShell {...shell}>
          {(props) => (
            <>
              <input
                {...props}
                name={input.name}
                type="file"
                accept={IMAGE_ACCEPT}
                multiple={input.type === 'files'}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  onChange(input.type === 'files' ? files : (files[0] ?? null));
                }}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5"
                disabled={off}
              />
              {typeof value === 'string' && value !== '' ? <p className="text-sm text-fg-muted">{value}</p> : null}
            </>
          )}
        </FieldShell>
      );
      break;
    case 'colors':
      control = (
        <FieldShell {...shell} hint={hint ?? `Up to ${COLORS_INPUT_MAX} colours.`} layout="group">
          {(props) => <FormColorsInput id={props.id} value={value} onChange={onChange} describedBy={props['aria-describedby']} invalid={invalid} />}
        </FieldShell>
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
        <FieldShell {...shell}>
          {(props) => <input {...props} name={input.name} type="color" value={asText(value) || '#000000'} onChange={(event) => onChange(event.target.value)} className="h-10 w-16 rounded border border-border" disabled={off} />}
        </FieldShell>
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
