import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { domainProofUrl, domainTxtName, domainTxtValue } from '#core/sites/domain-proof.ts';
import { DOMAIN_FILE_PROOF, DOMAIN_LEGACY_HINT, DOMAIN_PENDING_HINT, DOMAIN_TXT_PROOF, DOMAIN_VERIFIED_HINT, DOMAIN_VERIFY } from '#core/sites/messages.ts';
import { Button } from '#web/ui/button.tsx';
import { FormSuccess } from '#web/ui/form-notice.tsx';

export interface DomainActionData {
  intent: 'verify-domain';
  ok: boolean;
  message: string | null;
  error: string | null;
}

interface Props {
  domain: string | null;
  status: 'none' | 'pending' | 'verified';
  legacy: boolean;
  /** Null for people who may not verify (editors): they see the status only. */
  token: string | null;
  actionData: DomainActionData | null;
}

/** A value to copy: wraps anywhere, so a long token never makes the page scroll sideways. */
const Copyable = ({ children }: { children: string }) => <code className="block break-all rounded bg-surface-muted px-2 py-1 font-mono text-xs">{children}</code>;

/** Whether the custom domain shows the site, and for owners the two ways to prove it with a Verify button (decision 037). */
export function DomainVerification({ domain, status, legacy, token, actionData }: Props): ReactNode {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify-domain';
  if (domain === null) return null;
  const proved = status === 'verified' && !legacy;
  return (
    <section aria-labelledby="domain-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
      <h2 id="domain-heading" className="text-lg font-semibold break-all">
        {domain}
      </h2>
      {actionData?.ok ? (
        <FormSuccess className="mt-4" message={actionData.message} />
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger break-words">
          {actionData.error}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-fg-muted">{proved ? DOMAIN_VERIFIED_HINT : legacy ? DOMAIN_LEGACY_HINT : DOMAIN_PENDING_HINT}</p>
      {!proved && token ? (
        <>
          <h3 className="mt-4 text-sm font-semibold">{DOMAIN_TXT_PROOF}</h3>
          <dl className="mt-1 grid gap-1 text-sm">
            <dt className="text-fg-muted">Name</dt>
            <dd>
              <Copyable>{domainTxtName(domain)}</Copyable>
            </dd>
            <dt className="text-fg-muted">Value</dt>
            <dd>
              <Copyable>{domainTxtValue(token)}</Copyable>
            </dd>
          </dl>
          <h3 className="mt-4 text-sm font-semibold">{DOMAIN_FILE_PROOF}</h3>
          <dl className="mt-1 grid gap-1 text-sm">
            <dt className="text-fg-muted">Address</dt>
            <dd>
              <Copyable>{domainProofUrl(domain, token)}</Copyable>
            </dd>
            <dt className="text-fg-muted">Content (exactly)</dt>
            <dd>
              <Copyable>{token}</Copyable>
            </dd>
          </dl>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="verify-domain" />
            <Button type="submit" loading={busy}>
              {DOMAIN_VERIFY}
            </Button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
