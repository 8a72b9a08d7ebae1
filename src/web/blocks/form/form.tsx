// Spec 3 §2–5: the Form block. Create mode posts a new record into the block's collection; edit
// mode (a `record` with _id) updates it and offers Cancel and Delete. The whole form is validated
// with the rule engine the server uses (rulesForInputs + validateFields) before anything is sent;
// bots are dropped silently (honeypot, 500 ms timing) and must pass the bot challenge.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { SYSTEM_REVALIDATE } from '#core/collections.ts';
import { findDuplicateNames } from '#core/forms/duplicate-names.ts';
import { HONEYPOT_FIELD, HONEYPOT_TIME_THRESHOLD_MS } from '#core/forms/form-input.ts';
import { rulesForInputs } from '#core/forms/input-rules.ts';
import { FORM_DELETE_CONFIRM, FORM_NO_COLLECTION, FORM_SUCCESS, REVALIDATE_NOT_DELETABLE } from '#core/forms/messages.ts';
import { getSiteIdFromPath } from '#core/paths/site-prefix.ts';
import { validateFields } from '#core/rules/validate-fields.ts';
import { BOT_TOKEN_FIELD, BotChallenge } from '#web/forms/bot-challenge.tsx';
import { usePageContext } from '#web/islands/island-context.tsx';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { Button } from '#web/ui/button.tsx';
import { cx } from '#web/ui/class-names.ts';
import { useIsClient } from '#web/ui/use-is-client.ts';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { firstMessages, focusFirstInvalid, type FieldErrors } from './field-errors.ts';
import { FormField } from './form-field.tsx';
import { deleteRecord, requestContactMail, sendSubmission, type FormResult, type FormValues } from './form-request.ts';
import { collectionKind, collectionListUrl, completeEventOf, initialValues, loadedValues, recordUrl, submittedValues, usableInputs } from './form-values.ts';
import { FORM_DEFAULT_PROPS, FORM_LABELS, FORM_NAVIGATE_DELAY_MS, type FormProps } from './form.types.ts';

type Busy = 'idle' | 'submitting' | 'deleting';

function navigate(to: 'reload' | string): void {
  window.setTimeout(() => (to === 'reload' ? window.location.reload() : window.location.assign(to)), FORM_NAVIGATE_DELAY_MS);
}

