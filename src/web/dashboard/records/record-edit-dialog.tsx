// Editing one record of a site's data collection from the dashboard's records table (issue #9
// part 6). The fields are the collection's form definition, drawn by the Form block's own
// FormField and checked by the same rule engine the API runs; the write is the Form block's PUT.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { freeFormInputs } from '#core/content/record-table.ts';
import type { FormInput } from '#core/forms/form-input.ts';
import { rulesForInputs } from '#core/forms/input-rules.ts';
import { FORM_SUCCESS } from '#core/forms/messages.ts';
import { siteCollections, siteProductEdit } from '#core/paths/routes.ts';
import { PRODUCT_EDITOR_LABELS } from '#core/products/product-editor-messages.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { firstMessages, focusFirstInvalid, type FieldErrors } from '#web/blocks/form/field-errors.ts';
import { FormField } from '#web/blocks/form/form-field.tsx';
import { sendSubmission, type FormValues } from '#web/blocks/form/form-request.ts';
import { initialValues, loadedValues, submittedValues } from '#web/blocks/form/form-values.ts';
import type { FormRecord } from '#web/blocks/form/form.types.ts';
import { itemId, type ContentItem } from '#web/dashboard/content/content-item.ts';
import { contentListScopeKey } from '#web/dashboard/content/use-content-list.ts';
import { Button } from '#web/ui/button.tsx';
import { Modal } from '#web/ui/modal.tsx';
import { notify } from '#web/ui/toast.ts';
import { useCollectionFields } from './use-collection-fields.ts';
import { PRODUCTS_COLLECTION } from '#core/product-list/product-list-query.ts';
import { variantProblems } from '#core/product-variants/variant-editing.ts';
import { MAX_PER_ORDER_FIELD, MAX_PER_ORDER_HINT, MAX_PER_ORDER_LABEL, isProductsCollection, productFieldErrors } from '#core/products/product-rules.ts';
import { VariantEditor, readVariants } from '#web/block-fields/variant-editor.tsx';

/** A product's variant fields, edited together by the variant editor (spec 3 §5). */
const VARIANT_INPUTS: readonly FormInput[] = [
  { name: 'colors', type: 'array' },
  { name: 'sizes', type: 'array' },
  { name: 'variant_stock', type: 'array' },
];

/** A product's own most-per-order (decision 034), offered with the other fields of a free-form product. */
const MAX_PER_ORDER_INPUT: FormInput = { name: MAX_PER_ORDER_FIELD, type: 'number', label: MAX_PER_ORDER_LABEL, info: MAX_PER_ORDER_HINT };

/** A free-form products record's inputs with the most-per-order input (once, labelled); other inputs as they are. */
function withProductLimit(collection: string, inputs: FormInput[], defined: boolean): FormInput[] {
  if (defined || !isProductsCollection(collection)) return inputs;
  return [...inputs.filter((input) => input.name !== MAX_PER_ORDER_FIELD), MAX_PER_ORDER_INPUT];
}

/** Products (or records that carry variant stock) get the variant editor, unless their form defines those fields itself. */
function editsVariants(collection: string, record: ContentItem, inputs: readonly FormInput[]): boolean {
  if (inputs.some((input) => VARIANT_INPUTS.some((variant) => variant.name === input.name))) return false;
  return collection === PRODUCTS_COLLECTION || 'variant_stock' in record;
}

export const RECORD_EDIT_LABELS = {
  title: (name: string) => `Edit ${name}`,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  retry: 'Retry',
  loadingFields: 'Loading the collection’s fields…',
  fieldsFailed: (reason: string) => `The collection’s fields could not be loaded: ${reason}`,
  freeForm:
    'This collection has no fields defined, so this record’s values are edited as they are: text, numbers and yes/no. Lists and other structured values stay unchanged.',
  defineFields: 'Define its fields',
  nothingToEdit: 'This record has no plain values to edit here. Define the collection’s fields to edit it as a form.',
  otherErrors: 'The server refused some values:',
} as const;

export interface RecordEditDialogProps {
  collection: string;
  siteUniqueId: string | null;
  record: ContentItem;
  /** What the table calls the record (its first column). */
  name: string;
  onClose(): void;
}

/**
 * Why free-form editing rather than a refusal when no fields are defined: records arrive by
 * import or by forms before anyone defines the collection, the API takes free-form edits from
 * the site's members, and someone who opens Edit on a row expects to change what the row shows.
 */
