import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner, so a pending action cannot be sent twice. */
  loading?: boolean;
}

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-primary text-primary-fg enabled:hover:bg-primary/90',
  secondary: 'border-border bg-surface text-fg enabled:hover:bg-surface-muted',
  ghost: 'border-transparent bg-transparent text-fg enabled:hover:bg-surface-muted',
  danger: 'border-transparent bg-danger text-white enabled:hover:bg-danger/90',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-5 text-base',
};

/** A button's look, for a link that acts as one (a new tab, a download). */
export function buttonClassName({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(
    'inline-flex shrink-0 items-center justify-center rounded-md border font-medium whitespace-nowrap',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none',
    VARIANT_CLASSES[variant],
    SIZE_CLASSES[size],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  // A plain button unless asked: inside a form the browser default "submit" sends it by accident.
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps): ReactNode {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, className })}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
