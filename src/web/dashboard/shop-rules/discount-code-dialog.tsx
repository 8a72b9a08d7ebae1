import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#core/content/content-sources.ts';
import { SITE_CURRENCIES, currencyOf, minorToDecimalString, moneyInputToMinor } from '#core/money/currency.ts';
import { DEFAULT_PRODUCT_ADMIN_FILTER, PRODUCT_ADMIN_MAX_LIMIT } from '#core/products/product-admin.ts';
import { PRODUCT_CATEGORIES } from '#core/products/product-rules.ts';
import { DISCOUNT_KIND_LABELS, DISCOUNT_KINDS, checkDiscountCode, type DiscountField, type DiscountKind } from '#core/shop-rules/discounts.ts';
import type { DiscountCodeView } from '#core/shop-rules/owner-api.ts';
import { DISCOUNT_SCREEN as D, SHOP_RULES_COMMON as C } from '#core/shop-rules/screen-messages.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';
import { fetchProducts, productsKey } from '#web/dashboard/products/products-requests.ts';
import { ChecklistPicker } from './checklist-picker.tsx';
import { useFieldErrors } from './shop-rules-kit.tsx';
import { codesKey, saveCode, type CodeBody } from './shop-rules-requests.ts';

const FIELDS: readonly DiscountField[] = ['code', 'kind', 'value', 'minSubtotalCents', 'startsAt', 'endsAt', 'usageLimit', 'perEmailLimit', 'productIds', 'categories', 'active'];
const KIND_OPTIONS = DISCOUNT_KINDS.map((value) => ({ value, label: DISCOUNT_KIND_LABELS[value] }));
const CATEGORY_VALUES = new Set<string>(PRODUCT_CATEGORIES.map((option) => option.value));

