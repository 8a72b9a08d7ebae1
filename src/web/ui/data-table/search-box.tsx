import { useId, type ReactNode } from 'react';
import { MAX_SEARCH_LENGTH } from '#core/content/content-sources.ts';
import { SEARCHING_LABEL } from '#core/content/messages.ts';
import { CONTROL_CLASSES } from '#web/ui/inputs/control-classes.ts';
import { Spinner } from '#web/ui/spinner.tsx';

/** The list's search field; results follow 500 ms after typing stops, with a visible and announced indicator meanwhile. */
export function SearchBox({ value, onChange, searching, label }: { value: string; onChange(value: string): void; searching: boolean; label: string }): ReactNode {
  const id = useId();
  return (
    <div role="search" className="relative min-w-48 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder="Search…"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL_CLASSES} pr-28`}
      />
      {/* Always in the document, so screen readers hear the change when it fills. */}
      <span role="status" className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1.5 text-xs text-fg-muted">
        {searching ? (
          <>
            <Spinner className="size-3.5" />
            {SEARCHING_LABEL}
          </>
        ) : null}
      </span>
    </div>
  );
}
