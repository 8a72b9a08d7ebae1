// Editor only: the Icon block's picker (a Puck custom field). Names come from the server
// (GET /api/system_icons) page by page; built-in previews are <img>s of the server-rendered SVG
// (GET /api/system_icons/svg) and custom icons show their sanitised data URL, so no react-icons
// set is ever downloaded by the browser.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ICON_LIBRARY_OPTIONS, type IconLibrary } from '#core/options/icon-options.ts';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { cx } from '#web/ui/class-names.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';
import { builtInSetOfName, iconSetOfName, iconSvgUrl, rememberPickedIconSet } from './icon-name-set.ts';
import { useDebouncedValue } from '#web/ui/use-debounced-value.ts';
import { useEditorIcons, type EditorIconItem } from './use-editor-icons.ts';

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
  /** The Puck field's name; only checked for the developer warning. */
  name?: string;
}

export function IconPicker({ label, value, onChange, readOnly = false, name = 'name' }: IconPickerProps): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const [library, setLibrary] = useState<IconLibrary>(() => (value === '' ? 'fa' : iconSetOfName(value)));
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), ICON_SEARCH_DEBOUNCE_MS);
  // The highlighted icon belongs to one library and search: a new scope starts from the top.
  const scope = `${library}|${debouncedSearch}`;
  const [cursor, setCursor] = useState({ scope, active: 0 });
  const active = cursor.scope === scope ? cursor.active : 0;
  const setActive = (index: number): void => setCursor({ scope, active: index });
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  // Own ids rather than ones derived from Puck's field id: Puck may render the same field twice
  // (sidebar and mobile panel), and duplicate ids would detach these labels from their controls.
  const searchId = `${baseId}-search`;
  const libraryId = `${baseId}-library`;
  const statusId = `${baseId}-status`;

  const { query, items, total } = useEditorIcons({ siteUniqueId, set: library, search: debouncedSearch, pageSize: ICON_PICKER_PAGE_SIZE });
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const optionId = (index: number): string => `${baseId}-option-${index}`;

  useEffect(() => {
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (item: EditorIconItem | undefined): void => {
    if (item === undefined || readOnly) return;
    rememberPickedIconSet(item.name, item.set);
    onChange(item.name);
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

  const status = query.isError
    ? 'Icons could not be loaded. Check your connection and try again.'
    : query.isPending || debouncedSearch !== search.trim()
      ? 'Loading icons…'
      : total === 0
        ? library === 'custom'
          ? 'No custom icons yet: upload SVG icons in the site’s icon gallery.'
          : 'No icons found'
        : `Showing ${items.length} of ${total} icons`;

  const chosenSet = value === '' ? undefined : iconSetOfName(value);
  const chosenLabel = value === '' ? 'None' : `${value}${chosenSet !== undefined ? ` (${LIBRARY_LABELS.get(chosenSet) ?? chosenSet})` : ''}`;

  return (
    <div className="flex flex-col gap-2 text-sm" role="group" aria-labelledby={`${baseId}-label`}>
      {!name || !label ? <DevWarning>IconPicker is missing {!name ? 'name' : 'label'}.</DevWarning> : null}
      <div id={`${baseId}-label`} className="font-medium">
        {label || name}
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
      {query.isError ? (
        <button type="button" onClick={() => void query.refetch()} className="self-start rounded-md border border-border px-3 py-1.5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring">
          Try again
        </button>
      ) : null}
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
            const selected = item.name === value && (chosenSet === undefined || chosenSet === item.set);
            const src = item.set === 'custom' ? item.src : builtInSetOfName(item.name) !== undefined ? iconSvgUrl(item.set, item.name) : undefined;
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the keyboard works on the focused container (arrow keys, Enter), which owns the active option; focus is managed: the container or the active item holds it (roving focus / aria-activedescendant)
              <div
                key={`${item.set}:${item.name}`}
                id={optionId(index)}
                data-index={index}
                data-set={item.set}
                role="option"
                aria-selected={selected}
                aria-label={item.name}
                title={item.name}
                onClick={() => {
                  setActive(index);
                  choose(item);
                }}
                className={cx(
                  'flex aspect-square cursor-pointer items-center justify-center rounded p-1.5',
                  selected ? 'bg-primary text-primary-fg' : 'hover:bg-surface-muted',
                  index === activeIndex && 'outline-2 -outline-offset-2 outline-ring',
                )}
              >
                {src !== undefined ? <img src={src} alt="" loading="lazy" className="size-6 object-contain" /> : null}
              </div>
            );
          })}
        </div>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="self-start rounded-md border border-border px-3 py-1.5 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show more icons'}
        </button>
      ) : null}
    </div>
  );
}
