import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { AppToaster } from '#web/ui/toaster.tsx';
import './app.css';

export function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  return {
    user: user ? { id: user.id, name: user.name, email: user.email, role: user.role ?? 'user' } : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ConfirmDialogProvider>
      <Outlet />
      <AppToaster />
    </ConfirmDialogProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong';
  const detail =
    status === 404
      ? 'The page you are looking for does not exist or has moved.'
      : 'An unexpected error occurred. Try again, and if it keeps happening, contact the site owner.';
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-semibold text-primary">{status}</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-fg-muted">{detail}</p>
      <a href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-fg">
        Go Home
      </a>
    </main>
  );
}
