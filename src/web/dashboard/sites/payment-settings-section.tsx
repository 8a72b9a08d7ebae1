import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { webhookPathOf } from '#core/paths/routes.ts';
import {
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_SETTINGS_FORBIDDEN,
  PAYMENT_SETTINGS_LABELS,
  type PaymentConnectionResult,
  type PaymentPlainField,
  type PaymentProvider,
  type PaymentSecretField,
  type PaymentSettingsView,
  type PaypalMode,
  type SecretState,
} from '#core/shop/payment-settings.ts';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { ApiError, errorText } from '#web/api/client.ts';
import { useCopyFeedback } from '#web/dashboard/content/use-copy-feedback.ts';
import { Button } from '#web/ui/button.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { PaymentSecretField as SecretInput, type SecretEdit } from './payment-secret-field.tsx';
import { fetchPaymentSettings, paymentSettingsKey, savePaymentSettings, testPaymentConnection } from './payment-settings-requests.ts';
import { StripeConnectPanel } from './stripe-connect-panel.tsx';

type FieldErrors = Partial<Record<string, string[]>>;

/** Each provider's fields: plain ones shown as they are, secrets as ••••last4. */
const PROVIDER_FIELDS: Readonly<Record<PaymentProvider, { plain: readonly PaymentPlainField[]; secrets: readonly PaymentSecretField[] }>> = {
  stripe: { plain: ['stripePublishableKey'], secrets: ['stripeSecretKey', 'stripeWebhookSecret'] },
  paypal: { plain: ['paypalClientId', 'paypalWebhookId'], secrets: ['paypalSecret'] },
};

const plainValue = (settings: PaymentSettingsView, field: PaymentPlainField): string =>
  (field === 'stripePublishableKey' ? settings.stripe.publishableKey : field === 'paypalClientId' ? settings.paypal.clientId : settings.paypal.webhookId) ?? '';

const secretState = (settings: PaymentSettingsView, field: PaymentSecretField): SecretState =>
  field === 'stripeSecretKey' ? settings.stripe.secretKey : field === 'stripeWebhookSecret' ? settings.stripe.webhookSecret : settings.paypal.secret;

const testMode = (settings: PaymentSettingsView, provider: PaymentProvider): boolean | null => (provider === 'stripe' ? settings.stripe.testMode : settings.paypal.testMode);

/** Whether the keys Test connection needs are saved. */
const canTest = (settings: PaymentSettingsView, provider: PaymentProvider): boolean =>
  provider === 'stripe' ? settings.stripe.secretKey.set : settings.paypal.secret.set && settings.paypal.clientId !== null;

const KEEP_ALL = (provider: PaymentProvider): Partial<Record<PaymentSecretField, SecretEdit>> => Object.fromEntries(PROVIDER_FIELDS[provider].secrets.map((field) => [field, { mode: 'keep' }]));

/**
 * The site settings' Payment accounts section (decision 057, addendum): the site's own Stripe and
 * PayPal keys, its owners only (anyone else is answered 403 and sees a note). Secrets never come
 * back to the page; each provider has its own Save and Test connection.
 */
export function PaymentSettingsSection({ siteUniqueId, publicOrigin }: { siteUniqueId: string; publicOrigin: string }): ReactNode {
  const query = useQuery({
    queryKey: paymentSettingsKey(siteUniqueId),
    queryFn: ({ signal }) => fetchPaymentSettings(siteUniqueId, signal),
    // A refusal (403, 404) does not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return (
    <section aria-labelledby="payments-heading" className="mt-8 rounded-xl border border-border bg-surface p-4 sm:p-6" data-payment-settings="">
      <h2 id="payments-heading" className="text-lg font-semibold">
        {S.heading}
      </h2>
      {forbidden ? (
        <p role="status" className="mt-2 text-sm text-fg-muted">
          {PAYMENT_SETTINGS_FORBIDDEN}.
        </p>
      ) : (
        <p className="mt-1 text-sm text-fg-muted">{S.intro}</p>
      )}
      {query.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-fg-muted">
          <Spinner />
          {S.loading}
        </p>
      ) : null}
      {query.isError && !forbidden ? (
        <div className="mt-4">
          <FormError className="mb-2" message={errorText(query.error, S.loadFailed)} />
          <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {S.retry}
          </Button>
        </div>
      ) : null}
      {query.data ? (
        <div className="mt-4 flex flex-col gap-6">
          <ProviderForm provider="stripe" settings={query.data} siteUniqueId={siteUniqueId} publicOrigin={publicOrigin} />
          <ProviderForm provider="paypal" settings={query.data} siteUniqueId={siteUniqueId} publicOrigin={publicOrigin} />
          <StripeConnectPanel siteUniqueId={siteUniqueId} />
        </div>
      ) : null}
    </section>
  );
}

