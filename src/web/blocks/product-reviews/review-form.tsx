// Spec 3 §3–5, §8: the Write a Review form, inside the block's modal. Validated with the rules the
// API applies (validateReviewForm); sent as JSON with the product id, the submission date and the
// bot challenge's token. Success shows the server's message and closes the modal 1.5 s later.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import type { BotChallengeConfig } from '#core/forms/bot-challenge.ts';
import { botCheckMessageForVisitor } from '#core/forms/bot-check-messages.ts';
import { REVIEW_SUCCESS_CLOSE_DELAY_MS } from '#core/reviews/constants.ts';
import {
  REVIEW_FIELD_LABELS,
  REVIEW_SUBMIT_NETWORK_ERROR,
  SUBMIT_REVIEW_LABEL,
  SUBMITTING_REVIEW_LABEL,
  WOULD_RECOMMEND_LABELS,
} from '#core/reviews/messages.ts';
import { PRIVACY_CONSENT_VALUE, validateReviewForm, type ReviewFormErrors, type ReviewFormField } from '#core/reviews/review-form.ts';
import { WOULD_RECOMMEND_VALUES } from '#core/reviews/review.ts';
import { BOT_TOKEN_FIELD, BotChallenge } from '#web/forms/bot-challenge.tsx';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { FieldShell } from '#web/ui/inputs/field-shell.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { RatingField, type StarColors } from './review-stars.tsx';
import { submitReview } from './reviews-request.ts';

export interface ReviewFormProps {
  productId: string;
  initialRating: number;
  requireOrderVerification: boolean;
  challenge: BotChallengeConfig | null;
  colors: StarColors;
  /** Called REVIEW_SUCCESS_CLOSE_DELAY_MS after a review was accepted. */
  onDone: () => void;
}

interface Values {
  rating: number;
  reviewer_name: string;
  review_title: string;
  review_text: string;
  would_recommend: string;
  order_confirmation: string;
  customer_email: string;
  privacy_consent: boolean;
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | null;

const firstErrors = (errors: ReviewFormErrors | Record<string, string[]>): Partial<Record<ReviewFormField, string>> =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [])));

