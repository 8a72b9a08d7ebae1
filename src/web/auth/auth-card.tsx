import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame shared by the sign-in, sign-up and password screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <Link to="/" className="mb-8 block text-center text-xl font-bold tracking-tight">
          Sitewright
        </Link>
        <AuthPanel title={title} subtitle={subtitle} footer={footer} footerClassName="text-fg-muted">
          {children}
        </AuthPanel>
      </div>
    </main>
  );
}

/** The card itself (title, subtitle, form) and its footer: the platform's frame and a shop's both hold it. */
export function AuthPanel({ title, subtitle, children, footer, footerClassName = '' }: { title: string; subtitle?: string | undefined; children: ReactNode; footer?: ReactNode; footerClassName?: string }) {
  return (
    <>
      <section className="rounded-xl border border-border bg-surface p-6 text-fg shadow-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-fg-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className={`mt-4 text-center text-sm ${footerClassName}`}>{footer}</div> : null}
    </>
  );
}
