import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

export type ProgressTone = 'primary' | 'success';

const TONE_CLASSES: Record<ProgressTone, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
};

/** Spec 2 §4: progress is clamped to 0–100, whatever a caller computes. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export interface ProgressBarProps {
  /** The accessible name, also shown above the bar. */
  label: string;
  value: number;
  tone?: ProgressTone;
  className?: string;
}

/** A labelled determinate progress bar (role="progressbar" with its value announced). */
export function ProgressBar({ label, value, tone = 'primary', className }: ProgressBarProps): ReactNode {
  const now = clampProgress(value);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-fg-muted tabular-nums" aria-hidden="true">
          {now}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={now}
        className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className={cx('h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none', TONE_CLASSES[tone])} style={{ width: `${now}%` }} />
      </div>
    </div>
  );
}
