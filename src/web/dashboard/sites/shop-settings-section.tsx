import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { MAX_UNITS_PER_CHECKOUT_RANGE, OFFLINE_HOLD_HOURS_RANGE, SHOP_CURRENCY_OPTIONS, SHOP_SETTINGS_LABELS as L, type ShopSettings } from '#core/shop/shop-settings.ts';
import { MAIL_LOGO } from '#core/shop/buyer-mails.ts';
import { LEGAL_DETAILS_LABELS as LL, LEGAL_DETAILS_MAX, type ShopLegalDetails } from '#core/shop/legal-details.ts';
import { Button } from '#web/ui/button.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const SAVE_SHOP_INTENT = 'save-shop';

export interface ShopActionData {
  intent: typeof SAVE_SHOP_INTENT;
  ok: boolean;
  error: string | null;
  validationErrors: Record<string, string[]> | null;
}

/** The buyer's mails' logo (decision 064): the chosen image's id, and the site's images to choose from. */
export interface MailLogoSetting {
  selected: string | null;
  choices: { id: string; name: string; url: string }[];
}

/** The site settings' Shop section (decision 034): the currency (decision 060), offline methods, the hold of offline orders, the units one checkout may take, the invoices' legal details (decision 062), the mails' logo (decision 064). Owners only. */
export function ShopSettingsSection({ settings, legal, mailLogo, actionData }: { settings: ShopSettings; legal: ShopLegalDetails; mailLogo: MailLogoSetting | null; actionData: ShopActionData | null }): ReactNode {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE_SHOP_INTENT;
  const errors = actionData?.validationErrors ?? {};
  return (
    <section aria-labelledby="shop-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
      <h2 id="shop-heading" className="text-lg font-semibold">
        {L.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{L.intro}</p>
      {actionData?.error ? (
        <FormError className="mt-4" message={actionData.error} />
      ) : null}
      {actionData?.ok ? (
        <FormSuccess className="mt-4" message={L.saved} />
      ) : null}
      {/* The server names a bad number under its field, in our words rather than the browser's bubble. */}
      <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={SAVE_SHOP_INTENT} />
        <SelectInput label={L.currency} name="currency" options={SHOP_CURRENCY_OPTIONS} defaultValue={settings.currency} hint={L.currencyHint} error={errors.currency?.[0]} className="w-full sm:w-auto" />
        <CheckboxInput label={L.payOnDelivery} name="payOnDelivery" defaultChecked={settings.payOnDelivery} />
        <CheckboxInput label={L.payByInvoice} name="payByInvoice" defaultChecked={settings.payByInvoice} />
        <WholeNumberInput label={L.offlineHoldHours} name="offlineHoldHours" range={OFFLINE_HOLD_HOURS_RANGE} defaultValue={settings.offlineHoldHours} hint={L.offlineHoldHoursHint} error={errors.offlineHoldHours?.[0]} />
        <WholeNumberInput label={L.maxUnitsPerCheckout} name="maxUnitsPerCheckout" range={MAX_UNITS_PER_CHECKOUT_RANGE} defaultValue={settings.maxUnitsPerCheckout} hint={L.maxUnitsPerCheckoutHint} error={errors.maxUnitsPerCheckout?.[0]} />
        {/* The invoices' legal details (decision 062): optional, their lengths checked by the server. */}
        <fieldset className="flex flex-col gap-4 border-t border-border pt-4" aria-describedby="shop-legal-hint">
          <legend className="text-base font-semibold">{LL.legend}</legend>
          <p id="shop-legal-hint" className="text-sm text-fg-muted">
            {LL.hint}
          </p>
          <TextInput label={LL.legalName} name="legalName" defaultValue={legal.legalName ?? ''} maxLength={LEGAL_DETAILS_MAX.legalName} autoComplete="organization" error={errors.legalName?.[0]} />
          <TextArea label={LL.legalAddress} name="legalAddress" defaultValue={legal.legalAddress ?? ''} rows={4} maxLength={LEGAL_DETAILS_MAX.legalAddress} error={errors.legalAddress?.[0]} />
          <TextInput label={LL.taxNumber} name="taxNumber" defaultValue={legal.taxNumber ?? ''} maxLength={LEGAL_DETAILS_MAX.taxNumber} error={errors.taxNumber?.[0]} />
        </fieldset>
        {mailLogo ? <MailLogoInput setting={mailLogo} error={errors.mailLogoId?.[0]} /> : null}
        <div>
          <Button type="submit" loading={busy}>
            {L.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** A required whole number within a setting's range. */
function WholeNumberInput({ range, ...props }: { label: string; name: string; range: { min: number; max: number }; defaultValue: number; hint: string; error: string | undefined }) {
  return <TextInput {...props} type="number" inputMode="numeric" required min={range.min} max={range.max} step={1} />;
}

/** The logo above the shop's name in its mails to buyers: one of the site's images, or none (decision 064). */
function MailLogoInput({ setting, error }: { setting: MailLogoSetting; error: string | undefined }) {
  const [chosen, setChosen] = useState(setting.selected ?? '');
  const image = setting.choices.find((choice) => choice.id === chosen);
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <SelectInput
        label={MAIL_LOGO.label}
        name="mailLogoId"
        options={[{ value: '', label: MAIL_LOGO.none }, ...setting.choices.map((choice) => ({ value: choice.id, label: choice.name }))]}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        hint={MAIL_LOGO.hint}
        error={error}
        className="w-full"
      />
      {image ? <img src={image.url} alt="" className="h-12 w-auto max-w-60 self-start rounded border border-border object-contain" data-mail-logo-preview="" /> : null}
    </div>
  );
}
