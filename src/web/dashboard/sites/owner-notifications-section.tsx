import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { OWNER_NOTIFICATION_KINDS, OWNER_NOTIFICATION_LABELS, OWNER_NOTIFICATION_SETTINGS as L, type OwnerNotificationKind } from '#core/shop/owner-notifications.ts';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export const SAVE_NOTIFICATIONS_INTENT = 'save-notifications';

export interface NotificationsActionData {
  intent: typeof SAVE_NOTIFICATIONS_INTENT;
  ok: boolean;
  error: string | null;
}

/** The site settings' Shop notifications section (decision 053): each owner's own mail about new orders and reviews. */
export function OwnerNotificationsSection({ prefs, actionData }: { prefs: Record<OwnerNotificationKind, boolean>; actionData: NotificationsActionData | null }): ReactNode {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === SAVE_NOTIFICATIONS_INTENT;
  return (
    <section aria-labelledby="notifications-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
      <h2 id="notifications-heading" className="text-lg font-semibold">
        {L.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{L.intro}</p>
      {actionData?.error ? <FormError className="mt-4" message={actionData.error} /> : null}
      {actionData?.ok ? <FormSuccess className="mt-4" message={L.saved} /> : null}
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value={SAVE_NOTIFICATIONS_INTENT} />
        {OWNER_NOTIFICATION_KINDS.map((kind) => (
          <CheckboxInput key={kind} label={OWNER_NOTIFICATION_LABELS[kind]} name={kind} defaultChecked={prefs[kind]} />
        ))}
        <div>
          <Button type="submit" loading={busy}>
            {L.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
