import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { PAYMENT_SETTINGS_SCREEN as S } from '#core/shop/payment-settings-screen.ts';
import { STRIPE_CONNECT_SCREEN as C, type StripeConnectView } from '#core/shop/stripe-connect.ts';
import { ApiError, errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { FormError } from '#web/ui/form-notice.tsx';
import { Spinner } from '#web/ui/spinner.tsx';
import { notify } from '#web/ui/toast.ts';
import { disconnectStripeConnect, fetchStripeConnect, startStripeConnect, stripeConnectKey } from './payment-settings-requests.ts';

/**
 * Stripe Connect in the Payment accounts section (decision 063), for the site's owners: not
 * connected (Connect with Stripe), setup unfinished (Continue setup), connected (the account, and
 * Disconnect after a confirm). Nothing at all when the server does not run Connect.
 */
export function StripeConnectPanel({ siteUniqueId }: { siteUniqueId: string }): ReactNode {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const headingId = useId();
  const [redirecting, setRedirecting] = useState(false);
  const query = useQuery({
    queryKey: stripeConnectKey(siteUniqueId),
    queryFn: ({ signal }) => fetchStripeConnect(siteUniqueId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
  const start = useMutation({
    mutationFn: () => startStripeConnect(siteUniqueId),
    onSuccess: (url) => {
      // Stripe's hosted onboarding; it sends the owner back to this screen.
      setRedirecting(true);
      window.location.assign(url);
    },
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectStripeConnect(siteUniqueId),
    onSuccess: (view) => {
      queryClient.setQueryData(stripeConnectKey(siteUniqueId), view);
      notify.success(C.disconnected);
    },
  });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner />
        {C.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div>
        <FormError className="mb-2" message={errorText(query.error, C.loadFailed)} />
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          {C.retry}
        </Button>
      </div>
    );
  }
  const view: StripeConnectView = query.data;
  if (!view.enabled) return null;

  const onDisconnect = async () => {
    if (await confirm({ title: C.disconnectTitle, message: C.disconnectBody, okLabel: C.disconnectConfirm, cancelLabel: C.cancel, tone: 'danger' })) disconnect.mutate();
  };

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border p-4" data-stripe-connect={view.state}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {C.heading}
        </h3>
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium">{view.testMode ? S.testMode : S.liveMode}</span>
      </div>
      <p className="text-sm text-fg-muted">{C.intro}</p>
      <p className="text-sm text-fg-muted">{view.feePercent ? C.fee(view.feePercent) : C.noFee}</p>
      {/* Where the site stands, as read: not a live region (changes are announced by their toasts), so it does not speak on every load of the settings. */}
      <p className="text-sm font-medium [overflow-wrap:anywhere]" data-connect-state="">
        {view.state === 'connected' ? C.connected(view.accountId ?? '') : view.state === 'onboarding' ? C.onboarding : C.notConnected}
      </p>
      <FormError className="mb-0" message={start.isError ? errorText(start.error, C.startFailed) : disconnect.isError ? errorText(disconnect.error, C.disconnectFailed) : null} />
      <div className="flex flex-wrap items-center gap-2">
        {view.state === 'connected' ? null : (
          <Button type="button" loading={start.isPending || redirecting} onClick={() => start.mutate()}>
            {view.state === 'onboarding' ? C.continueSetup : C.connect}
          </Button>
        )}
        {view.state === 'not-connected' ? null : (
          <Button type="button" variant="secondary" loading={disconnect.isPending} onClick={() => void onDisconnect()}>
            {C.disconnect}
          </Button>
        )}
      </div>
    </div>
  );
}
