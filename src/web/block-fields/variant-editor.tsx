// A product's colours (at most 10), sizes and stock per colour × size (spec 3 §5). The stock table
// is rebuilt from the cross of colours and sizes whenever either changes, keeping the stock typed
// for combinations that remain; repeated ids show the spec's banners. Used as a Puck custom field
// (variantField) and by the dashboard's record dialog for products.
import type { CustomField } from '@puckeditor/core';
import { useId, type ReactElement } from 'react';
import { MAX_PRODUCT_COLORS, rebuildVariantStock, variantProblems, type ProductVariants } from '#core/product-variants/variant-editing.ts';
import { normalizeProduct } from '#core/products/product.ts';
import { PRODUCT_RULE_MESSAGES } from '#core/products/product-rules.ts';

export const VARIANT_EDITOR_LABELS = {
  colors: 'Colours',
  sizes: 'Sizes',
  stock: 'Stock per variant',
  colorLabel: 'Name',
  colorValue: 'ID',
  colorHex: 'Colour',
  sizeLabel: 'Label',
  sizeValue: 'ID',
  addColor: 'Add colour',
  addSize: 'Add size',
  remove: 'Remove',
  colorLimit: PRODUCT_RULE_MESSAGES.colorLimit(MAX_PRODUCT_COLORS),
  noVariants: 'Add colours or sizes to track stock per variant; without them the product’s stock counts.',
  anyColor: 'any colour',
  anySize: 'any size',
} as const;

/** A list, or JSON text of one (spec 3 §3: records may hold either). */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const entries = (value: unknown): Record<string, unknown>[] =>
  listOf(value).flatMap((item) => (typeof item === 'string' ? [{ value: item, label: item }] : typeof item === 'object' && item !== null && !Array.isArray(item) ? [item as Record<string, unknown>] : []));

/**
 * Whatever a record or block holds (lists or JSON text) as editable variants. Rows being typed stay,
 * even with an empty id, so clearing a field never removes its row; the stock table is the
 * normaliser's reading (whole numbers, at least 0).
 */
export function readVariants(value: unknown): ProductVariants {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const stock = normalizeProduct({ id: 'variants', variant_stock: source.variant_stock });
  return {
    colors: entries(source.colors).map((c) => ({ value: text(c.value), label: text(c.label ?? c.name), hex: text(c.hex) })),
    sizes: entries(source.sizes).map((s) => ({ value: text(s.value), label: text(s.label) })),
    variant_stock: stock?.variant_stock ?? [],
  };
}

const buttonClass =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';
const controlClass = 'min-w-0 rounded-md border border-border bg-surface px-2 py-1.5 text-sm';

export interface VariantEditorProps {
  value: unknown;
  onChange(next: ProductVariants): void;
  readOnly?: boolean;
}

