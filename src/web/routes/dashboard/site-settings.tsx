import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/site-settings';
import { LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { siteDashboard } from '#core/paths/routes.ts';
import { SITE_DOMAIN_HINT } from '#core/sites/messages.ts';
import { DomainVerification, type DomainActionData } from '#web/dashboard/sites/domain-verification.tsx';
import { BuyerMailPreviewSection } from '#web/dashboard/sites/buyer-mail-preview.tsx';
import { SAVE_SHOP_INTENT, ShopSettingsSection, type ShopActionData } from '#web/dashboard/sites/shop-settings-section.tsx';
import { ShopRulesLinks } from '#web/dashboard/shop-rules/shop-rules-kit.tsx';
import { PaymentSettingsSection } from '#web/dashboard/sites/payment-settings-section.tsx';
import { OwnerNotificationsSection, SAVE_NOTIFICATIONS_INTENT, type NotificationsActionData } from '#web/dashboard/sites/owner-notifications-section.tsx';
import { PlatformPaymentsSection } from '#web/dashboard/sites/platform-payments-section.tsx';
import { SiteMembers, type MembersActionData } from '#web/dashboard/sites/site-members.tsx';
import { loadSiteSettings, siteSettingsAction } from '#web/dashboard/sites/site-settings.server.ts';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `Settings · ${d?.site.title ?? 'Site'} · Sitewright` }];

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSiteSettings(request, context, params.siteSlug);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return siteSettingsAction(request, context, params.siteSlug);
}

export default function SiteSettings({ loaderData, actionData: rawActionData }: Route.ComponentProps) {
  const { site, canEdit, shop, shopLegal, mailLogo, notifications, domain, members, invitations, publicOrigin, platformPayments } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-settings';
  const actionData = rawActionData?.intent === 'save-settings' ? rawActionData : null;
  const domainActionData = rawActionData?.intent === 'verify-domain' ? (rawActionData as DomainActionData) : null;
  const shopActionData = rawActionData?.intent === SAVE_SHOP_INTENT ? (rawActionData as ShopActionData) : null;
  const notificationsActionData = rawActionData?.intent === SAVE_NOTIFICATIONS_INTENT ? (rawActionData as NotificationsActionData) : null;
  const membersActionData =
    rawActionData && !['save-settings', 'verify-domain', SAVE_SHOP_INTENT, SAVE_NOTIFICATIONS_INTENT].includes(rawActionData.intent)
      ? (rawActionData as MembersActionData)
      : null;
  const errors = actionData?.validationErrors ?? {};
  return (
    <div className="mx-auto max-w-2xl">
      <a href={siteDashboard(site.unique_id)} className="text-sm text-primary hover:underline">
        ← {site.title}
      </a>
      <h1 className="mt-2 text-2xl font-bold">Site settings</h1>
      {!canEdit ? (
        <p role="status" className="mt-4 rounded-md border border-border bg-surface px-4 py-3 text-sm text-fg-muted">
          Only the site owner can change these settings.
        </p>
      ) : null}
      {actionData?.error ? (
        <FormError className="mt-4" message={actionData.error} />
      ) : null}
      {actionData?.ok ? (
        <FormSuccess className="mt-4" message={'Settings saved.'} />
      ) : null}
      <Form method="post" className="mt-6 flex flex-col gap-4 rounded-xl border border-border bg-surface p-6">
        <input type="hidden" name="intent" value="save-settings" />
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <TextInput label="Title" name="title" required defaultValue={site.title} error={errors.title?.[0]} />
          <TextInput label="Description" name="description" defaultValue={site.description} error={errors.description?.[0]} />
          <SelectInput
            label="Site Language"
            name="language"
            options={LANGUAGE_OPTIONS.map((l) => ({ label: l.label, value: l.value }))}
            defaultValue={site.language}
            error={errors.language?.[0]}
          />
          <TextInput
            label="Custom domain URL"
            name="url"
            type="url"
            placeholder="https://shop.example.com"
            hint={SITE_DOMAIN_HINT}
            defaultValue={site.url ?? ''}
            error={errors.url?.[0]}
          />
          <CheckboxInput label="Site is active" name="is_active" defaultChecked={site.is_active} />
          <div>
            <Button type="submit" loading={busy}>
              Save settings
            </Button>
          </div>
        </fieldset>
      </Form>
      <DomainVerification {...domain} actionData={domainActionData} />
      {shop && shopLegal ? <ShopSettingsSection settings={shop} legal={shopLegal} mailLogo={mailLogo} actionData={shopActionData} /> : null}
      {canEdit ? <ShopRulesLinks siteId={site.unique_id} /> : null}
      <PaymentSettingsSection siteUniqueId={site.unique_id} publicOrigin={publicOrigin} />
      <BuyerMailPreviewSection siteUniqueId={site.unique_id} />
      {notifications ? <OwnerNotificationsSection prefs={notifications} actionData={notificationsActionData} /> : null}
      {platformPayments ? <PlatformPaymentsSection siteId={site.unique_id} allowed={platformPayments.allowed} /> : null}
      <SiteMembers members={members} invitations={invitations} canManage={canEdit} actionData={membersActionData} />
    </div>
  );
}
