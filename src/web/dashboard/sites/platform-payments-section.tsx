import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminSitePlatformPayments } from '#core/paths/routes.ts';
import { PLATFORM_PAYMENTS_HINT, PLATFORM_PAYMENTS_LABEL, PLATFORM_PAYMENTS_SAVED, PLATFORM_PAYMENTS_SECTION as L } from '#core/shop/payment-settings.ts';
import { api } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { CheckboxInput } from '#web/ui/inputs/checkbox-input.tsx';
import { notify } from '#web/ui/toast.ts';

/**
 * The site settings' Platform payments section (decision 058), shown to platform admins only: may
 * this site take card and PayPal payments into the platform's accounts (the server's environment
 * keys) when it has no keys of its own for a provider. The server checks the admin on every save.
 */
export function PlatformPaymentsSection({ siteId, allowed }: { siteId: string; allowed: boolean }): ReactNode {
  const [checked, setChecked] = useState(allowed);
  const save = useMutation({
    mutationFn: () => api.put<{ platformPayments: { allowed: boolean } }>(adminSitePlatformPayments(siteId), { allowed: checked }, { fallback: L.failed }),
    onSuccess: ({ platformPayments }) => notify.success(PLATFORM_PAYMENTS_SAVED(platformPayments.allowed)),
    onError: (error) => notify.error(error.message),
  });
  return (
    <section aria-labelledby="platform-payments-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
      <h2 id="platform-payments-heading" className="text-lg font-semibold">
        {L.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{L.intro}</p>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <CheckboxInput label={PLATFORM_PAYMENTS_LABEL} hint={PLATFORM_PAYMENTS_HINT} name="platformPaymentsAllowed" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {L.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
