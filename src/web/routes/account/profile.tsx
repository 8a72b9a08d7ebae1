import { Link } from 'react-router';
import type { Route } from './+types/profile';
import { ACCOUNT_ORDERS_LINK } from '#core/checkout/page-messages.ts';
import { ACCOUNT_LOGOUT, ACCOUNT_ORDERS, UPDATE_PASSWORD } from '#core/paths/routes.ts';
import { ADMIN_TWO_FACTOR_BANNER } from '#core/auth/second-factor-messages.ts';
import { PasskeySettings } from '#web/account/passkey-settings.tsx';
import { TwoFactorSettings } from '#web/account/two-factor-settings.tsx';
import { requireUser, secondFactorRequired } from '#web/auth/session.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Profile · Sitewright' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return {
    name: user.name,
    email: user.email,
    role: user.role ?? 'user',
    createdAt: new Date(user.createdAt).toISOString(),
    twoFactorEnabled: user.twoFactorEnabled === true,
    // REQUIRE_ADMIN_2FA: this screen is the only one such an admin may use until TOTP is on.
    secondFactorRequired: secondFactorRequired(context),
  };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">Profile</h1>
      {loaderData.secondFactorRequired && (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {ADMIN_TWO_FACTOR_BANNER}
        </p>
      )}
      <dl className="mt-6 divide-y divide-border rounded-xl border border-border bg-surface">
        {[
          ['Name', loaderData.name],
          ['Email', loaderData.email],
          ['Role', loaderData.role === 'admin' ? 'Platform administrator' : 'User'],
          ['Member since', new Date(loaderData.createdAt).toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' })],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-5 py-3 text-sm">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <TwoFactorSettings enabled={loaderData.twoFactorEnabled} />
      {!loaderData.secondFactorRequired && <PasskeySettings />}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={ACCOUNT_ORDERS} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          {ACCOUNT_ORDERS_LINK}
        </Link>
        <Link to={UPDATE_PASSWORD} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Update password
        </Link>
        <Link to={ACCOUNT_LOGOUT} className="rounded-md border border-border bg-surface px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Sign out
        </Link>
      </div>
    </div>
  );
}