function ProviderForm({ provider, settings, siteUniqueId, publicOrigin }: { provider: PaymentProvider; settings: PaymentSettingsView; siteUniqueId: string; publicOrigin: string }): ReactNode {
  const queryClient = useQueryClient();
  const headingId = useId();
  const name = PAYMENT_PROVIDER_NAMES[provider];
  const fields = PROVIDER_FIELDS[provider];
  const [plain, setPlain] = useState<Partial<Record<PaymentPlainField, string>>>(() => Object.fromEntries(fields.plain.map((field) => [field, plainValue(settings, field)])));
  const [secrets, setSecrets] = useState(() => KEEP_ALL(provider));
  const [mode, setMode] = useState<PaypalMode>(settings.paypal.mode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<PaymentConnectionResult | null>(null);

  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, string> = {};
      for (const field of fields.plain) body[field] = (plain[field] ?? '').trim();
      for (const field of fields.secrets) {
        const edit = secrets[field];
        if (edit?.mode === 'clear') body[field] = '';
        else if (edit?.mode === 'replace' && edit.value.trim() !== '') body[field] = edit.value;
      }
      if (provider === 'paypal') body.paypalMode = mode;
      return savePaymentSettings(siteUniqueId, body);
    },
    onSuccess: (saved) => {
      setErrors({});
      setFormError(null);
      setResult(null);
      // The typed secrets are dropped: only ••••last4 remains. The other provider's form keeps what it holds.
      setSecrets(KEEP_ALL(provider));
      setPlain(Object.fromEntries(fields.plain.map((field) => [field, plainValue(saved, field)])));
      queryClient.setQueryData(paymentSettingsKey(siteUniqueId), saved);
      notify.success(S.saved(provider));
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.body.validationErrors as FieldErrors | undefined) : undefined;
      setErrors(fieldErrors ?? {});
      setFormError(errorText(error, S.saveFailed));
    },
  });

  const test = useMutation({
    mutationFn: () => testPaymentConnection(siteUniqueId, provider),
    onMutate: () => setResult(null),
    onSuccess: setResult,
  });

  const badge = testMode(settings, provider);
  const testable = canTest(settings, provider);
  const hintId = useId();
  const webhookUrl = `${publicOrigin}${webhookPathOf(provider, siteUniqueId)}`;
  const { copied, copy } = useCopyFeedback();
  const fieldError = (field: string) => errors[field]?.[0];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border p-4" data-provider={provider}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {name}
        </h3>
        {badge === null ? null : (
          <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium" data-mode-badge="">
            {badge ? S.testMode : S.liveMode}
          </span>
        )}
      </div>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <FormError className="mb-0" message={formError} />
        {provider === 'stripe' ? (
          <TextInput label={PAYMENT_SETTINGS_LABELS.stripePublishableKey} name="stripePublishableKey" autoComplete="off" spellCheck={false} value={plain.stripePublishableKey ?? ''} onChange={(event) => setPlain({ ...plain, stripePublishableKey: event.target.value })} error={fieldError('stripePublishableKey')} />
        ) : (
          <TextInput label={PAYMENT_SETTINGS_LABELS.paypalClientId} name="paypalClientId" autoComplete="off" spellCheck={false} value={plain.paypalClientId ?? ''} onChange={(event) => setPlain({ ...plain, paypalClientId: event.target.value })} error={fieldError('paypalClientId')} />
        )}
        {fields.secrets.map((field) => (
          <SecretInput key={field} field={field} state={secretState(settings, field)} edit={secrets[field] ?? { mode: 'keep' }} onEdit={(edit) => setSecrets({ ...secrets, [field]: edit })} error={fieldError(field)} />
        ))}
        {provider === 'paypal' ? (
          <>
            <TextInput label={PAYMENT_SETTINGS_LABELS.paypalWebhookId} name="paypalWebhookId" autoComplete="off" spellCheck={false} value={plain.paypalWebhookId ?? ''} onChange={(event) => setPlain({ ...plain, paypalWebhookId: event.target.value })} error={fieldError('paypalWebhookId')} />
            <SelectInput
              label={PAYMENT_SETTINGS_LABELS.paypalMode}
              name="paypalMode"
              value={mode}
              onChange={(event) => setMode(event.target.value as PaypalMode)}
              options={[
                { value: 'sandbox', label: S.modeSandbox },
                { value: 'live', label: S.modeLive },
              ]}
              error={fieldError('paypalMode')}
            />
          </>
        ) : null}
        <div className="flex flex-col gap-2">
          <TextInput label={S.webhookUrl} name={`${provider}WebhookUrl`} readOnly value={webhookUrl} hint={S.webhookHint(provider)} className="font-mono text-xs" />
          <div>
            <Button type="button" variant="secondary" size="sm" aria-label={S.copyLabel(provider)} onClick={() => void copy(provider, webhookUrl, { success: S.copied, failure: S.copyFailed })}>
              {copied === provider ? '✓ ' : ''}
              {S.copy}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={save.isPending}>
            {S.save} {name}
          </Button>
          <Button type="button" variant="secondary" loading={test.isPending} disabled={!testable} aria-describedby={testable ? undefined : hintId} onClick={() => test.mutate()}>
            {S.testConnection}
          </Button>
        </div>
        {testable ? null : (
          <p id={hintId} className="text-sm text-fg-muted">
            {S.testNeedsKeys(provider)}
          </p>
        )}
        <ConnectionResult provider={provider} result={result} error={test.isError ? errorText(test.error, S.testFailed) : null} />
      </form>
    </section>
  );
}

/** The last Test connection's answer: the account, or why not (the provider's refusal, or our 409/429). */
function ConnectionResult({ provider, result, error }: { provider: PaymentProvider; result: PaymentConnectionResult | null; error: string | null }): ReactNode {
  if (error) return <FormError className="mb-0" message={error} />;
  if (!result) return null;
  if (result.ok) return <FormSuccess className="mb-0" message={S.connected(provider, result.account, result.testMode)} />;
  return <FormError className="mb-0" message={`${S.notConnected(provider)}: ${result.reason}`} />;
}
