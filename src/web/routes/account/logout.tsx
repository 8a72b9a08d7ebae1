import { Link } from 'react-router';
import type { Route } from './+types/logout';
import { AUTH_SIGNOUT, DASHBOARD } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Sign out · Sitewright' }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return null;
}

/** Signing out is a POST from this page, so a link elsewhere cannot sign anyone out. */
export default function Logout() {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-border bg-surface p-6">
      <h1 className="text-xl font-semibold">Sign out</h1>
      <p className="mt-2 text-sm text-fg-muted">You will need to sign in again to manage your sites.</p>
      <form method="post" action={AUTH_SIGNOUT} className="mt-6 flex gap-3">
        <button type="submit" className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover">
          Sign out
        </button>
        <Link to={DASHBOARD} className="rounded-md border border-border px-4 py-2 text-sm font-medium hover:bg-surface-muted">
          Stay signed in
        </Link>
      </form>
    </div>
  );
}
