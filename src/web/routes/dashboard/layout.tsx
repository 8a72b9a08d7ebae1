import { NavLink, Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { ACCOUNT_PROFILE, DASHBOARD, DASHBOARD_SITES } from '#core/paths/routes.ts';
import { requireUser } from '#web/auth/session.server.ts';
import { UserMenu } from '#web/shell/user-menu.tsx';

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { user: { name: user.name, email: user.email, role: user.role ?? 'user' } };
}

const NAV = [
  { to: DASHBOARD, label: 'Overview', end: true },
  { to: DASHBOARD_SITES, label: 'Sites', end: false },
  { to: ACCOUNT_PROFILE, label: 'Account', end: false },
];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-surface px-4">
        <NavLink to={DASHBOARD} className="text-lg font-bold tracking-tight">
          Sitewright
        </NavLink>
        <UserMenu user={loaderData.user} />
      </header>
      <div className="flex flex-1">
        <nav aria-label="Dashboard" className="hidden w-56 shrink-0 border-r border-border bg-surface p-3 md:block">
          <ul className="flex flex-col gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-primary/10 text-primary' : 'text-fg-muted hover:bg-surface-muted hover:text-fg'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
