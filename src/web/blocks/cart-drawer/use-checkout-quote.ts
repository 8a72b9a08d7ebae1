// The drawer's checkout quote (issue 26; decision 065): the server's prices for the cart as the
// buyer has chosen so far (country, shipping rate, discount code), asked again whenever one of
// them or the cart changes. The first question goes at once; later ones wait until the buyer
// stopped changing things for QUOTE_DEBOUNCE_MS (typing, quantity clicks), and a question
// overtaken by a newer one is cancelled, so an answer that arrives late is never shown.
import { useEffect, useMemo, useState } from 'react';
import type { QuoteApiAnswer, QuoteApiRequest } from '#core/checkout/quote-api.ts';
import { fetchQuote } from '#web/storefront/checkout-api.ts';

export const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteState {
  /** The latest answer, kept while a newer question is on its way (the figures stay in view). */
  quote: QuoteApiAnswer | null;
  /** The answer is to the question as it stands now: its figures and problems are the ones to pay by. */
  current: boolean;
  /** The last question failed (network, server error): the figures are not known. */
  failed: boolean;
}

/** The server's quote for `request`, and a retry after a failure. */
export function useCheckoutQuote(request: QuoteApiRequest): QuoteState & { retry: () => void } {
  const key = useMemo(() => JSON.stringify(request), [request]);
  const [answer, setAnswer] = useState<{ key: string; quote: QuoteApiAnswer | null; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = answer !== null;

  useEffect(() => {
    const controller = new AbortController();
    const ask = () =>
      void fetchQuote(JSON.parse(key) as QuoteApiRequest, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setAnswer((previous) => (result.ok ? { key, quote: result.quote, failed: false } : { key, quote: previous?.quote ?? null, failed: true }));
      });
    // The first question at once: the buyer waits for it before anything can be paid.
    const timer = asked ? setTimeout(ask, QUOTE_DEBOUNCE_MS) : (ask(), undefined);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `asked` only chooses the first question's timing; a new answer must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return {
    quote: answer?.quote ?? null,
    current: answer?.key === key && !answer.failed,
    failed: answer?.key === key && answer.failed,
    retry: () => setAttempt((n) => n + 1),
  };
}
