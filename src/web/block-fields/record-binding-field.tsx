// Editor only: on a dynamic-content template, a block's props can read a field of the record the data
// area shows (issue #9 part 5). One custom field per bindable block, `bindings`, holding
// `{ [prop]: fieldName }` (core/content/record-binding.ts); the server applies it when it renders a
// /data page. The block configs stay as they are: editor-config wraps them with withRecordBindings.
import type { ComponentMetadata, CustomField, Fields } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import type { FormInput } from '#core/forms/form-input.ts';
import type { BlockName } from '#core/pages/block-names.ts';
import { BINDABLE_PROPS, BINDINGS_PROP, RECORD_BUILT_IN_FIELDS, bindingsOf, isBindableFieldName, type BindableProp, type FieldBindings } from '#core/content/record-binding.ts';
import {
  BINDINGS_LEGEND,
  FIELDS_LOAD_FAILED,
  FIELD_NAME_LABEL,
  FIELD_NAME_PROBLEM,
  NOT_BOUND_LABEL,
  OTHER_FIELD_LABEL,
  bindingLabel,
  bindingsIntro,
  boundHint,
  fieldsLoading,
  unknownFieldOption,
} from '#core/content/record-binding-messages.ts';
import { Button } from '#web/ui/button.tsx';
import { SelectInput, type SelectOption } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { useEditorScope } from './editor-scope.tsx';
import { siteCollectionsQuery } from './site-collections-query.ts';

/** Puck metadata the page editor sets: the template's collection, so resolveFields can show the field. */
export interface RecordBindingMetadata {
  templateCollection?: string | null;
}

// Not a field name (FIELD_NAME_PATTERN never starts with '*'), so it never collides with one.
const OTHER_VALUE = '*other';

const BUILT_IN_OPTIONS: readonly SelectOption[] = RECORD_BUILT_IN_FIELDS.map((field) => ({ value: field.name, label: `${field.label} (${field.name})` }));
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(RECORD_BUILT_IN_FIELDS.map((field) => field.name));

function fieldOption(input: FormInput): SelectOption {
  const label = input.label?.trim();
  return { value: input.name, label: label && label !== input.name ? `${label} (${input.name})` : input.name };
}

