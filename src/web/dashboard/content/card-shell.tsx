import type { ReactNode } from 'react';

export interface CardShellProps {
  title: string;
  /** Given to the title button, so the card's actions can be described by it. */
  titleId: string;
  onOpen(): void;
  preview: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}

/**
 * A gallery card: its title is the one button that opens the detail dialog (Enter and Space
 * too), stretched over the whole card so a click anywhere opens it; the actions sit above that
 * layer and stay separate buttons, so no control is nested in another.
 */
export function CardShell({ title, titleId, onOpen, preview, details, actions }: CardShellProps): ReactNode {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring motion-reduce:transition-none">
      <div className="flex h-32 items-center justify-center overflow-hidden bg-surface-muted">{preview}</div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="truncate text-sm font-semibold">
          <button id={titleId} type="button" onClick={onOpen} className="text-left after:absolute after:inset-0 focus-visible:outline-none" title={title}>
            {title}
          </button>
        </h2>
        {details}
      </div>
      {actions ? <div className="relative z-10 flex flex-wrap items-center gap-2 px-3 pb-3">{actions}</div> : null}
    </article>
  );
}