export function Form(props: FormProps): ReactElement {
  const { styles } = useTheme();
  const page = usePageContext();
  const d = FORM_DEFAULT_PROPS;
  const collection = (props.collection ?? '').trim();
  const inputs = usableInputs(props.inputs ?? d.inputs);
  const record = props.record && typeof props.record._id === 'string' ? props.record : null;
  const siteSlug = props.siteSlug ?? page.siteSlug;
  const siteId = siteSlug ? getSiteIdFromPath(`/${siteSlug}`) : null;
  const titleId = useId();
  // Until hydration the browser would submit natively (the fields in the URL): Submit waits for it.
  const hydrated = useIsClient();

  const [values, setValues] = useState<FormValues>(() => initialValues(inputs, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>('idle');
  const [honeypot, setHoneypot] = useState('');
  const [token, setToken] = useState<string | null>(null);
  // A token is spent by the request that carries it: each request gets a fresh widget.
  const [challengeRound, setChallengeRound] = useState(0);
  const startTime = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);

  // When the visitor got the form: set after hydration, so the timing check measures a person.
  useEffect(() => {
    startTime.current = Date.now();
  }, []);

  if (collection === '') {
    return (
      <div role="note" className={cx('rounded-md border border-dashed border-border p-4 text-sm', styles.info)}>
        {FORM_NO_COLLECTION}
      </div>
    );
  }

  const setValue = (name: string, value: unknown): void => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)) : current));
  };

  const showInvalid = (fieldErrors: FieldErrors, error: string | null): void => {
    setErrors(fieldErrors);
    setGeneralError(error);
    // After React has rendered the messages, so aria-describedby points at them when focus lands.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, inputs, fieldErrors));
  };

  const handleResult = async (result: FormResult, mode: 'create' | 'update'): Promise<void> => {
    if (result.kind === 'aborted') return;
    if (result.kind === 'failed') return setGeneralError(result.error);
    if (result.kind === 'invalid') {
      const fieldErrors = firstMessages(result.validationErrors);
      if (result.pathError) fieldErrors.path = result.pathError;
      // A path error without a path input is still shown: as the general error.
      const general = result.error ?? (result.pathError && !inputs.some((input) => input.name === 'path') ? result.pathError : null);
      return showInvalid(fieldErrors, general);
    }
    const recordId = typeof result.data?._id === 'string' ? result.data._id : (record?._id ?? null);
    setErrors({});
    setGeneralError(null);
    setBanner(mode === 'create' ? props.successMessage?.trim() || FORM_SUCCESS.created : FORM_SUCCESS.updated);
    const event = completeEventOf(collection, mode);
    if (event) window.dispatchEvent(new CustomEvent(event, { detail: { collection, record: result.data } }));
    if (mode === 'create' && (props.purpose ?? d.purpose) === 'contact') {
      await requestContactMail({
        formType: props.purpose ?? d.purpose,
        submissionData: result.data ?? submittedValues(inputs, values),
        emailConfig: { to: props.emailTo ?? '', subject: props.emailSubject ?? '' },
        formId: props._formId,
        recordId,
      });
    }
    if (mode === 'update') return navigate(recordId ? recordUrl(collection, recordId, siteSlug) : 'reload');
    const after = props.afterSubmit ?? d.afterSubmit;
    if (after === 'reload') return navigate('reload');
    if (after === 'list') return navigate(collectionListUrl(collection, siteSlug));
    // Stay: a fresh, empty form for the next submission, timed from now.
    setValues(initialValues(inputs, null));
    startTime.current = Date.now();
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (busy !== 'idle' || props.editMode) return;
    setBanner(null);
    const duplicate = findDuplicateNames(inputs);
    if (duplicate) return showInvalid({}, duplicate);
    const problems = validateFields(values, rulesForInputs(inputs));
    if (problems) return showInvalid(firstMessages(problems), null);
    // A bot filled the hidden field or answered faster than a person can: drop it without a word.
    if (honeypot !== '' || Date.now() - startTime.current < HONEYPOT_TIME_THRESHOLD_MS) return;
    setErrors({});
    setGeneralError(null);
    setBusy('submitting');
    // The widget reports its token; it also keeps it in the form, which covers a report not yet seen.
    const widgetToken = new FormData(event.currentTarget).get(BOT_TOKEN_FIELD);
    try {
      const result = await sendSubmission({
        collection,
        inputs,
        values: submittedValues(inputs, values),
        recordId: record?._id,
        loaded: record ? loadedValues(inputs, record) : undefined,
        formId: props._formId,
        siteId,
        startTime: startTime.current,
        token: token ?? (typeof widgetToken === 'string' && widgetToken !== '' ? widgetToken : null),
        honeypot,
        botCheck: props._challenge?.kind ?? null,
      });
      setToken(null);
      setChallengeRound((round) => round + 1);
      await handleResult(result, record ? 'update' : 'create');
    } finally {
      setBusy('idle');
    }
  };

  const remove = async (): Promise<void> => {
    if (!record || busy !== 'idle' || !window.confirm(FORM_DELETE_CONFIRM)) return;
    // Deleting a system page needs its path to pass its rule (spec 3 §5).
    if (collectionKind(collection) === 'page') {
      const problems = validateFields(values, rulesForInputs(inputs.filter((input) => input.name === 'path')));
      if (problems) return showInvalid(firstMessages(problems), null);
    }
    setBusy('deleting');
    try {
      const result = await deleteRecord(collection, record._id);
      if (result.kind !== 'saved') return setGeneralError(result.kind === 'failed' ? result.error : null);
      setGeneralError(null);
      setBanner(FORM_SUCCESS.deleted);
      navigate(collectionKind(collection) === 'page' ? 'reload' : collectionListUrl(collection, siteSlug));
    } finally {
      setBusy('idle');
    }
  };

  const title = (props.title ?? d.title).trim();
  const deletable = collection !== SYSTEM_REVALIDATE;
  // A record's submitter may change it (where the site allows that), never delete it: no button then.
  const mayDelete = props._deletable !== false;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={title ? titleId : undefined} aria-busy={busy !== 'idle' || undefined} className="flex flex-col gap-4" data-form-block="">
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {/* The success banner doubles as the toast: visitor pages have no toaster, and a polite live region is announced. */}
      <div role="status" aria-live="polite" className={banner ? 'rounded-md border border-success bg-success/10 p-3 text-sm font-medium' : 'sr-only'}>
        {banner}
      </div>
      {generalError ? (
        <div role="alert" className="rounded-md border border-danger bg-danger/10 p-3 text-sm font-medium text-danger">
          {generalError}
        </div>
      ) : null}
      {inputs.map((input, index) => (
        <FormField key={`${input.name}-${index}`} input={input} value={values[input.name]} onChange={(value) => setValue(input.name, value)} error={errors[input.name]} siteId={siteId} disabled={busy !== 'idle'} />
      ))}
      {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {FORM_LABELS.honeypot}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
        </label>
      </div>
      {props._challenge ? <BotChallenge key={challengeRound} config={props._challenge} onToken={setToken} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy === 'submitting'} disabled={busy !== 'idle' || !hydrated}>
          {busy === 'submitting' ? FORM_LABELS.submitting : props.submitLabel?.trim() || d.submitLabel}
        </Button>
        {record ? (
          <>
            <a href={collectionListUrl(collection, siteSlug)} className={cx('text-sm underline', FOCUS_RING)}>
              {FORM_LABELS.cancel}
            </a>
            {!mayDelete ? null : deletable ? (
              <Button type="button" variant="danger" loading={busy === 'deleting'} disabled={busy !== 'idle'} onClick={remove}>
                {busy === 'deleting' ? FORM_LABELS.deleting : FORM_LABELS.delete}
              </Button>
            ) : (
              <p className="text-sm text-fg-muted">{REVALIDATE_NOT_DELETABLE}</p>
            )}
          </>
        ) : null}
      </div>
    </form>
  );
}
