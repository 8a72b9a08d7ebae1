// Pieces every detail dialog shares: labelled facts, dates, a copy button that shows it worked,
// and link-looking actions.
import type { ReactNode } from 'react';
import { ApiError, errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { cx } from '#web/ui/class-names.ts';

export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

export function Facts({ children, className }: { children: ReactNode; className?: string }): ReactNode {
  return <dl className={cx('grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2', className)}>{children}</dl>;
}

export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }): ReactNode {
  return (
    <div className={cx('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="font-medium break-words">{children === '' || children == null ? '—' : children}</dd>
    </div>
  );
}

export function DateFacts({ item }: { item: Record<string, unknown> }): ReactNode {
  return (
    <>
      <Fact label="Created">{formatDateTime(item.created_at)}</Fact>
      <Fact label="Updated">{formatDateTime(item.updated_at)}</Fact>
    </>
  );
}

export function Section({ title, children, headingId }: { title: string; children: ReactNode; headingId?: string }): ReactNode {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const ACTION = 'inline-flex h-10 items-center justify-center gap-2 rounded-md border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
export const PRIMARY_ACTION = cx(ACTION, 'border-transparent bg-primary text-primary-fg hover:bg-primary/90');
export const SECONDARY_ACTION = cx(ACTION, 'border-border bg-surface text-fg hover:bg-surface-muted');

/** A copy button highlighted (and announced) while its copy is fresh. */
export function CopyButton({ label, copied, onCopy }: { label: string; copied: boolean; onCopy: () => void }): ReactNode {
  return (
    <button
      type="button"
      onClick={onCopy}
      data-copied={copied || undefined}
      className={cx(
        ACTION,
        copied ? 'border-success bg-success text-white' : 'border-border bg-surface text-fg hover:bg-surface-muted',
      )}
    >
      {copied ? (
        <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="size-4">
          <path d="M4 10l4 4 8-8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
      {label}
      <span className="sr-only" aria-live="polite">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}

/** A failed call's `{ error }` and `validationErrors`; the fallback when the server sent no text (or was not reached). */
export function failureOf(error: unknown, fallback: string): { message: string; fields: Record<string, string[]> } {
  const validationErrors = error instanceof ApiError ? error.body.validationErrors : undefined;
  const fields = typeof validationErrors === 'object' && validationErrors !== null ? (validationErrors as Record<string, string[]>) : {};
  return { message: error instanceof ApiError ? errorText(error, fallback) : fallback, fields };
}

/** The footer's Delete action, shown only when the user may delete the item (the server refuses the rest). */
export function DeleteAction<T>({ item, shown, onDelete }: { item: T; shown: boolean; onDelete(item: T): void }): ReactNode {
  return shown ? (
    <Button variant="danger" onClick={() => onDelete(item)}>
      Delete
    </Button>
  ) : null;
}
