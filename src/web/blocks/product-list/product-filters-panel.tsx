import { useId, type ReactElement } from 'react';
import { PRICE_FILTER_OPTIONS } from '#core/options/price-filters.ts';
import { PRODUCT_CATEGORY_OPTIONS } from '#core/options/product-categories.ts';
import { AVAILABILITY_LABEL, CATEGORY_LABEL, FILTERS_HEADING, IN_STOCK_LABEL, OUT_OF_STOCK_FILTER_LABEL, PRICE_LABEL, RESET_FILTERS, SEARCH_LABEL, SEARCH_PLACEHOLDER, TAGS_LABEL } from '#core/product-list/messages.ts';
import type { ProductFilterState } from '#core/product-list/product-list-query.ts';
import { cx } from '#web/ui/class-names.ts';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { FilterSelect } from './filter-select.tsx';

interface FiltersPanelProps {
  id: string;
  /** Shown below 640 px only when the Filters button opened it; always from 640 px up. */
  open: boolean;
  filters: ProductFilterState;
  searchText: string;
  tags: string[];
  onSearchText: (text: string) => void;
  onChange: (next: Partial<ProductFilterState>) => void;
  onReset: () => void;
}

/** The product list's filter panel (spec 3 §3 filter state): search, category, price, availability, tags. */
export function ProductFiltersPanel({ id, open, filters, searchText, tags, onSearchText, onChange, onReset }: FiltersPanelProps): ReactElement {
  const { styles } = useTheme();
  const fieldId = useId();
  const control = cx('w-full px-3 py-2 text-sm', styles.input);
  return (
    <form
      id={id}
      role="search"
      aria-label={FILTERS_HEADING}
      className={cx('flex-col gap-4 sm:flex', open ? 'flex' : 'hidden')}
      onSubmit={(event) => event.preventDefault()}
      data-product-filters=""
    >
      <FieldShell label={SEARCH_LABEL} id={`${fieldId}-search`} labelClassName={styles.label} tight>
        {(wiring) => <input {...wiring} type="search" value={searchText} placeholder={SEARCH_PLACEHOLDER} onChange={(event) => onSearchText(event.target.value)} className={control} />}
      </FieldShell>
      <FilterSelect label={CATEGORY_LABEL} id={`${fieldId}-category`} labelClassName={styles.label} className={control} options={PRODUCT_CATEGORY_OPTIONS} value={filters.category} onChange={(category) => onChange({ category })} />
      <FilterSelect label={PRICE_LABEL} id={`${fieldId}-price`} labelClassName={styles.label} className={control} options={PRICE_FILTER_OPTIONS} value={filters.priceRange} onChange={(priceRange) => onChange({ priceRange })} />
      <fieldset className="flex flex-col gap-1">
        <legend className={cx('mb-1', styles.label)}>{AVAILABILITY_LABEL}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={filters.inStock.inStock} onChange={(event) => onChange({ inStock: { ...filters.inStock, inStock: event.target.checked } })} />
          {IN_STOCK_LABEL}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={filters.inStock.outOfStock} onChange={(event) => onChange({ inStock: { ...filters.inStock, outOfStock: event.target.checked } })} />
          {OUT_OF_STOCK_FILTER_LABEL}
        </label>
      </fieldset>
      {tags.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className={cx('mb-1', styles.label)}>{TAGS_LABEL}</legend>
          {tags.map((tag) => (
            <label key={tag} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={filters.tags.includes(tag)} onChange={(event) => onChange({ tags: event.target.checked ? [...filters.tags, tag] : filters.tags.filter((t) => t !== tag) })} />
              {tag}
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" onClick={onReset} className={cx('self-start text-sm', styles.link)}>
        {RESET_FILTERS}
      </button>
    </form>
  );
}
