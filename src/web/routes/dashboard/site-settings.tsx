import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/site-settings';
import { LANGUAGE_OPTIONS } from '#core/options/languages.ts';
import { siteDashboard } from '#core/paths/routes.ts';
import { SITE_DOMAIN_HINT } from '#core/sites/messages.ts';
import { loadSiteForUser } from '#web/dashboard/sites/load-site.server.ts';
import { HttpError } from '#server/http/errors.ts';
import { siteDomainStatus } from '#server/modules/sites/site-domain-status.ts';
import { updateSiteSettings } from '#server/modules/sites/update-site-settings.ts';
import { verifySiteDomain } from '#server/modules/sites/verify-site-domain.ts';
import { DomainVerification, type DomainActionData } from '#web/dashboard/sites/domain-verification.tsx';
import { resolveScope } from '#server/shared/listing/list-scope.ts';
import { saveShopSettings, shopSettingsOf } from '#server/modules/shop/shop-settings.public.ts';
import { SAVE_SHOP_INTENT, ShopSettingsSection, type ShopActionData } from '#web/dashboard/sites/shop-settings-section.tsx';
import { SiteMembers, type MembersActionData } from '#web/dashboard/sites/site-members.tsx';
import { loadSiteMembers, membersAction } from '#web/dashboard/sites/site-members.server.ts';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `Settings · ${d?.site.title ?? 'Site'} · Sitewright` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await loadSiteForUser(request, context, params.siteSlug);
  const canEdit = site.role !== 'editor';
  const { db } = context.deps.database;
  // The shop's settings are the owner's alone (decision 034): editors are not sent them.
  const shop = canEdit ? await shopSettingsOf(db, (await resolveScope(db, site.unique_id)).site?.id ?? null) : null;
  return {
    site,
    canEdit,
    shop,
    domain: await siteDomainStatus(db, site.unique_id, canEdit),
    ...(await loadSiteMembers(context, site.unique_id)),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, site } = await loadSiteForUser(request, context, params.siteSlug);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save-settings');
  if (intent === 'verify-domain') return verifyDomainAction(context, user, site.unique_id);
  if (intent === SAVE_SHOP_INTENT) return shopAction(context, user, site.unique_id, form);
  // The members section's forms (add-member, remove-member, resend-invitation, cancel-invitation).
  if (intent !== 'save-settings') return membersAction(context, user, site.unique_id, intent, form);
  const input = {
    title: String(form.get('title') ?? ''),
    description: String(form.get('description') ?? ''),
    language: String(form.get('language') ?? ''),
    url: String(form.get('url') ?? ''),
    is_active: form.get('is_active') === 'on',
  };
  try {
    await updateSiteSettings(context.deps, user, site.unique_id, input);
    return { intent: 'save-settings' as const, ok: true as const, error: null, validationErrors: null };
  } catch (error) {
    if (error instanceof HttpError) {
      return data(
        { intent: 'save-settings' as const, ok: false as const, error: error.message, validationErrors: error.validationErrors ?? null },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** The custom domain's Verify button (owners and admins; decision 037). */
async function verifyDomainAction(context: Route.ActionArgs['context'], user: Parameters<typeof verifySiteDomain>[1], uniqueId: string) {
  try {
    const { message } = await verifySiteDomain(context.deps, user, uniqueId);
    return { intent: 'verify-domain' as const, ok: true as const, message, error: null } satisfies DomainActionData;
  } catch (error) {
    if (error instanceof HttpError) {
      return data({ intent: 'verify-domain' as const, ok: false as const, message: null, error: error.message } satisfies DomainActionData, { status: error.status });
    }
    throw error;
  }
}

async function shopAction(context: Route.ActionArgs['context'], user: Parameters<typeof saveShopSettings>[1], uniqueId: string, form: FormData) {
  try {
    await saveShopSettings(context.deps.database.db, user, uniqueId, Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')));
    return { intent: SAVE_SHOP_INTENT, ok: true, error: null, validationErrors: null } satisfies ShopActionData;
  } catch (error) {
    if (error instanceof HttpError) {
      return data({ intent: SAVE_SHOP_INTENT, ok: false, error: error.message, validationErrors: error.validationErrors ?? null } satisfies ShopActionData, { status: error.status });
    }
    throw error;
  }
}

export default function SiteSettings({ loaderData, actionData: rawActionData }: Route.ComponentProps) {
  const { site, canEdit, shop, domain, members, invitations } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-settings';
  const actionData = rawActionData?.intent === 'save-settings' ? rawActionData : null;
  const domainActionData = rawActionData?.intent === 'verify-domain' ? (rawActionData as DomainActionData) : null;
  const shopActionData = rawActionData?.intent === SAVE_SHOP_INTENT ? (rawActionData as ShopActionData) : null;
  const membersActionData =
    rawActionData && rawActionData.intent !== 'save-settings' && rawActionData.intent !== 'verify-domain' && rawActionData.intent !== SAVE_SHOP_INTENT
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
      {shop ? <ShopSettingsSection settings={shop} actionData={shopActionData} /> : null}
      <SiteMembers members={members} invitations={invitations} canManage={canEdit} actionData={membersActionData} />
    </div>
  );
}