export function RecordEditDialog({ collection, siteUniqueId, record, name, onClose }: RecordEditDialogProps): ReactNode {
  const definition = useCollectionFields(collection, siteUniqueId);
  const formId = useId();
  const [saving, setSaving] = useState(false);

  let body: ReactNode;
  let canSave = false;
  if (definition.fields === undefined) {
    body = definition.error ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger/10 p-3 text-sm">
        <span>{RECORD_EDIT_LABELS.fieldsFailed(definition.error.message)}</span>
        <Button variant="secondary" size="sm" onClick={definition.retry} loading={definition.retrying}>
          {RECORD_EDIT_LABELS.retry}
        </Button>
      </div>
    ) : (
      <p role="status" className="text-sm text-fg-muted">
        {RECORD_EDIT_LABELS.loadingFields}
      </p>
    );
  } else {
    const defined = definition.fields.length > 0;
    const inputs = withProductLimit(collection, defined ? definition.fields : freeFormInputs(record), defined);
    canSave = inputs.length > 0;
    body = (
      <div className="flex flex-col gap-4">
        {isProductsCollection(collection) && siteUniqueId ? (
          <a
            href={siteProductEdit(siteUniqueId, itemId(record))}
            className="self-start text-sm font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {PRODUCT_EDITOR_LABELS.openInEditor}
          </a>
        ) : null}
        {!defined && siteUniqueId ? (
          <p className="rounded-md border border-border bg-surface-muted p-3 text-sm">
            {inputs.length > 0 ? RECORD_EDIT_LABELS.freeForm : RECORD_EDIT_LABELS.nothingToEdit}{' '}
            <a href={siteCollections(siteUniqueId)} className="font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {RECORD_EDIT_LABELS.defineFields}
            </a>
          </p>
        ) : null}
        {canSave ? (
          <RecordEditForm
            id={formId}
            collection={collection}
            siteUniqueId={siteUniqueId}
            record={record}
            inputs={inputs}
            onlyChanged={!defined}
            onSavingChange={setSaving}
            onDone={onClose}
          />
        ) : null}
      </div>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={RECORD_EDIT_LABELS.title(name)}
      size="lg"
      // A stray click beside the panel must not throw away what was typed.
      closeOnOverlayClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {RECORD_EDIT_LABELS.cancel}
          </Button>
          {canSave ? (
            <Button type="submit" form={formId} loading={saving}>
              {saving ? RECORD_EDIT_LABELS.saving : RECORD_EDIT_LABELS.save}
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </Modal>
  );
}

interface RecordEditFormProps {
  id: string;
  collection: string;
  siteUniqueId: string | null;
  record: ContentItem;
  inputs: readonly FormInput[];
  /** Free-form edits send only what changed, so an untouched empty value is not rewritten as ''. */
  onlyChanged: boolean;
  onSavingChange(saving: boolean): void;
  onDone(): void;
}

function RecordEditForm({ id, collection, siteUniqueId, record, inputs, onlyChanged, onSavingChange, onDone }: RecordEditFormProps): ReactNode {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState<FormValues>(() => initialValues(inputs, record as FormRecord));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  // Signed-in writes without a published form skip the visitor timing check; the field is still sent.
  const [startTime] = useState(() => Date.now());
  const withVariants = editsVariants(collection, record, inputs);
  const [initialVariants] = useState(() => readVariants(record));
  const [variants, setVariants] = useState(initialVariants);

  const setValue = (name: string, value: unknown): void => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)) : current));
  };

  const showInvalid = (fieldErrors: FieldErrors, general: ReactNode): void => {
    setErrors(fieldErrors);
    setGeneralError(general);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, inputs, fieldErrors));
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const problems = validateFields(values, rulesForInputs(inputs));
    if (problems) return showInvalid(firstMessages(problems), null);
    // The money rule the server applies to products (prices from 0 to 1,000,000 in whole cents).
    const productProblems = productFieldErrors(collection, submittedValues(inputs, values));
    if (productProblems) return showInvalid(firstMessages(productProblems), null);
    // The variant editor shows its own banners; a duplicate is not saved.
    if (withVariants && variantProblems(variants).length > 0) return;

    const variantsChanged = withVariants && JSON.stringify(variants) !== JSON.stringify(initialVariants);
    const next: FormValues = { ...submittedValues(inputs, values), ...(variantsChanged ? variants : {}) };
    const before = submittedValues(inputs, initial);
    const sent = [...(onlyChanged ? inputs.filter((input) => !Object.is(next[input.name], before[input.name])) : inputs), ...(variantsChanged ? VARIANT_INPUTS : [])];
    if (sent.length === 0) return onDone();

    setErrors({});
    setGeneralError(null);
    setBusy(true);
    onSavingChange(true);
    try {
      // `loaded`: a field sent as it was shown keeps what a checkout or another editor wrote since.
      const loaded = loadedValues(sent, record as FormRecord);
      const result = await sendSubmission({ collection, inputs: sent, values: next, recordId: itemId(record), siteId: siteUniqueId, startTime, token: null, honeypot: '', loaded });
      // 'aborted' is a create's answer to a bot; an update never gets it.
      if (result.kind === 'saved' || result.kind === 'aborted') {
        notify.success(FORM_SUCCESS.updated);
        // Every loaded page of the list refetches (a reset would drop Load More pages); the dialog need not wait.
        void queryClient.invalidateQueries({ queryKey: contentListScopeKey(collection, siteUniqueId) });
        onDone();
        return;
      }
      if (result.kind === 'failed') return setGeneralError(result.error);
      const fieldErrors = firstMessages(result.validationErrors);
      if (result.pathError) fieldErrors.path ??= result.pathError;
      // Errors for values this form has no input for (a rule of the stored record) are listed above the fields.
      const unshown = Object.entries(fieldErrors).filter(([field]) => !inputs.some((input) => input.name === field));
      showInvalid(
        fieldErrors,
        unshown.length > 0 ? (
          <>
            {RECORD_EDIT_LABELS.otherErrors}
            <ul className="mt-1 list-disc pl-5">
              {unshown.map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          </>
        ) : null,
      );
    } finally {
      setBusy(false);
      onSavingChange(false);
    }
  };

  return (
    <form id={id} ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="flex flex-col gap-4">
      {generalError ? (
        <div role="alert" className="rounded-md border border-danger bg-danger/10 p-3 text-sm font-medium text-danger">
          {generalError}
        </div>
      ) : null}
      {inputs.map((input, index) => (
        <FormField key={`${input.name}-${index}`} input={input} value={values[input.name]} onChange={(value) => setValue(input.name, value)} error={errors[input.name]} siteId={siteUniqueId} disabled={busy} />
      ))}
      {withVariants ? <VariantEditor value={variants} onChange={setVariants} readOnly={busy} /> : null}
    </form>
  );
}
