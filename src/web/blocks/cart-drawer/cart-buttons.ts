import { cx } from '#web/ui/class-names.ts';

// The drawer's own small buttons: a visitor island, so not the dashboard's Button.
export const BUTTON = 'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';
export const PRIMARY = cx(BUTTON, 'bg-primary text-primary-fg hover:bg-primary-hover');
export const SECONDARY = cx(BUTTON, 'border border-border bg-surface text-fg hover:bg-surface-muted');
