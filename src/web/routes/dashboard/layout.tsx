import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/layout';
import { ADMIN_ROLE } from '#core/constants.ts';
import { manageScreenPath, manageScreenTitle, manageSourcesFor } from '#core/content/manage-screens.ts';
import { OUTBOX_MESSAGES } from '#core/mail/messages.ts';
import { SKIP_TO_CONTENT_LABEL } from '#core/pages/page-landmarks.ts';
import { ACCOUNT_PROFILE, DASHBOARD, DASHBOARD_OUTBOX, DASHBOARD_SITES } from '#core/paths/routes.ts';
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

/** The platform's own content, for administrators; the sites list is already 'Sites' above. */
const PLATFORM_NAV = manageSourcesFor('platform')
  .filter((source) => source.slug !== 'sites')
  .map((source) => ({ to: manageScreenPath(source.slug, null), label: manageScreenTitle(source.slug), end: false }))
  .concat({ to: DASHBOARD_OUTBOX, label: OUTBOX_MESSAGES.title, end: false });

/**
 * One query client per browser session of the dashboard. Lists are refetched on each visit
 * (staleTime 0) unless a list says otherwise (icons and colours keep theirs for 7 days).
 */
function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1 } } });
}

function NavList({ items }: { items: readonly { to: string; label: string; end: boolean }[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
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
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(createQueryClient);
  const isAdmin = loaderData.user.role === ADMIN_ROLE;
  // Below the md breakpoint the nav is a disclosure under the header, opened by the Menu button.
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
        >
          {SKIP_TO_CONTENT_LABEL}
        </a>
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-border bg-surface px-4">
          <div className="flex items-center gap-2">
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
            >
              <Menu aria-hidden="true" className="size-5" />
              Menu
            </button>
            <NavLink to={DASHBOARD} className="text-lg font-bold tracking-tight">
              Sitewright
            </NavLink>
          </div>
          <UserMenu user={loaderData.user} />
        </header>
        <div className="flex flex-1 flex-col md:flex-row">
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus events bubble up from the real controls inside; the element itself takes no action */}
          <nav
            id={navId}
            aria-label="Dashboard"
            onKeyDown={closeOnEscape}
            className={`${menuOpen ? 'block' : 'hidden'} shrink-0 border-b border-border bg-surface p-3 md:block md:w-56 md:border-r md:border-b-0`}
          >
            <NavList items={NAV} />
            {isAdmin ? (
              <>
                <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase">Platform</p>
                <NavList items={PLATFORM_NAV} />
              </>
            ) : null}
          </nav>
          <main id="main" className="min-w-0 flex-1 p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
