// Editor only: a star rating input (spec 2 §2 "Shared pieces", §9: 5 stars by default; sizes and
// gaps from src/core/options/star-rating.ts). A radio group: one radio per reachable value (per
// half star when `step` is 0.5), Tab enters at the checked one, arrow keys move and choose.
import { useId, useRef, type KeyboardEvent, type ReactElement } from 'react';
import { DEFAULT_STAR_COUNT, RATING_ACTIVE_COLOR, RATING_INACTIVE_COLOR, STAR_GAPS, STAR_SIZES, type StarGap, type StarSize } from '#core/options/star-rating.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';

export interface StarRatingInputProps {
  name: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  count?: number;
  /** 1 (whole stars) or 0.5 (half stars). */
  step?: 1 | 0.5;
  size?: StarSize;
  gap?: StarGap;
  readOnly?: boolean;
}

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

const starsText = (value: number): string => `${value} ${value === 1 ? 'star' : 'stars'}`;

export function StarRatingInput({ name, label, value, onChange, count = DEFAULT_STAR_COUNT, step = 1, size = 'medium', gap = 4, readOnly = false }: StarRatingInputProps): ReactElement {
  const stars = Number.isFinite(count) && count >= 1 ? Math.min(10, Math.round(count)) : DEFAULT_STAR_COUNT;
  const current = Number.isFinite(value) ? Math.min(stars, Math.max(0, Math.round(value / step) * step)) : 0;
  const values = Array.from({ length: Math.round(stars / step) }, (_, index) => (index + 1) * step);
  const pixels = STAR_SIZES[size] ?? STAR_SIZES.medium;
  const spacing = (STAR_GAPS as readonly number[]).includes(gap) ? gap : 4;
  const labelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // The radio Tab reaches: the checked one, or the first when nothing is rated yet.
  const tabStop = current > 0 ? current : values[0];

  const choose = (next: number): void => {
    if (readOnly) return;
    onChange(next);
    // Keep focus on the radio that is now checked (roving tabindex).
    requestAnimationFrame(() => groupRef.current?.querySelector<HTMLElement>(`[data-value="${next}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const moves: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      Home: step,
      End: stars,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    choose(Math.min(stars, Math.max(step, moves[event.key]!)));
  };

  const missing = [!name && 'name', !label && 'label'].filter(Boolean);
  return (
    <div className="flex flex-col gap-1 text-sm">
      {missing.length > 0 ? <DevWarning>StarRatingInput is missing {missing.join(' and ')}.</DevWarning> : null}
      <div id={labelId} className="font-medium">
        {label || name}
      </div>
      <div className="flex items-center gap-3">
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus is managed: the container or the active item holds it (roving focus / aria-activedescendant) */}
        <div
          ref={groupRef}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-readonly={readOnly || undefined}
          onKeyDown={onKeyDown}
          className="inline-flex items-center"
          style={{ gap: spacing }}
        >
          {Array.from({ length: stars }, (_, index) => {
            const fill = Math.min(1, Math.max(0, current - index));
            const parts = values.filter((candidate) => candidate > index && candidate <= index + 1);
            return (
              <span key={index} className="relative inline-block shrink-0" style={{ width: pixels, height: pixels }}>
                <svg viewBox="0 0 24 24" width={pixels} height={pixels} aria-hidden="true" className="absolute inset-0" style={{ color: RATING_INACTIVE_COLOR }}>
                  <path d={STAR_PATH} fill="currentColor" />
                </svg>
                {fill > 0 ? (
                  <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width={pixels} height={pixels} className="block max-w-none" style={{ color: RATING_ACTIVE_COLOR }}>
                      <path d={STAR_PATH} fill="currentColor" />
                    </svg>
                  </span>
                ) : null}
                {parts.map((part, partIndex) => (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard works on the focused container (arrow keys, Enter), which owns the active option
                  <span
                    key={part}
                    role="radio"
                    data-value={part}
                    aria-checked={part === current}
                    aria-label={starsText(part)}
                    aria-disabled={readOnly || undefined}
                    tabIndex={part === tabStop ? 0 : -1}
                    onClick={() => choose(part)}
                    className="absolute inset-y-0 cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                    style={{ left: `${(partIndex * 100) / parts.length}%`, width: `${100 / parts.length}%` }}
                  />
                ))}
              </span>
            );
          })}
        </div>
        <span className="text-xs text-fg-muted" aria-hidden="true">
          {current} / {stars}
        </span>
        {current > 0 && !readOnly ? (
          <button
            type="button"
            onClick={() => onChange(0)}
            className="rounded border border-border px-2 py-0.5 text-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            Clear rating
          </button>
        ) : null}
      </div>
    </div>
  );
}
