import { useEffect, useRef, useState, type ReactElement } from 'react';
import { TURNSTILE_ORIGIN, type BotChallengeConfig } from '#core/forms/bot-challenge.ts';

/** `deps.challenge.widgetConfig()` on the server (= ReturnType<ChallengeProvider['widgetConfig']>). */
export type { BotChallengeConfig };

export interface BotChallengeProps {
  config: BotChallengeConfig;
  /** A token to send as the form's `turnstileToken` once solved; null while there is none (expired, failed, reset). */
  onToken: (token: string | null) => void;
}

export const BOT_CHALLENGE_LABEL = 'Bot check';
export const BOT_CHALLENGE_STATUS = {
  verified: 'Verified: you can submit the form.',
  failed: 'Verification failed. Try again.',
  expired: 'Verification expired. Try again.',
  unavailable: 'The bot check could not be loaded. Reload the page and try again.',
} as const;

/** Cloudflare's script, loaded only when the operator configured Turnstile (the CSP allows it only then). */
export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** ALTCHA options: the attribution link and logo point off-site, and the interaction signature collects input timing we do not use. */
const ALTCHA_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false });

/** Where a form's data carries the token (spec 1 §3: the form sends `turnstileToken`, whichever provider). */
export const BOT_TOKEN_FIELD = 'turnstileToken';

type Status = keyof typeof BOT_CHALLENGE_STATUS | null;

/**
 * The one widget slot of a form (decision 019): our self-hosted ALTCHA proof-of-work, or
 * Cloudflare Turnstile. Renders an empty labelled group on the server; the widget's code is
 * loaded in the browser only, when a form is on the page. Outcome changes are announced.
 */
export function BotChallenge({ config, onToken }: BotChallengeProps): ReactElement {
  const slot = useRef<HTMLDivElement>(null);
  const tokenCallback = useRef(onToken);
  tokenCallback.current = onToken;
  const [status, setStatus] = useState<Status>(null);
  const key = config.kind === 'altcha' ? `altcha:${config.challengeUrl}` : `turnstile:${config.siteKey}`;

  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    const report = (token: string | null, next: Status) => {
      tokenCallback.current(token);
      setStatus(next);
    };
    const unmount = config.kind === 'altcha' ? mountAltcha(host, config.challengeUrl, report) : mountTurnstile(host, config.siteKey, report);
    return () => {
      unmount();
      tokenCallback.current(null);
    };
    // `key` stands for config: a new object with the same settings keeps the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div role="group" aria-label={BOT_CHALLENGE_LABEL} className="bot-challenge">
      <div ref={slot} />
      <p role={status === 'failed' || status === 'unavailable' ? 'alert' : 'status'} className="sr-only">
        {status ? BOT_CHALLENGE_STATUS[status] : ''}
      </p>
    </div>
  );
}

type Report = (token: string | null, status: Status) => void;

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

function mountAltcha(host: HTMLElement, challengeUrl: string, report: Report): () => void {
  let cancelled = false;
  let widget: HTMLElement | null = null;
  const onState = (event: Event) => {
    const { state, payload } = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
    if (state === 'verified' && payload) report(payload, 'verified');
    else if (state === 'error') report(null, 'failed');
    else if (state === 'expired') report(null, 'expired');
    else if (state === 'unverified') report(null, null);
  };
  // Bundled by Vite from node_modules as its own chunk: pages without a form never load it, and
  // the server never runs it (it defines a custom element).
  import('altcha')
    .then(() => {
      if (cancelled) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', challengeUrl);
      // The widget also keeps its payload in a hidden input of the form: under the spec's field name.
      widget.setAttribute('name', BOT_TOKEN_FIELD);
      widget.setAttribute('configuration', ALTCHA_CONFIGURATION);
      widget.addEventListener('statechange', onState);
      host.append(widget);
    })
    .catch(() => {
      if (!cancelled) report(null, 'unavailable');
    });
  return () => {
    cancelled = true;
    widget?.removeEventListener('statechange', onState);
    widget?.remove();
  };
}

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  remove(widgetId: string): void;
}

let turnstileScript: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  const existing = (window as { turnstile?: TurnstileApi }).turnstile;
  if (existing) return Promise.resolve(existing);
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile did not load'));
    };
    script.onerror = () => reject(new Error('Turnstile did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    turnstileScript = null;
    throw error;
  });
  return turnstileScript;
}

function mountTurnstile(host: HTMLElement, siteKey: string, report: Report): () => void {
  let cancelled = false;
  let widgetId: string | undefined;
  let api: TurnstileApi | null = null;
  loadTurnstile()
    .then((loaded) => {
      if (cancelled) return;
      api = loaded;
      widgetId = loaded.render(host, {
        sitekey: siteKey,
        'response-field-name': BOT_TOKEN_FIELD,
        callback: (token: string) => report(token, 'verified'),
        'expired-callback': () => report(null, 'expired'),
        'error-callback': () => report(null, 'failed'),
      });
    })
    .catch(() => {
      if (!cancelled) report(null, 'unavailable');
    });
  return () => {
    cancelled = true;
    if (api && widgetId !== undefined) api.remove(widgetId);
  };
}
