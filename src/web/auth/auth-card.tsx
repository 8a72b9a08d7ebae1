import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame shared by the sign-in, sign-up and password screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <Link to="/" className="mb-8 block text-center text-xl font-bold tracking-tight">
          Sitewright
        </Link>
        <section className="rounded-xl border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-xl font-semibold">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-fg-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? <div className="mt-4 text-center text-sm text-fg-muted">{footer}</div> : null}
      </div>
    </main>
  );
}