/** An instant as a datetime-local field shows it, in the browser's time zone ('2026-12-01T09:00'). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local field's value as an instant; '' is none, and text that is no date is sent as typed for the rules to name. */
const fromLocalInput = (text: string): string | null => {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

const limitOf = (text: string): number | string | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/** The site's products to limit a code to, found by the products screen's search (the first 100 by name). */
function ProductPicker({ siteId, value, onChange, error }: { siteId: string; value: string[]; onChange(next: string[]): void; error?: string }): ReactNode {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = { ...DEFAULT_PRODUCT_ADMIN_FILTER, siteId, q, sort: 'name' as const, direction: 'asc' as const };
  const query = useQuery({
    queryKey: [...productsKey(siteId), 'picker', q],
    queryFn: ({ signal }) => fetchProducts(filter, signal, PRODUCT_ADMIN_MAX_LIMIT),
    placeholderData: keepPreviousData,
  });
  // Names of every product seen, so a chosen one keeps its name when a new search leaves it out.
  const names = useRef(new Map<string, string>());
  const options = (query.data?.products ?? []).map((product) => ({ value: product.id, label: product.name || product.id }));
  for (const option of options) names.current.set(option.value, option.label);
  return (
    <ChecklistPicker
      label={D.products}
      hint={D.productsHint}
      error={error}
      options={options}
      value={value}
      onChange={onChange}
      searchLabel={D.searchProducts}
      onSearch={setSearch}
      labelOf={(id) => names.current.get(id) ?? D.unknownProduct}
      chosenText={D.productsChosen}
      status={
        query.isPending ? (
          <p role="status" className="text-sm text-fg-muted">
            {D.loadingProducts}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-danger">
            {D.productsFailed} {query.error.message}
          </p>
        ) : null
      }
    />
  );
}

/**
 * A discount code's terms: percent off, an amount off (typed in the shop's currency, sent in minor
 * units) or free shipping; a minimum subtotal; when it starts and ends; its limits in all and per
 * buyer email; the products or categories it is limited to; whether it is active.
 */
export function DiscountCodeDialog({ siteId, code, currency, onClose }: { siteId: string; code: DiscountCodeView | null; currency: string; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const money = (minor: number | null) => (minor === null ? '' : minorToDecimalString(minor, currency));
  const [name, setName] = useState(code?.code ?? '');
  const [kind, setKind] = useState<DiscountKind>(code?.kind ?? 'percent');
  const [value, setValue] = useState(code === null || code.kind === 'free_shipping' ? '' : code.kind === 'fixed' ? money(code.value) : String(code.value));
  const [minSubtotal, setMinSubtotal] = useState(money(code?.minSubtotalCents ?? null));
  const [startsAt, setStartsAt] = useState(toLocalInput(code?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(code?.endsAt ?? null));
  const [usageLimit, setUsageLimit] = useState(code?.usageLimit === null || code === null ? '' : String(code.usageLimit));
  const [perEmailLimit, setPerEmailLimit] = useState(code?.perEmailLimit === null || code === null ? '' : String(code.perEmailLimit));
  const [productIds, setProductIds] = useState<string[]>(code?.productIds ?? []);
  const [categories, setCategories] = useState<string[]>(code?.categories ?? []);
  const [active, setActive] = useState(code?.active ?? true);
  const fields = useFieldErrors(FIELDS);
  const save = useMutation({
    mutationFn: (body: CodeBody) => saveCode(siteId, code?.id ?? null, body),
    onSuccess: (saved) => {
      notify.success(D.codeSaved(saved.code));
      onClose();
    },
    onError: (error) => fields.fromServer(error, C.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codesKey(siteId) }),
  });
  const symbol = SITE_CURRENCIES[currencyOf(currency)].symbol;

  const submit = () => {
    const own: Partial<Record<DiscountField, string[]>> = {};
    let sentValue: number | string = 0;
    if (kind === 'percent') sentValue = value.trim().replace(',', '.');
    if (kind === 'fixed') {
      const minor = moneyInputToMinor(value, currency);
      if (minor === null || minor === 0) own.value = [D.amountInvalid];
      sentValue = minor ?? 0;
    }
    const minSubtotalCents = minSubtotal.trim() === '' ? null : moneyInputToMinor(minSubtotal, currency);
    if (minSubtotal.trim() !== '' && minSubtotalCents === null) own.minSubtotalCents = [D.minInvalid];
    const body: CodeBody = {
      code: name.trim(),
      kind,
      value: sentValue,
      minSubtotalCents,
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      usageLimit: limitOf(usageLimit) as number | null,
      perEmailLimit: limitOf(perEmailLimit) as number | null,
      productIds,
      categories,
      active,
    };
    if (fields.show({ ...checkDiscountCode(body, { isCategory: (category) => CATEGORY_VALUES.has(category) }).errors, ...own })) return;
    save.mutate(body);
  };

  const text = (field: DiscountField, current: string, set: (next: string) => void) => ({
    name: field,
    value: current,
    error: fields.errors[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value);
      fields.clear(field);
    },
  });

  return (
    <FormDialog
      title={D.codeTitle(code?.code ?? null)}
      submitLabel={D.saveCode}
      cancelLabel={C.cancel}
      saving={save.isPending}
      cancelDisabled={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
      <TextInput label={D.code} hint={D.codeHint} required maxLength={40} {...text('code', name, setName)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label={D.kind}
          name="kind"
          options={KIND_OPTIONS}
          value={kind}
          error={fields.errors.kind}
          onChange={(event) => {
            setKind(DISCOUNT_KINDS.find((option) => option === event.target.value) ?? 'percent');
            fields.clear('value');
          }}
        />
        {kind === 'percent' ? <TextInput label={`${D.percent} (%)`} required inputMode="decimal" {...text('value', value, setValue)} /> : null}
        {kind === 'fixed' ? <TextInput label={`${D.amount} (${symbol})`} required inputMode="decimal" {...text('value', value, setValue)} /> : null}
      </div>
      <TextInput label={`${D.minSubtotal} (${symbol})`} hint={D.minSubtotalHint} inputMode="decimal" {...text('minSubtotalCents', minSubtotal, setMinSubtotal)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={D.startsAt} type="datetime-local" hint={D.datesHint} {...text('startsAt', startsAt, setStartsAt)} />
        <TextInput label={D.endsAt} type="datetime-local" {...text('endsAt', endsAt, setEndsAt)} />
        <TextInput label={D.usageLimit} hint={D.limitHint} inputMode="numeric" {...text('usageLimit', usageLimit, setUsageLimit)} />
        <TextInput label={D.perEmailLimit} hint={D.limitHint} inputMode="numeric" {...text('perEmailLimit', perEmailLimit, setPerEmailLimit)} />
      </div>
      <ProductPicker
        siteId={siteId}
        value={productIds}
        error={fields.errors.productIds}
        onChange={(next) => {
          setProductIds(next);
          fields.clear('productIds');
        }}
      />
      <ChecklistPicker
        label={D.categories}
        options={PRODUCT_CATEGORIES}
        value={categories}
        onChange={(next) => {
          setCategories(next);
          fields.clear('categories');
        }}
        searchLabel={D.searchCategories}
        chosenText={D.categoriesChosen}
        error={fields.errors.categories}
      />
      <CheckboxInput label={D.active} name="active" hint={D.activeHint} checked={active} error={fields.errors.active} onChange={(event) => setActive(event.target.checked)} />
    </FormDialog>
  );
}
