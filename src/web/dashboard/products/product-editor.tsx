// The product editor (issue 24 item 2, decision 052): a product of the site's `products` collection
// as a real form. It reads and writes through the data API (the same write path, membership checked
// on every request, the same rules: product-rules.ts, the three-way merge and its 409); the rating
// and review count are shown, never sent: the server derives them from approved reviews.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DATA_API_MESSAGES } from '#core/forms/messages.ts';
import { SITE_CURRENCIES, currencyOf } from '#core/money/currency.ts';
import type { PriceMoney } from '#core/products/price-display.ts';
import { siteProductEdit } from '#core/paths/routes.ts';
import { PRODUCT_EDITOR_LABELS as L } from '#core/products/product-editor-messages.ts';
import { PRODUCT_FORM_FIELDS, productFormState, productFormValues, productLoadedValues, promoteImage, suggestSlug, variantStockTotal, type ProductFormState } from '#core/products/product-form.ts';
import { PRODUCT_CATEGORIES, PRODUCT_LIMITS, PRODUCT_STATUSES, productFieldErrors } from '#core/products/product-rules.ts';
import { LOW_STOCK_THRESHOLD, normalizeProduct } from '#core/products/product.ts';
import { priceDisplay } from '#core/products/price-display.ts';
import { toNumberValue } from '#core/rules/number-value.ts';
import { DIGITAL_FIELD } from '#core/shop-rules/product-terms.ts';
import { TAX_CLASS_LABELS, TAX_CLASSES, taxClassOf } from '#core/shop-rules/tax.ts';
import { api } from '#web/api/client.ts';
import { EditorScopeProvider } from '#web/block-fields/editor-scope.tsx';
import { MarkdownField } from '#web/block-fields/markdown-field.tsx';
import { MultiImageField } from '#web/block-fields/multi-image-field.tsx';
import { SingleImageField } from '#web/block-fields/single-image-field.tsx';
import { VariantEditor } from '#web/block-fields/variant-editor.tsx';
import { sendSubmission } from '#web/blocks/form/form-request.ts';
import { Button } from '#web/ui/button.tsx';
import { FormError } from '#web/ui/form-notice.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';

const COLLECTION = 'products';
type ProductRecord = Record<string, unknown> & { id: string };
type Errors = Partial<Record<string, string>>;

export const productKey = (siteId: string, id: string) => ['product-editor', siteId, id] as const;
const fetchProduct = (siteId: string, id: string, signal: AbortSignal) =>
  api.get<{ data: ProductRecord }>(`/api/data/${COLLECTION}/${encodeURIComponent(id)}`, { signal, query: { siteId } }).then((answer) => answer.data);

/** The inputs the write sends, as the data API's multipart body names them (no file parts: images are gallery urls). */
const SENT_INPUTS = PRODUCT_FORM_FIELDS.map((name) => ({ name, type: 'text' as const }));

