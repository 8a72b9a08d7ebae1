// Editor only: the Icon block's picker (a Puck custom field). Icons are drawn from react-icons
// modules loaded in the browser, so visitors' pages never include them.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ICON_LIBRARY_OPTIONS, type IconLibrary } from '#core/options/icon-options.ts';
import { cx } from '#web/ui/class-names.ts';
import {
  builtInSetOfName,
  listEditorIcons,
  loadedIconComponent,
  type EditorIconItem,
} from './editor-icon-sets.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Spec 2 §9: search is debounced by 500 ms. */
export const ICON_SEARCH_DEBOUNCE_MS = 500;
export const ICON_PICKER_PAGE_SIZE = 60;
/** The grid's column count; arrow up/down move by this many icons. */
const COLUMNS = 6;

const LIBRARY_LABELS = new Map<string, string>(ICON_LIBRARY_OPTIONS.map((option) => [option.value, option.label]));

export interface IconPickerProps {
  label: string;
  /** The chosen icon's name. */
  value: string;
  onChange: (name: string) => void;
  readOnly?: boolean;
}

interface Results {
  key: string;
  items: EditorIconItem[];
  total: number;
  failed: boolean;
}

export function IconPicker({ label, value, onChange, readOnly = false }: IconPickerProps): ReactElement {
  const [library, setLibrary] = useState<IconLibrary>(() => builtInSetOfName(value) ?? 'fa');
  const [search, setSearch] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), ICON_SEARCH_DEBOUNCE_MS);
  // Paging and the highlighted icon belong to one library and search: a new scope starts from the top.
  const scope = `${library}|${debouncedSearch}`;
  const [paging, setPaging] = useState({ scope, limit: ICON_PICKER_PAGE_SIZE, active: 0 });
  const limit = paging.scope === scope ? paging.limit : ICON_PICKER_PAGE_SIZE;
  const active = paging.scope === scope ? paging.active : 0;
  const setActive = (index: number): void => setPaging({ scope, limit, active: index });
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  // Own ids rather than ones derived from Puck's field id: Puck may render the same field twice
  // (sidebar and mobile panel), and duplicate ids would detach these labels from their controls.
  const searchId = `${baseId}-search`;
  const libraryId = `${baseId}-library`;
  const statusId = `${baseId}-status`;

  const queryKey = `${library}|${debouncedSearch}|${limit}`;
  useEffect(() => {
    let cancelled = false;
    listEditorIcons({ set: library, search: debouncedSearch, limit })
      .then((page) => {
        if (!cancelled) setResults({ key: queryKey, ...page, failed: false });
      })
      .catch(() => {
        if (!cancelled) setResults({ key: queryKey, items: [], total: 0, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [library, debouncedSearch, limit, queryKey]);

  const current = results !== null && results.key === queryKey ? results : null;
  // While the next page loads, the previous one stays on screen instead of flashing empty.
  const items = (current ?? results)?.items ?? [];
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const optionId = (index: number): string => `${baseId}-option-${index}`;

  useEffect(() => {
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (item: EditorIconItem | undefined): void => {
    if (item !== undefined && !readOnly) onChange(item.name);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (items.length === 0) return;
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      ArrowDown: activeIndex + COLUMNS,
      ArrowUp: activeIndex - COLUMNS,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, moves[event.key] ?? activeIndex)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  };

  const status =
    current === null
      ? 'Loading icons…'
      : current.failed
        ? 'Icons could not be loaded. Check your connection and try again.'
        : library === 'custom'
          ? 'Custom icons are chosen from the site’s icon gallery.'
          : current.total === 0
            ? 'No icons found'
            : `Showing ${items.length} of ${current.total} icons`;

  const chosenSet = builtInSetOfName(value);
  const chosenLabel = value === '' ? 'None' : `${value}${chosenSet !== undefined ? ` (${LIBRARY_LABELS.get(chosenSet) ?? chosenSet})` : ''}`;

  return (
    <div className="flex flex-col gap-2 text-sm" role="group" aria-labelledby={`${baseId}-label`}>
      <div id={`${baseId}-label`} className="font-medium">
        {label}
      </div>
      <p className="text-xs text-fg-muted">Chosen: {chosenLabel}</p>
      <label htmlFor={libraryId} className="text-xs font-medium">
        Library
      </label>
      <select
        id={libraryId}
        value={library}
        disabled={readOnly}
        onChange={(event) => setLibrary(event.target.value as IconLibrary)}
        className="rounded-md border border-border bg-surface px-2 py-1.5"
      >
        {ICON_LIBRARY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === 'all' ? 'All libraries (search across all)' : option.label}
          </option>
        ))}
      </select>
      <label htmlFor={searchId} className="text-xs font-medium">
        Search icons
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        disabled={readOnly}
        placeholder="e.g. arrow left"
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={statusId}
        className="rounded-md border border-border bg-surface px-2 py-1.5"
      />
      <p id={statusId} role="status" className="text-xs text-fg-muted">
        {status}
      </p>
      {items.length > 0 && (
        <div
          ref={listRef}
          role="listbox"
          tabIndex={0}
          aria-label={`${label}: icons`}
          aria-activedescendant={optionId(activeIndex)}
          aria-readonly={readOnly || undefined}
          onKeyDown={onListKeyDown}
          className="grid max-h-72 grid-cols-6 gap-1 overflow-y-auto rounded-md border border-border p-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {items.map((item, index) => {
            const Component = loadedIconComponent(item.set, item.name);
            const selected = item.name === value;
            return (
              <div
                key={`${item.set}:${item.name}`}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={selected}
                aria-label={item.name}
                title={item.name}
                onClick={() => {
                  setActive(index);
                  choose(item);
                }}
                className={cx(
                  'flex aspect-square cursor-pointer items-center justify-center rounded text-xl',
                  selected ? 'bg-primary text-primary-fg' : 'hover:bg-surface-muted',
                  index === activeIndex && 'outline-2 -outline-offset-2 outline-ring',
                )}
              >
                {Component !== undefined && <Component size="1em" aria-hidden focusable="false" />}
              </div>
            );
          })}
        </div>
      )}
      {current !== null && items.length < current.total && (
        <button
          type="button"
          onClick={() => setPaging({ scope, limit: limit + ICON_PICKER_PAGE_SIZE, active })}
          className="self-start rounded-md border border-border px-3 py-1.5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          Show more icons
        </button>
      )}
    </div>
  );
}
