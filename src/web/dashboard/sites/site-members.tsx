import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { invitationStatusLabel, MEMBER_ADD_HINT, MEMBERS_OWNER_ONLY } from '#core/sites/messages.ts';
import { Button } from '#web/ui/button.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { FormError, FormSuccess } from '#web/ui/form-notice.tsx';

export interface MembersActionData {
  intent: 'add-member' | 'remove-member' | 'cancel-invitation' | 'resend-invitation';
  ok: boolean;
  message: string | null;
  error: string | null;
  validationErrors: Record<string, string[]> | null;
}

interface Props {
  members: { user_id: string; name: string; email: string; role: 'owner' | 'editor' }[];
  invitations: { id: string; email: string; expires_at: string }[];
  /** Owners and admins; editors see the lists read-only. */
  canManage: boolean;
  actionData: MembersActionData | null;
}

const ROLE_LABEL = { owner: 'Owner', editor: 'Editor' } as const;

/** The site's members and pending invitations, with add and remove forms for its owners. */
export function SiteMembers({ members, invitations, canManage, actionData }: Props): ReactNode {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting' ? navigation.formData : null;
  const pendingFor = (intent: string, field: string, value: string) => pending?.get('intent') === intent && pending.get(field) === value;
  // The server refuses to remove a site's only owner; no button offers it.
  const soleOwner = members.filter((m) => m.role === 'owner').length === 1;
  const emailError = actionData?.intent === 'add-member' ? actionData.validationErrors?.email?.[0] : undefined;
  return (
    <section aria-labelledby="members-heading" className="mt-8 rounded-xl border border-border bg-surface p-6">
      <h2 id="members-heading" className="text-lg font-semibold">
        Members
      </h2>
      {!canManage ? <p className="mt-2 text-sm text-fg-muted">{MEMBERS_OWNER_ONLY}</p> : null}
      {actionData?.ok ? (
        <FormSuccess className="mt-4" message={actionData.message} />
      ) : null}
      {actionData && !actionData.ok && !emailError ? (
        <FormError className="mt-4" message={actionData.error} />
      ) : null}
      <ul aria-label="Members" className="mt-4 divide-y divide-border">
        {members.map((m) => (
          <li key={m.user_id} className="flex items-center justify-between gap-4 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium">{m.name || m.email}</span>
              <span className="block truncate text-sm text-fg-muted">
                {m.email} · {ROLE_LABEL[m.role]}
              </span>
            </span>
            {canManage && !(soleOwner && m.role === 'owner') ? (
              <Form method="post">
                <input type="hidden" name="intent" value="remove-member" />
                <input type="hidden" name="userId" value={m.user_id} />
                <Button type="submit" variant="secondary" size="sm" aria-label={`Remove ${m.email}`} loading={pendingFor('remove-member', 'userId', m.user_id)}>
                  Remove
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-base font-semibold">Invitations</h3>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">No pending invitations.</p>
      ) : (
        <ul aria-label="Invitations" className="mt-2 divide-y divide-border">
          {invitations.map((i) => (
            <li key={i.id} className="flex items-center justify-between gap-4 py-2">
              <span className="min-w-0">
                <span className="block truncate">{i.email}</span>
                <span className="block text-sm text-fg-muted">{invitationStatusLabel(new Date(i.expires_at))}</span>
              </span>
              {canManage ? (
                <span className="flex shrink-0 flex-wrap justify-end gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="resend-invitation" />
                    <input type="hidden" name="invitationId" value={i.id} />
                    <Button type="submit" variant="secondary" size="sm" aria-label={`Resend the invitation for ${i.email}`} loading={pendingFor('resend-invitation', 'invitationId', i.id)}>
                      Resend
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel-invitation" />
                    <input type="hidden" name="invitationId" value={i.id} />
                    <Button type="submit" variant="secondary" size="sm" aria-label={`Cancel the invitation for ${i.email}`} loading={pendingFor('cancel-invitation', 'invitationId', i.id)}>
                      Cancel invitation
                    </Button>
                  </Form>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canManage ? (
        <Form method="post" className="mt-6 flex flex-col gap-3">
          <input type="hidden" name="intent" value="add-member" />
          <TextInput
            label="Editor's email address"
            name="email"
            type="email"
            required
            autoComplete="off"
            hint={MEMBER_ADD_HINT}
            error={emailError}
          />
          <div>
            <Button type="submit" loading={pending?.get('intent') === 'add-member'}>
              Add editor
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
