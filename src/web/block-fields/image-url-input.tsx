// Editor only: the image URL input (spec 2 §4, §5). Checked 500 ms after typing stops: not a URL
// gives 'Please enter a valid URL'; otherwise the server checks it (validating → valid with a
// preview, or the server's message). Only the answer for the latest text counts.
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { IMAGE_URL_LOAD_FAILED, IMAGE_URL_NOT_A_URL } from '#core/media/messages.ts';
import { IMAGE_URL_VALID, IMAGE_URL_VALIDATING } from '#core/pickers/messages.ts';
import { IMAGE_URL_CHECK_DEBOUNCE_MS } from '#core/pickers/picker-limits.ts';
import { isImageUrlLike } from '#core/pickers/selection.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';
import { checkImageUrl } from './check-image-url.ts';

export type ImageUrlState = { status: 'idle' } | { status: 'validating' } | { status: 'valid' } | { status: 'error'; message: string };

export interface ImageUrlInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  readOnly?: boolean;
  placeholder?: string;
}

/** Paths on this site (uploaded media) need no server check: the preview shows whether they load. */
const isSitePath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

export function ImageUrlInput({ name, label, value, onChange, readOnly = false, placeholder = 'https://… or /media/…' }: ImageUrlInputProps): ReactElement {
  const text = typeof value === 'string' ? value : '';
  const [state, setState] = useState<ImageUrlState>({ status: 'idle' });
  const [touched, setTouched] = useState(false);
  // Every check gets a number; an answer for an older number is stale and ignored.
  const latest = useRef(0);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => {
    const ticket = ++latest.current;
    const url = text.trim();
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      if (url === '') {
        setState(touched ? { status: 'error', message: IMAGE_URL_NOT_A_URL } : { status: 'idle' });
        return;
      }
      if (!isImageUrlLike(url)) {
        setState({ status: 'error', message: IMAGE_URL_NOT_A_URL });
        return;
      }
      if (isSitePath(url)) {
        setState({ status: 'valid' });
        return;
      }
      setState({ status: 'validating' });
      checkImageUrl(url, controller.signal).then(
        (verdict) => {
          if (ticket !== latest.current) return;
          setState(verdict.valid ? { status: 'valid' } : { status: 'error', message: verdict.message });
        },
        () => undefined,
      );
    }, IMAGE_URL_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, touched]);

  const missing = [!name && 'name', !label && 'label'].filter(Boolean);
  const message =
    state.status === 'error' ? state.message : state.status === 'validating' ? IMAGE_URL_VALIDATING : state.status === 'valid' ? IMAGE_URL_VALID : '';

  return (
    <div className="flex flex-col gap-1 text-sm" data-image-url-state={state.status}>
      {missing.length > 0 ? <DevWarning>ImageUrlInput is missing {missing.join(' and ')}.</DevWarning> : null}
      <label htmlFor={inputId} className="font-medium">
        {label || name}
      </label>
      <input
        id={inputId}
        name={name}
        type="url"
        inputMode="url"
        value={text}
        readOnly={readOnly}
        placeholder={placeholder}
        spellCheck={false}
        aria-invalid={state.status === 'error' || undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          setTouched(true);
          onChange(event.target.value);
        }}
        className="rounded-md border border-border bg-surface px-2 py-1.5 aria-invalid:border-danger"
      />
      <p id={messageId} role="status" aria-live="polite" className={state.status === 'error' ? 'text-danger' : 'text-fg-muted'}>
        {message}
      </p>
      {state.status === 'valid' ? (
        <img
          src={text.trim()}
          alt={`Preview of ${label || 'the image'}`}
          className="max-h-32 w-fit max-w-full rounded border border-border object-contain"
          onError={() => setState({ status: 'error', message: IMAGE_URL_LOAD_FAILED })}
        />
      ) : null}
    </div>
  );
}