function RecommendField({ value, onChange, error, disabled }: { value: string; onChange: (value: string) => void; error?: string; disabled: boolean }): ReactElement {
  return (
    <FieldShell label={REVIEW_FIELD_LABELS.would_recommend} required error={error} layout="group">
      {() => (
        <div className="flex flex-wrap gap-4">
          {WOULD_RECOMMEND_VALUES.map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm">
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- each radio says it is invalid, as the group's error names it; screen readers announce it on the focused option (dom tests read it there) */}
              <input
                type="radio"
                name="would_recommend"
                value={option}
                checked={value === option}
                disabled={disabled}
                onChange={() => onChange(option)}
                aria-invalid={error ? true : undefined}
                className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              {WOULD_RECOMMEND_LABELS[option]}
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}

export function ReviewForm({ productId, initialRating, requireOrderVerification, challenge, colors, onDone }: ReviewFormProps): ReactElement {
  const [values, setValues] = useState<Values>({
    rating: initialRating,
    reviewer_name: '',
    review_title: '',
    review_text: '',
    would_recommend: '',
    order_confirmation: '',
    customer_email: '',
    privacy_consent: false,
  });
  const [errors, setErrors] = useState<Partial<Record<ReviewFormField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  // A token is spent by the request that carries it: each attempt gets a fresh widget.
  const [challengeRound, setChallengeRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const ratingErrorId = `${useId()}-rating-error`;
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const sent = outcome?.kind === 'sent';

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => doneRef.current(), REVIEW_SUCCESS_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const set = <Field extends keyof Values>(field: Field, value: Values[Field]): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as ReviewFormField]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const formInput = () => ({
    rating: values.rating,
    reviewer_name: values.reviewer_name,
    review_title: values.review_title,
    review_text: values.review_text,
    would_recommend: values.would_recommend,
    ...(requireOrderVerification
      ? { order_confirmation: values.order_confirmation, customer_email: values.customer_email, privacy_consent: values.privacy_consent ? PRIVACY_CONSENT_VALUE : '' }
      : {}),
  });

  const showErrors = (next: Partial<Record<ReviewFormField, string>>): void => {
    setErrors(next);
    // After React has rendered the messages, so the focused field is described by its error.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy || sent) return;
    const input = formInput();
    const problems = validateReviewForm(input, { requireOrderVerification });
    if (problems) {
      setOutcome(null);
      return showErrors(firstErrors(problems));
    }
    // The widget reports its token; it also keeps it in the form, which covers a report not yet seen.
    const widgetToken = new FormData(event.currentTarget).get(BOT_TOKEN_FIELD);
    const challengeToken = token ?? (typeof widgetToken === 'string' && widgetToken !== '' ? widgetToken : null);
    setBusy(true);
    setOutcome(null);
    try {
      const result = await submitReview({
        ...input,
        product_id: productId,
        submission_date: new Date().toISOString(),
        ...(challengeToken ? { [BOT_TOKEN_FIELD]: challengeToken } : {}),
      });
      if (result.kind === 'sent') {
        setErrors({});
        setOutcome({ kind: 'sent', message: result.message });
        return;
      }
      setToken(null);
      setChallengeRound((round) => round + 1);
      if (result.kind === 'network') {
        setOutcome({ kind: 'failed', message: REVIEW_SUBMIT_NETWORK_ERROR });
        return;
      }
      setOutcome({ kind: 'failed', message: (challenge ? botCheckMessageForVisitor(result.message, challenge.kind) : null) ?? result.message });
      const fieldErrors = firstErrors(result.validationErrors);
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || sent;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="flex flex-col gap-4" data-review-form="">
      <RatingField name="rating" legend={REVIEW_FIELD_LABELS.rating} value={values.rating} onChange={(rating) => set('rating', rating)} colors={colors} error={errors.rating} errorId={ratingErrorId} />
      <TextInput label={REVIEW_FIELD_LABELS.reviewer_name} name="reviewer_name" required autoComplete="name" value={values.reviewer_name} disabled={disabled} onChange={(event) => set('reviewer_name', event.target.value)} error={errors.reviewer_name} />
      <TextInput label={REVIEW_FIELD_LABELS.review_title} name="review_title" required value={values.review_title} disabled={disabled} onChange={(event) => set('review_title', event.target.value)} error={errors.review_title} />
      <TextArea label={REVIEW_FIELD_LABELS.review_text} name="review_text" rows={5} required value={values.review_text} disabled={disabled} onChange={(event) => set('review_text', event.target.value)} error={errors.review_text} />
      <RecommendField value={values.would_recommend} disabled={disabled} onChange={(value) => set('would_recommend', value)} error={errors.would_recommend} />
      {requireOrderVerification ? (
        <>
          <TextInput label={REVIEW_FIELD_LABELS.order_confirmation} name="order_confirmation" required value={values.order_confirmation} disabled={disabled} onChange={(event) => set('order_confirmation', event.target.value)} error={errors.order_confirmation} />
          <TextInput label={REVIEW_FIELD_LABELS.customer_email} name="customer_email" type="email" required autoComplete="email" value={values.customer_email} disabled={disabled} onChange={(event) => set('customer_email', event.target.value)} error={errors.customer_email} />
          <CheckboxInput label={REVIEW_FIELD_LABELS.privacy_consent} name="privacy_consent" value={PRIVACY_CONSENT_VALUE} required checked={values.privacy_consent} disabled={disabled} onChange={(event) => set('privacy_consent', event.target.checked)} error={errors.privacy_consent} />
        </>
      ) : null}
      {challenge && !sent ? <BotChallenge key={challengeRound} config={challenge} onToken={setToken} /> : null}
      {/* Visitor pages have no toaster: the outcome is a live region in the dialog. */}
      <div role="status" aria-live="polite" className={sent ? 'rounded-md border border-success bg-success/10 p-3 text-sm font-medium' : 'sr-only'} data-review-form-status="">
        {sent ? outcome.message : ''}
      </div>
      {outcome?.kind === 'failed' && outcome.message !== '' ? (
        <div role="alert" className="rounded-md border border-danger bg-danger/10 p-3 text-sm font-medium text-danger">
          {outcome.message}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={sent}>
          {busy ? SUBMITTING_REVIEW_LABEL : SUBMIT_REVIEW_LABEL}
        </Button>
      </div>
    </form>
  );
}

