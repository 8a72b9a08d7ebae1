import { useRef, useState } from 'react';
import type { JSX } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { focusNeighbourOf } from '#web/ui/focus-neighbour.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { ALERT_STYLES } from './alert-styles.ts';
import { DEFAULT_ALERT_VARIANT, type AlertProps, type AlertVariant } from './alert.types.ts';

const ICON_PATHS: Readonly<Record<AlertVariant, string>> = {
  info: 'M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  success: 'm9 12 2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  warning: 'M12 9v4m0 4h.01M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z',
  error: 'm15 9-6 6m0-6 6 6m6-3a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};

export interface AlertRenderProps extends AlertProps {
  /** Set by Puck; in the editor a dismissed alert would vanish from the canvas, so it stays. */
  puck?: { isEditing?: boolean };
}

export function Alert({ variant, title, message, dismissible, puck }: AlertRenderProps): JSX.Element {
  const [dismissed, setDismissed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const kind: AlertVariant = variant in ALERT_STYLES ? variant : DEFAULT_ALERT_VARIANT;
  const style = ALERT_STYLES[kind];
  const hasTitle = typeof title === 'string' && title.trim() !== '';
  const hasMessage = typeof message === 'string' && message.trim() !== '';
  if (dismissed || (!hasTitle && !hasMessage)) return <></>;

  return (
    <div ref={box} role={style.role} className={cx('flex items-start gap-3 rounded-lg border p-4', style.box)}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={cx('mt-0.5 size-5 shrink-0', style.icon)}>
        <path d={ICON_PATHS[kind]} />
      </svg>
      <div className="min-w-0 flex-1 break-words">
        <span className="sr-only">{`${style.srLabel} `}</span>
        {hasTitle && <p className="font-semibold">{title}</p>}
        {hasMessage && <p className={cx('text-sm whitespace-pre-line', hasTitle && 'mt-1')}>{message}</p>}
      </div>
      {dismissible === true && (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => {
            if (puck?.isEditing === true) return;
            if (box.current) focusNeighbourOf(box.current);
            setDismissed(true);
          }}
          className={cx('-m-1.5 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-current/10', FOCUS_RING)}
        >
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" aria-hidden="true" className="size-4">
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      )}
    </div>
  );
}