export function VariantEditor({ value, onChange, readOnly = false }: VariantEditorProps): ReactElement {
  const id = useId();
  const variants = readVariants(value);
  const problems = variantProblems(variants);
  // Colours or sizes changed: the table follows, keeping the stocks of combinations that remain.
  const update = (next: Pick<ProductVariants, 'colors' | 'sizes'>) => onChange({ ...next, variant_stock: rebuildVariantStock(next.colors, next.sizes, variants.variant_stock) });
  const setColor = (index: number, patch: Partial<ProductVariants['colors'][number]>) => update({ colors: variants.colors.map((c, i) => (i === index ? { ...c, ...patch } : c)), sizes: variants.sizes });
  const setSize = (index: number, patch: Partial<ProductVariants['sizes'][number]>) => update({ colors: variants.colors, sizes: variants.sizes.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const setStock = (index: number, stock: string) => {
    const number = Math.max(0, Math.floor(Number(stock) || 0));
    onChange({ ...variants, variant_stock: variants.variant_stock.map((entry, i) => (i === index ? { ...entry, stock: number } : entry)) });
  };
  const colorName = (value: string) => variants.colors.find((c) => c.value === value)?.label || value || VARIANT_EDITOR_LABELS.anyColor;
  const sizeName = (value: string) => variants.sizes.find((s) => s.value === value)?.label || value || VARIANT_EDITOR_LABELS.anySize;
  const canAddColor = variants.colors.length < MAX_PRODUCT_COLORS;

  return (
    <div className="flex min-w-0 flex-col gap-4 text-sm" data-variant-editor="">
      {problems.length > 0 && (
        <div role="alert" className="flex flex-col gap-1 rounded-md border border-danger bg-danger/10 p-3 font-medium text-danger">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{VARIANT_EDITOR_LABELS.colors}</legend>
        <ol className="flex flex-col gap-2">
          {variants.colors.map((color, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2 rounded-md border border-border p-2">
              <label className="flex flex-col gap-0.5 text-xs font-medium">
                {VARIANT_EDITOR_LABELS.colorLabel}
                <input className={controlClass} value={color.label} readOnly={readOnly} onChange={(event) => setColor(index, { label: event.target.value })} />
              </label>
              <label className="flex flex-col gap-0.5 text-xs font-medium">
                {VARIANT_EDITOR_LABELS.colorValue}
                <input className={controlClass} value={color.value} readOnly={readOnly} onChange={(event) => setColor(index, { value: event.target.value })} />
              </label>
              <label className="flex flex-col gap-0.5 text-xs font-medium">
                {VARIANT_EDITOR_LABELS.colorHex}
                <input type="color" className="h-9 w-12 rounded-md border border-border" value={/^#[0-9a-f]{6}$/i.test(color.hex) ? color.hex : '#000000'} disabled={readOnly} onChange={(event) => setColor(index, { hex: event.target.value })} />
              </label>
              {!readOnly && (
                <button type="button" className={buttonClass} aria-label={`${VARIANT_EDITOR_LABELS.remove} ${color.label || `colour ${index + 1}`}`} onClick={() => update({ colors: variants.colors.filter((_, i) => i !== index), sizes: variants.sizes })}>
                  {VARIANT_EDITOR_LABELS.remove}
                </button>
              )}
            </li>
          ))}
        </ol>
        {!readOnly && (
          <div className="flex items-center gap-3">
            <button
              type="button"
              className={`${buttonClass} self-start`}
              disabled={!canAddColor}
              aria-describedby={canAddColor ? undefined : `${id}-color-limit`}
              onClick={() => update({ colors: [...variants.colors, { value: `color-${variants.colors.length + 1}`, label: '', hex: '#000000' }], sizes: variants.sizes })}
            >
              {VARIANT_EDITOR_LABELS.addColor}
            </button>
            {!canAddColor && (
              <span id={`${id}-color-limit`} className="text-xs text-fg-muted">
                {VARIANT_EDITOR_LABELS.colorLimit}
              </span>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{VARIANT_EDITOR_LABELS.sizes}</legend>
        <ol className="flex flex-col gap-2">
          {variants.sizes.map((size, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2 rounded-md border border-border p-2">
              <label className="flex flex-col gap-0.5 text-xs font-medium">
                {VARIANT_EDITOR_LABELS.sizeLabel}
                <input className={controlClass} value={size.label} readOnly={readOnly} onChange={(event) => setSize(index, { label: event.target.value })} />
              </label>
              <label className="flex flex-col gap-0.5 text-xs font-medium">
                {VARIANT_EDITOR_LABELS.sizeValue}
                <input className={controlClass} value={size.value} readOnly={readOnly} onChange={(event) => setSize(index, { value: event.target.value })} />
              </label>
              {!readOnly && (
                <button type="button" className={buttonClass} aria-label={`${VARIANT_EDITOR_LABELS.remove} ${size.label || `size ${index + 1}`}`} onClick={() => update({ colors: variants.colors, sizes: variants.sizes.filter((_, i) => i !== index) })}>
                  {VARIANT_EDITOR_LABELS.remove}
                </button>
              )}
            </li>
          ))}
        </ol>
        {!readOnly && (
          <button type="button" className={`${buttonClass} self-start`} onClick={() => update({ colors: variants.colors, sizes: [...variants.sizes, { value: `size-${variants.sizes.length + 1}`, label: '' }] })}>
            {VARIANT_EDITOR_LABELS.addSize}
          </button>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{VARIANT_EDITOR_LABELS.stock}</legend>
        {variants.variant_stock.length === 0 ? (
          <p className="text-xs text-fg-muted">{VARIANT_EDITOR_LABELS.noVariants}</p>
        ) : (
          <table className="w-full border-collapse text-left">
            <thead>
              <tr>
                <th scope="col" className="border-b border-border py-1 pr-2 font-medium">
                  {VARIANT_EDITOR_LABELS.colors}
                </th>
                <th scope="col" className="border-b border-border py-1 pr-2 font-medium">
                  {VARIANT_EDITOR_LABELS.sizes}
                </th>
                <th scope="col" className="border-b border-border py-1 font-medium">
                  {VARIANT_EDITOR_LABELS.stock}
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.variant_stock.map((entry, index) => (
                <tr key={`${entry.color_value}-${entry.size_value}-${index}`}>
                  <td className="py-1 pr-2">{colorName(entry.color_value)}</td>
                  <td className="py-1 pr-2">{sizeName(entry.size_value)}</td>
                  <td className="py-1">
                    <input
                      type="number"
                      min={0}
                      step={1}
                      className={`${controlClass} w-24`}
                      aria-label={`${VARIANT_EDITOR_LABELS.stock}: ${colorName(entry.color_value)}, ${sizeName(entry.size_value)}`}
                      value={entry.stock}
                      readOnly={readOnly}
                      onChange={(event) => setStock(index, event.target.value)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </fieldset>
    </div>
  );
}

/** The variant editor as a Puck custom field over a `{ colors, sizes, variant_stock }` prop. */
export function variantField(label: string): CustomField<ProductVariants> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, readOnly }) => (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{label}</span>
        <VariantEditor value={value} onChange={onChange} readOnly={readOnly} />
      </div>
    ),
  };
}
