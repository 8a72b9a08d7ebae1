import { Link } from 'react-router';
import type { Route } from './+types/profile';
import { ACCOUNT_ORDERS_LINK } from '#core/checkout/page-messages.ts';
import { ACCOUNT_LOGOUT, ACCOUNT_ORDERS, UPDATE_PASSWORD } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Profile · Sitewright' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { name: user.name, email: user.email, role: user.role ?? 'user', createdAt: new Date(user.createdAt).toISOString() };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">Profile</h1>
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
      <div className="mt-6 flex gap-3">
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
