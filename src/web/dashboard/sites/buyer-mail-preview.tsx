import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { BUYER_MAIL_KINDS, BUYER_MAIL_LABELS, MAIL_PREVIEW as P, mailPreviewApi, type BuyerMailKind, type MailPreview } from '#core/shop/buyer-mails.ts';
import { api } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { Spinner } from '#web/ui/spinner.tsx';

async function fetchMailPreview(siteUniqueId: string, kind: BuyerMailKind, signal?: AbortSignal): Promise<MailPreview> {
  return (await api.get<{ mail: MailPreview }>(mailPreviewApi(siteUniqueId, kind), { signal, fallback: P.failed })).mail;
}

/**
 * The site settings' preview of the mails buyers get (decision 064), for the site's owners and
 * editors: each kind rendered by the server with the site's name, logo, currency and language and
 * a sample order. The HTML part shows in a sandboxed frame (srcdoc, no scripts, no same origin), the
 * plain-text part beside it.
 */
export function BuyerMailPreviewSection({ siteUniqueId }: { siteUniqueId: string }): ReactNode {
  const [kind, setKind] = useState<BuyerMailKind>('placed');
  const headingId = useId();
  const query = useQuery({
    queryKey: ['mail-preview', siteUniqueId, kind],
    queryFn: ({ signal }) => fetchMailPreview(siteUniqueId, kind, signal),
  });
  const label = BUYER_MAIL_LABELS[kind];
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-border bg-surface p-6" data-mail-preview="">
      <h2 id={headingId} className="text-lg font-semibold">
        {P.heading}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{P.intro}</p>
      <div className="mt-4">
        <SelectInput
          label={P.kind}
          name="mailKind"
          options={BUYER_MAIL_KINDS.map((value) => ({ value, label: BUYER_MAIL_LABELS[value] }))}
          value={kind}
          onChange={(event) => setKind(event.target.value as BuyerMailKind)}
          className="w-full sm:w-auto"
        />
      </div>
      {query.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-fg-muted">
          <Spinner /> {P.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3 rounded-md border border-danger/40 p-4 text-sm">
          <p>{query.error.message || P.failed}</p>
          <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            {P.retry}
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm break-words">
            <span className="font-medium">{P.subject}:</span> <span data-mail-preview-subject="">{query.data.subject}</span>
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <figure className="flex min-w-0 flex-col gap-2">
              <figcaption className="text-sm font-medium">{P.html}</figcaption>
              {/* No scripts, no same origin, no forms or pop-ups: the mail's HTML only draws. */}
              <iframe title={P.frameTitle(label)} sandbox="" srcDoc={query.data.html} className="h-[28rem] w-full rounded-md border border-border bg-white" data-mail-preview-html="" />
            </figure>
            <figure className="flex min-w-0 flex-col gap-2">
              <figcaption className="text-sm font-medium">{P.text}</figcaption>
              <pre className="rounded-md border border-border bg-bg p-3 text-xs whitespace-pre-wrap break-words" data-mail-preview-text="">
                {query.data.text}
              </pre>
            </figure>
          </div>
        </div>
      )}
    </section>
  );
}
