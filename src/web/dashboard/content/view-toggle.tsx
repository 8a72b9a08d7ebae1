import type { ReactNode } from 'react';

export type ContentView = 'grid' | 'list';

const VIEWS: { value: ContentView; label: string; icon: ReactNode }[] = [
  {
    value: 'grid',
    label: 'Grid view',
    icon: <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />,
  },
  {
    value: 'list',
    label: 'List view',
    icon: <path d="M3 4h14M3 10h14M3 16h14" />,
  },
];

/** Grid (the default) or list: two toggle buttons, the pressed one being the current view. */
export function ViewToggle({ view, onChange }: { view: ContentView; onChange(view: ContentView): void }): ReactNode {
  return (
    <div role="group" aria-label="View" className="inline-flex overflow-hidden rounded-md border border-border">
      {VIEWS.map((each) => (
        <button
          key={each.value}
          type="button"
          aria-pressed={view === each.value}
          aria-label={each.label}
          title={each.label}
          onClick={() => onChange(each.value)}
          className={`flex h-10 w-10 items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring ${
            view === each.value ? 'bg-primary text-primary-fg' : 'bg-surface text-fg hover:bg-surface-muted'
          }`}
        >
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true" className="size-5">
            {each.icon}
          </svg>
        </button>
      ))}
    </div>
  );
}