function BindingControl({
  prop,
  name,
  value,
  fieldOptions,
  allowOther,
  collection,
  readOnly,
  onBind,
}: {
  prop: BindableProp;
  name: string;
  value: string | undefined;
  fieldOptions: readonly SelectOption[];
  /** The collection defines no fields: any field name may be typed. */
  allowOther: boolean;
  collection: string;
  readOnly: boolean;
  onBind: (field: string | undefined) => void;
}): ReactElement {
  const [choosingOther, setChoosingOther] = useState(false);
  // What is typed into the name input; null mirrors the stored binding.
  const [draft, setDraft] = useState<string | null>(null);
  const known = value === undefined || BUILT_IN_NAMES.has(value) || fieldOptions.some((option) => option.value === value);
  const typed = allowOther && (choosingOther || !known);
  const options: SelectOption[] = [...fieldOptions, ...BUILT_IN_OPTIONS];
  // A stored field the collection no longer defines stays visible, so it can be seen and unbound.
  if (!known && !allowOther) options.unshift({ value: value!, label: unknownFieldOption(value!, collection) });
  if (allowOther) options.push({ value: OTHER_VALUE, label: OTHER_FIELD_LABEL });
  const selected = typed ? OTHER_VALUE : (value ?? '');
  const text = draft ?? (typed && value !== undefined ? value : '');
  const problem = typed && text.trim() !== '' && !isBindableFieldName(text.trim()) ? FIELD_NAME_PROBLEM : undefined;

  return (
    <div className="flex flex-col gap-2">
      <SelectInput
        label={bindingLabel(prop.label)}
        name={`${name}.${prop.prop}`}
        options={options}
        placeholder={NOT_BOUND_LABEL}
        value={selected}
        disabled={readOnly}
        hint={value !== undefined && !typed ? boundHint(value) : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(null);
          if (next === OTHER_VALUE) {
            setChoosingOther(true);
            // A built-in bound before is replaced by whatever name is typed next.
            if (value !== undefined && known) onBind(undefined);
            return;
          }
          setChoosingOther(false);
          onBind(next === '' ? undefined : next);
        }}
      />
      {typed ? (
        <TextInput
          label={FIELD_NAME_LABEL}
          name={`${name}.${prop.prop}.name`}
          value={text}
          disabled={readOnly}
          autoComplete="off"
          spellCheck={false}
          error={problem}
          hint={problem === undefined && value !== undefined ? boundHint(value) : undefined}
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const trimmed = next.trim();
            if (trimmed === '') onBind(undefined);
            else if (isBindableFieldName(trimmed)) onBind(trimmed);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * One labelled select per bindable prop of `type`: not bound, the template collection's fields, the
 * built-in fields. Renders nothing when the page is not a template (no collection in the scope).
 */
export function RecordBindingsInput({
  type,
  name = BINDINGS_PROP,
  value,
  onChange,
  readOnly = false,
}: {
  type: BlockName;
  name?: string;
  value: unknown;
  onChange: (value: FieldBindings) => void;
  readOnly?: boolean;
}): ReactElement | null {
  const { siteUniqueId, templateCollection } = useEditorScope();
  const bindable = BINDABLE_PROPS[type] ?? [];
  const collection = templateCollection ?? null;
  const query = useQuery({ ...siteCollectionsQuery(siteUniqueId), enabled: collection !== null && bindable.length > 0 });
  if (collection === null || bindable.length === 0) return null;

  const current = bindingsOf(type, { [BINDINGS_PROP]: value });
  const bind = (prop: string, field: string | undefined) => {
    const next: FieldBindings = { ...current };
    if (field === undefined) delete next[prop];
    else next[prop] = field;
    onChange(next);
  };

  let body: ReactElement;
  if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-fg-muted">
        {fieldsLoading(collection)}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-medium text-danger">{FIELDS_LOAD_FAILED}</p>
        <p className="text-fg-muted">{query.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else {
    const inputs = query.data.find((summary) => summary.name === collection)?.fields ?? [];
    const fieldOptions = inputs.filter((input) => isBindableFieldName(input.name) && !BUILT_IN_NAMES.has(input.name)).map(fieldOption);
    body = (
      <>
        {bindable.map((prop) => (
          <BindingControl
            key={prop.prop}
            prop={prop}
            name={name}
            value={current[prop.prop]}
            fieldOptions={fieldOptions}
            allowOther={fieldOptions.length === 0}
            collection={collection}
            readOnly={readOnly}
            onBind={(field) => bind(prop.prop, field)}
          />
        ))}
      </>
    );
  }

  return (
    <fieldset className="flex flex-col gap-3" data-record-bindings="">
      <legend className="mb-1 text-sm font-semibold text-fg">{BINDINGS_LEGEND}</legend>
      <p className="text-xs text-fg-muted">{bindingsIntro(collection)}</p>
      {body}
    </fieldset>
  );
}

/** The `bindings` field of one block: hidden until resolveFields finds the page is a template. */
export function recordBindingsField(type: BlockName): CustomField<FieldBindings | undefined> {
  return {
    type: 'custom',
    // No label: Puck does not draw one for a custom field; the fieldset's legend names it.
    visible: false,
    render: ({ name, value, onChange, readOnly }) => <RecordBindingsInput type={type} name={name} value={value} onChange={onChange} readOnly={readOnly} />,
  };
}

/** A block's props with the bindings the editor may store on it. */
export type WithBindings<Props> = Props & { [BINDINGS_PROP]?: FieldBindings };

/** What the wrapper reads and writes of a block config; Puck's generic ComponentConfig is too strict to spread generically. */
interface LooseConfig {
  fields?: Fields;
  resolveFields?: (data: never, params: { fields: Fields; metadata: ComponentMetadata }) => Promise<Fields> | Fields;
}

/**
 * A block config with the `bindings` field added when the block has bindable props (BINDABLE_PROPS).
 * The field shows only on a template page, told by Puck metadata `templateCollection`; a Puck field
 * hidden by `visible: false` leaves no empty row behind, which a field rendering nothing would.
 * The config's type is kept: its props plus the optional `bindings` (WithBindings) still fit it.
 */
export function withRecordBindings<BlockConfig extends object>(type: BlockName, config: BlockConfig): BlockConfig {
  if (!BINDABLE_PROPS[type]) return config;
  const field = recordBindingsField(type);
  const { fields, resolveFields } = config as LooseConfig;
  const wrapped: LooseConfig = {
    fields: { ...fields, [BINDINGS_PROP]: field },
    resolveFields: async (data, params) => {
      const resolved = resolveFields ? await resolveFields(data, params) : params.fields;
      const { templateCollection } = params.metadata as RecordBindingMetadata;
      return { ...resolved, [BINDINGS_PROP]: { ...field, visible: typeof templateCollection === 'string' && templateCollection !== '' } };
    },
  };
  return { ...config, ...wrapped };
}
