// A collection's form definition, edited as rows: name, label, type, required and, for select and
// radio, one option per line. Other settings an input already has (min, max, rules a form block
// set) are kept as they are. Checked with the server's own parser before it is sent.
import { useState, type ReactNode } from 'react';
import { parseFormDefinition } from '#core/forms/form-definition.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { FIELD_TYPE_OPTIONS, type FieldType } from '#core/options/field-types.ts';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';

export interface FieldsDialogProps {
  collection: string;
  fields: FormInput[];
  saving: boolean;
  /** The server's refusal, shown above the buttons. */
  error: string;
  onSave(fields: FormInput[]): void;
  onClose(): void;
}

interface Row {
  key: number;
  input: FormInput;
  /** select and radio: one option per line, 'Label = value' or just the value. */
  optionsText: string;
}

const HAS_OPTIONS = new Set<FieldType>(['select', 'radio']);

function optionsText(input: FormInput): string {
  return (input.options ?? []).map((option) => (option.name === option.value ? option.value : `${option.name} = ${option.value}`)).join('\n');
}

function optionsFrom(text: string): FormInput['options'] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      return at > 0 ? { name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() } : { name: line, value: line };
    });
}

function toInput(row: Row): FormInput {
  const { options: _options, ...rest } = row.input;
  return HAS_OPTIONS.has(row.input.type) ? { ...rest, options: optionsFrom(row.optionsText) } : rest;
}

let nextKey = 0;
const rowOf = (input: FormInput): Row => ({ key: nextKey++, input, optionsText: optionsText(input) });

export function FieldsDialog({ collection, fields, saving, error, onSave, onClose }: FieldsDialogProps): ReactNode {
  const [rows, setRows] = useState<Row[]>(() => fields.map(rowOf));
  const [problem, setProblem] = useState('');

  const update = (key: number, change: (row: Row) => Row) => setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  const submit = () => {
    const parsed = parseFormDefinition(rows.map(toInput));
    if (parsed.error !== null) {
      setProblem(parsed.error);
      return;
    }
    setProblem('');
    onSave(parsed.inputs);
  };

  return (
    <FormDialog
      onClose={onClose}
      size="xl"
      title={`Fields of ${collection}`}
      description="What a record of this collection holds. Records added by members, imports and edits are checked against these fields."
      submitLabel="Save fields"
      saving={saving}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
        {rows.length === 0 ? <p className="text-sm text-fg-muted">No fields yet: records of this collection are free-form. Add the fields they should have.</p> : null}
        <ol className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <li key={row.key} className="rounded-lg border border-border p-3">
              <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_10rem_auto]">
                <legend className="sr-only">Field {index + 1}</legend>
                <TextInput label="Name" name={`name-${row.key}`} required spellCheck={false} value={row.input.name} onChange={(event) => update(row.key, (r) => ({ ...r, input: { ...r.input, name: event.target.value } }))} />
                <TextInput label="Label" name={`label-${row.key}`} value={row.input.label ?? ''} onChange={(event) => update(row.key, (r) => ({ ...r, input: { ...r.input, label: event.target.value } }))} />
                <SelectInput
                  label="Type"
                  name={`type-${row.key}`}
                  value={row.input.type}
                  options={FIELD_TYPE_OPTIONS}
                  onChange={(event) => update(row.key, (r) => ({ ...r, input: { ...r.input, type: event.target.value as FieldType } }))}
                />
                <CheckboxInput
                  label="Required"
                  name={`required-${row.key}`}
                  containerClassName="self-end pb-2"
                  checked={row.input.validationObject?.required === true}
                  onChange={(event) => update(row.key, (r) => ({ ...r, input: { ...r.input, validationObject: { ...r.input.validationObject, required: event.target.checked } } }))}
                />
                {HAS_OPTIONS.has(row.input.type) ? (
                  <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-4">
                    Options, one per line ('Label = value' or just the value)
                    <textarea
                      name={`options-${row.key}`}
                      rows={3}
                      value={row.optionsText}
                      onChange={(event) => update(row.key, (r) => ({ ...r, optionsText: event.target.value }))}
                      className="rounded-md border border-border bg-surface px-3 py-2 font-normal"
                    />
                  </label>
                ) : null}
              </fieldset>
              <div className="mt-2 flex gap-2">
                <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move field ${index + 1} up`}>
                  Up
                </Button>
                <Button variant="secondary" size="sm" disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`Move field ${index + 1} down`}>
                  Down
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))} aria-label={`Remove field ${index + 1}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div>
          <Button variant="secondary" onClick={() => setRows((current) => [...current, rowOf({ name: '', type: 'text' })])}>
            Add field
          </Button>
        </div>
        {problem || error ? (
          <p role="alert" className="text-sm text-danger">
            {problem || error}
          </p>
        ) : null}
    </FormDialog>
  );
}
