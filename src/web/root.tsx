import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches } from 'react-router';
import { RTL_LANGUAGES, type Language } from '#core/options/languages.ts';
import type { IslandAssets } from '#core/islands/island-modules.ts';
import type { Route } from './+types/root';
import { ConfirmDialogProvider } from '#web/ui/confirm-dialog.tsx';
import { AppToaster } from '#web/ui/toaster.tsx';
import appStylesheet from './app.css?url';
import visitorStylesheet from './visitor.css?url';

/** The page's language (a site's setting) decides lang and dir for the whole document. */
function useDocumentLanguage(): string {
  const matches = useMatches();
  const data = matches.at(-1)?.data as { language?: unknown } | undefined;
  return typeof data?.language === 'string' ? data.language : 'en';
}

/**
 * Visitors' pages say `hydrate: false` in their loader data: React Router's client never loads
 * there, only the scripts of the islands the page contains (none for a content-only page).
 */
function usePageScripts(): { hydrate: boolean; islands: IslandAssets | null; fonts: string[] } {
  const matches = useMatches();
  const hydrate = matches.every((match) => (match.data as { hydrate?: unknown } | undefined)?.hydrate !== false);
  const data = matches.at(-1)?.data as { islands?: IslandAssets | null; fonts?: string[] } | undefined;
  return { hydrate, islands: data?.islands ?? null, fonts: data?.fonts ?? [] };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useDocumentLanguage();
  const { hydrate, islands, fonts } = usePageScripts();
  return (
    <html lang={lang} dir={RTL_LANGUAGES.includes(lang as Language) ? 'rtl' : 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Published pages (no React Router client) link the visitors' stylesheet only (decision 055). */}
        <link rel="stylesheet" href={hydrate ? appStylesheet : visitorStylesheet} />
        <Links />
        {/* The page's own web font (same origin; CORS mode, as the @font-face fetch), before the first layout. */}
        {fonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)}
        {/* Low priority: the page's content and styles paint first, the islands' chunks follow right after. */}
        {islands?.preloads.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />)}
      </head>
      <body className="min-h-screen font-sans antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          islands?.scripts.map((src) => <script key={src} type="module" src={src} />)
        )}
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
