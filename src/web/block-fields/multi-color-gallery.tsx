// Editor only: the multi colour gallery (spec 2 §2, §5 "Colour confirm", §8): palette and custom
// colours by family, sort and search, 24 per page with Load More; picks toggle up to a maximum
// (50 from the gallery button, 10 in a form field); Confirm Selection checks the count.
import { useId, useState, type ReactElement } from 'react';
import { MULTI_GALLERY_PAGE_SIZE } from '#core/content/content-sources.ts';
import { COLOR_FAMILY_OPTIONS } from '#core/options/color-palette.ts';
import { COLOR_SORT_OPTIONS, DEFAULT_COLOR_FILTER } from '#core/options/color-sort.ts';
import {
  COLORS_LOAD_FAILED,
  COLOR_SELECT_ERROR,
  SELECT_MULTIPLE_COLORS,
  colorsSelectedMessage,
  maxColorsMessage,
} from '#core/pickers/messages.ts';
import { COLOR_MAX_BUTTON } from '#core/pickers/picker-limits.ts';
import { colorConfirmError, toggleSelection } from '#core/pickers/selection.ts';
import { HEX_COLOR } from '#core/rules/format-rules.ts';
import { cx } from '#web/ui/class-names.ts';
import { Modal } from '#web/ui/modal.tsx';
import { notify } from '#web/ui/toast.ts';
import { useEditorScope } from './editor-scope.tsx';
import { colorKey, useSiteColors, type GalleryColorItem } from './use-site-colors.ts';
import { GalleryLoadMore } from './gallery-load-more.tsx';
import { SelectionButtons } from './selection-buttons.tsx';
import { galleryStatus, useGallerySearch } from './gallery-search.ts';

/** What a colour pick stores (spec 2 §3: colours hold value, hex and label). */
export interface PickedColor {
  value: string;
  hex: string;
  label: string;
}

export interface MultiColorGalleryProps {
  open: boolean;
  onClose: () => void;
  /** The picks so far; the gallery starts from them. */
  initial: readonly PickedColor[];
  onConfirm: (colors: PickedColor[]) => void;
  max?: number;
  /** Fewer picks (but some) are refused with the minimum's message; none is allowEmpty's call. */
  min?: number;
  /** Confirming with nothing picked is allowed (it clears the field). */
  allowEmpty?: boolean;
  replaceOldest?: boolean;
}

const buttonClass =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

export function MultiColorGallery(props: MultiColorGalleryProps): ReactElement {
  return <Modal open={props.open} onClose={props.onClose} title={SELECT_MULTIPLE_COLORS}>{props.open ? <ColorGalleryBody {...props} /> : null}</Modal>;
}

function ColorGalleryBody({ onClose, initial, onConfirm, max = COLOR_MAX_BUTTON, min = 1, allowEmpty = false, replaceOldest = false }: MultiColorGalleryProps): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const [picks, setPicks] = useState<PickedColor[]>(() => [...initial]);
  // Why the last Confirm Selection was refused, beside the buttons until the picks change.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [family, setFamily] = useState<string>(DEFAULT_COLOR_FILTER.family);
  const [sortBy, setSortBy] = useState<string>(DEFAULT_COLOR_FILTER.sortBy);
  const { search, setSearch, debounced, searching } = useGallerySearch();
  const { query, items, total } = useSiteColors({ siteUniqueId, family, sortBy, search: debounced, pageSize: MULTI_GALLERY_PAGE_SIZE }, true);
  const ids = { family: useId(), sort: useId(), search: useId(), status: useId() };

  const pick = (color: GalleryColorItem): void => {
    if (typeof color.value !== 'string' || typeof color.hex !== 'string' || !HEX_COLOR.test(color.hex)) {
      notify.error(COLOR_SELECT_ERROR);
      return;
    }
    const outcome = toggleSelection(picks, { value: color.value, hex: color.hex, label: color.label || color.name || color.value }, colorKey, { max, replaceOldest });
    if (outcome.kind === 'rejected') notify.error(maxColorsMessage(max));
    setPicks(outcome.selection);
    setRefusal(null);
  };

  const confirm = (): void => {
    const error = colorConfirmError(picks.length, max, allowEmpty, min);
    if (error !== null) {
      setRefusal(error);
      notify.error(error);
      return;
    }
    onConfirm(picks);
    notify.success(colorsSelectedMessage(picks.length));
  };

  const status = galleryStatus(query, { searching, shown: items.length, total, failed: COLORS_LOAD_FAILED, loading: 'Loading colours…' });
  const selectClass = 'rounded-md border border-border bg-surface px-2 py-1.5';

  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.family} className="font-medium">
            Family
          </label>
          <select id={ids.family} value={family} onChange={(event) => setFamily(event.target.value)} className={selectClass}>
            {COLOR_FAMILY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.sort} className="font-medium">
            Sort
          </label>
          <select id={ids.sort} value={sortBy} onChange={(event) => setSortBy(event.target.value)} className={selectClass}>
            {COLOR_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={ids.search} className="font-medium">
            Search colours
          </label>
          <input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby={ids.status} className={selectClass} />
        </div>
      </div>
      <p className="text-fg-muted" aria-live="polite">
        {picks.length} of {max} selected
      </p>
      <p id={ids.status} role="status" className="text-fg-muted">
        {status}
      </p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-8" aria-label="Colours">
          {items.map((color) => {
            const position = picks.findIndex((picked) => picked.value === color.value);
            const selected = position !== -1;
            return (
              <li key={color.value}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-label={`${color.label || color.name || color.value} ${color.hex}${color.custom ? ' (custom)' : ''}`}
                  onClick={() => pick(color)}
                  className={cx(
                    'flex w-full flex-col overflow-hidden rounded-lg border-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    selected ? 'border-primary' : 'border-border hover:border-fg-muted',
                  )}
                >
                  <span className="relative block h-12 w-full" style={{ backgroundColor: HEX_COLOR.test(color.hex) ? color.hex : undefined }}>
                    {selected ? (
                      <span aria-hidden="true" className="absolute top-1 right-1 flex size-5 items-center justify-center rounded-full bg-surface text-xs font-semibold text-fg">
                        {position + 1}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate px-1.5 pt-1 text-xs">{color.label || color.name || color.value}</span>
                  <span className="px-1.5 pb-1 font-mono text-xs text-fg-muted">{color.hex}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <GalleryLoadMore query={query} className={buttonClass} />
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3">
        {refusal ? (
          <p role="alert" className="mr-auto text-danger">
            {refusal}
          </p>
        ) : null}
        <SelectionButtons onCancel={onClose} onConfirm={confirm} />
      </div>
    </div>
  );
}