/** `money`: the shop's currency and language (decision 060): prices are entered and previewed in it. */
export function ProductEditor({ siteId, productId, money }: { siteId: string; productId: string | null; money: PriceMoney }): ReactNode {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: productKey(siteId, productId ?? ''),
    queryFn: ({ signal }) => fetchProduct(siteId, productId!, signal),
    enabled: productId !== null,
  });
  let body: ReactNode;
  if (productId === null) body = <ProductForm siteId={siteId} record={null} money={money} />;
  else if (query.data) body = <ProductForm key={String(query.data.updated_at)} siteId={siteId} record={query.data} money={money} />;
  else if (query.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-danger bg-danger/10 p-3 text-sm">
        <span>
          {L.loadFailed} {query.error.message}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {L.retry}
        </Button>
      </div>
    );
  else
    body = (
      <p role="status" className="text-sm text-fg-muted">
        {L.loading}
      </p>
    );
  // The gallery, uploads and the markdown editor's images are the site's.
  return (
    <EditorScopeProvider scope={{ siteUniqueId: siteId }} client={queryClient}>
      {body}
    </EditorScopeProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The error of a field whose control is a shared editor field without an error slot of its own. */
function FieldMessage({ error }: { error: string | undefined }): ReactNode {
  return error ? <p className="text-sm font-medium text-danger">{error}</p> : null;
}

function ProductForm({ siteId, record, money }: { siteId: string; record: ProductRecord | null; money: PriceMoney }): ReactNode {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ProductFormState>(() => productFormState(record));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const [startTime] = useState(() => Date.now());
  const stored = record ? normalizeProduct(record) : null;

  const set = <K extends keyof ProductFormState>(field: K, value: ProductFormState[K], errorKey: string = field) => {
    setState((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[errorKey] ? { ...current, [errorKey]: undefined } : current));
  };
  const text = (field: keyof ProductFormState & string) => ({
    name: field,
    value: state[field] as string,
    error: errors[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });

  const showErrors = (fieldErrors: Record<string, string[] | undefined>, message: string) => {
    const first: Errors = Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list?.[0]]));
    setErrors(first);
    setGeneral(message);
    // The first field named, else the message at the top (a field without a control of its own: the variants).
    requestAnimationFrame(() => (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alertRef.current)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values = productFormValues(state);
    const problems = productFieldErrors(COLLECTION, values, { complete: true });
    if (problems) return showErrors(problems, L.fixErrors);
    setErrors({});
    setGeneral(null);
    setConflict(false);
    setBusy(true);
    try {
      const result = await sendSubmission({
        collection: COLLECTION,
        inputs: SENT_INPUTS,
        values,
        recordId: record?.id,
        siteId,
        startTime,
        token: null,
        honeypot: '',
        loaded: record ? productLoadedValues(record) : undefined,
      });
      if (result.kind === 'saved' && result.data) {
        const saved = result.data as ProductRecord;
        queryClient.setQueryData(productKey(siteId, saved.id), saved);
        if (record) notify.success(L.saved);
        else {
          notify.success(L.created);
          await navigate(siteProductEdit(siteId, saved.id), { replace: true });
        }
        return;
      }
      if (result.kind === 'invalid') {
        // The 409 of the three-way merge names the fields someone else changed since the form was opened.
        setConflict(result.error === DATA_API_MESSAGES.changedMeanwhile);
        return showErrors(result.validationErrors, result.error === DATA_API_MESSAGES.changedMeanwhile ? result.error : L.fixErrors);
      }
      setGeneral(result.kind === 'failed' ? result.error : L.fixErrors);
    } finally {
      setBusy(false);
    }
  };

  const price = toNumberValue(state.price);
  const preview = price !== null ? priceDisplay({ price, discount_price: toNumberValue(state.discount_price) }, money) : null;
  const symbol = SITE_CURRENCIES[currencyOf(money.currency)].symbol;
  const variantTotal = variantStockTotal(state.variants);
  const suggested = suggestSlug(state.name);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="flex min-w-0 flex-col gap-4">
      <div ref={alertRef} tabIndex={-1} className="outline-none">
        <FormError message={general} className="" />
        {conflict && record ? (
          <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => void queryClient.invalidateQueries({ queryKey: productKey(siteId, record.id) })}>
            {L.reloadLatest}
          </Button>
        ) : null}
      </div>

      <Section title={L.sections.basics}>
        <TextInput label={L.name} required maxLength={PRODUCT_LIMITS.name} {...text('name')} />
        <TextInput label={L.subtitle} maxLength={PRODUCT_LIMITS.subtitle} {...text('subtitle')} />
        <MarkdownField label={L.description} value={state.description} onChange={(value) => set('description', value)} readOnly={busy} maxLength={PRODUCT_LIMITS.description} />
        <FieldMessage error={errors.description} />
      </Section>

      <Section title={L.sections.images}>
        <SingleImageField name="image" label={L.mainImage} value={state.image} onChange={(url) => set('image', url)} readOnly={busy} />
        <FieldMessage error={errors.image} />
        <MultiImageField<{ url: string }>
          name="images_other"
          label={L.otherImages}
          value={state.images_other.map((url) => ({ url }))}
          onChange={(items) => set('images_other', items.map((item) => item.url))}
          createItem={(url) => ({ url })}
          readOnly={busy}
          itemAction={{ text: L.makeMain, label: L.makeMainLabel, onAction: (index) => setState((current) => ({ ...current, ...promoteImage(current, index) })) }}
        />
        <FieldMessage error={errors.images_other} />
      </Section>

      <Section title={L.sections.pricing}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={`${L.price} (${symbol})`} hint={L.currencyHint(money.currency)} required inputMode="decimal" autoComplete="off" {...text('price')} />
          <TextInput label={`${L.discountPrice} (${symbol})`} hint={L.discountHint} inputMode="decimal" autoComplete="off" {...text('discount_price')} />
        </div>
        {preview ? (
          <p className="text-sm" aria-live="polite">
            {L.shopperSees}: <strong>{preview.formatted}</strong>
            {preview.hasDiscount ? (
              <>
                {' '}
                ({L.was} <s>{preview.formattedList}</s>, {L.percentOff(preview.percentOff)})
              </>
            ) : null}
          </p>
        ) : null}
      </Section>

      <Section title={L.sections.organisation}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput label={L.status} options={PRODUCT_STATUSES.map((value) => ({ value, label: L.statusOptions[value] }))} {...text('status')} />
          <SelectInput label={L.category} placeholder={L.chooseCategory} options={PRODUCT_CATEGORIES} {...text('category')} />
        </div>
        <TextInput label={L.tags} hint={L.tagsHint} {...text('tags')} />
      </Section>

      <Section title={L.sections.variants}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label={L.stock}
            inputMode="numeric"
            hint={variantTotal === null ? L.stockHint : L.stockFromVariants}
            {...text('stock')}
            value={variantTotal === null ? state.stock : String(variantTotal)}
            readOnly={variantTotal !== null}
          />
          <TextInput label={L.lowStockThreshold} inputMode="numeric" hint={L.lowStockHint(LOW_STOCK_THRESHOLD)} {...text('low_stock_threshold')} />
        </div>
        <VariantEditor value={state.variants} onChange={(next) => set('variants', next, 'variant_stock')} readOnly={busy} />
        <FieldMessage error={errors.variant_stock} />
      </Section>

      <Section title={L.sections.shipping}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={L.shippingWeight} hint={L.shippingWeightHint} inputMode="decimal" autoComplete="off" {...text('shipping_weight')} disabled={busy || state.is_digital} />
          <TextInput label={L.sizeGuide} hint={L.sizeGuideHint} {...text('size_guide_url')} />
          <SelectInput
            label={L.taxClass}
            hint={L.taxClassHint}
            options={TAX_CLASSES.map((value) => ({ value, label: TAX_CLASS_LABELS[value] }))}
            {...text('tax_class')}
            onChange={(event) => set('tax_class', taxClassOf(event.target.value))}
          />
        </div>
        <CheckboxInput
          label={L.digital}
          hint={L.digitalHint}
          name={DIGITAL_FIELD}
          checked={state.is_digital}
          disabled={busy}
          error={errors[DIGITAL_FIELD]}
          onChange={(event) => set('is_digital', event.target.checked)}
        />
      </Section>

      <Section title={L.sections.seo}>
        <TextInput label={L.seoTitle} maxLength={PRODUCT_LIMITS.seoTitle} {...text('seo_title')} />
        <TextArea label={L.seoDescription} rows={3} maxLength={PRODUCT_LIMITS.seoDescription} {...text('seo_description')} />
        <SingleImageField name="seo_image" label={L.seoImage} value={state.seo_image} onChange={(url) => set('seo_image', url)} readOnly={busy} />
        <FieldMessage error={errors.seo_image} />
        <TextInput label={L.slug} hint={L.slugHint(state.slug ? '' : suggested)} placeholder={suggested} maxLength={PRODUCT_LIMITS.slug} {...text('slug')} />
      </Section>

      {stored ? (
        <Section title={L.sections.reviews}>
          <dl className="text-sm">
            <dt className="font-medium">{L.rating}</dt>
            <dd>{stored.rating !== null && stored.review_count > 0 ? L.ratingValue(stored.rating, stored.review_count) : L.noReviews}</dd>
          </dl>
          <p className="text-xs text-fg-muted">{L.ratingHint}</p>
        </Section>
      ) : null}

      <div className="sticky bottom-0 flex justify-end border-t border-border bg-surface py-3">
        <Button type="submit" loading={busy}>
          {busy ? L.saving : record ? L.save : L.create}
        </Button>
      </div>
    </form>
  );
}
