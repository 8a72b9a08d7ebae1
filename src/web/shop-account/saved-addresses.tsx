import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactElement } from 'react';
import { addressLines } from '#core/checkout/postal-address.ts';
import { SAVED_ADDRESSES_FULL, SAVED_ADDRESSES_MAX, savedAddressSummary, type SavedAddress } from '#core/shop/saved-address.ts';
import {
  ADD_ADDRESS_LABEL,
  ADDRESS_DELETE_FAILED,
  ADDRESS_DELETED,
  ADDRESS_SAVED,
  addressActionLabel,
  DEFAULT_ADDRESS_BADGE,
  DEFAULT_ADDRESS_CHANGED,
  DEFAULT_ADDRESS_FAILED,
  DELETE_ADDRESS_LABEL,
  deleteAddressConfirm,
  EDIT_ADDRESS_LABEL,
  MAKE_DEFAULT_LABEL,
  SAVED_ADDRESSES_FAILED,
  SAVED_ADDRESSES_LOADING,
  SAVED_ADDRESSES_NONE,
  SAVED_ADDRESSES_TITLE,
} from '#core/shop/shop-account-messages.ts';
import { errorText } from '#web/api/client.ts';
import { Button } from '#web/ui/button.tsx';
import { useConfirm } from '#web/ui/confirm-dialog.tsx';
import { notify } from '#web/ui/toast.ts';
import { deleteSavedAddress, fetchSavedAddresses, makeDefaultSavedAddress } from '#web/storefront/saved-addresses-api.ts';
import { AccountSection } from './account-section.tsx';
import { SavedAddressDialog } from './saved-address-dialog.tsx';

/** The dialog's state: closed, adding, or editing one address. */
type Editing = { address: SavedAddress | null } | null;

/** The shopper's saved addresses in this shop (decision 056): add and edit in a dialog, delete after a confirm, make one the default. */
export function SavedAddresses({ site }: { site: string }): ReactElement {
  const queryKey = ['account-addresses', site];
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetchSavedAddresses(site, signal) });
  const client = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const fullId = useId();
  const refresh = () => client.invalidateQueries({ queryKey });

  const remove = useMutation({
    mutationFn: (address: SavedAddress) => deleteSavedAddress(site, address.id),
    onSuccess: () => notify.success(ADDRESS_DELETED),
    onError: (error) => notify.error(errorText(error, ADDRESS_DELETE_FAILED)),
    onSettled: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (address: SavedAddress) => makeDefaultSavedAddress(site, address.id),
    onSuccess: ({ addresses }) => {
      client.setQueryData(queryKey, addresses);
      notify.success(DEFAULT_ADDRESS_CHANGED);
    },
    onError: (error) => notify.error(errorText(error, DEFAULT_ADDRESS_FAILED)),
  });

  const askDelete = async (address: SavedAddress) => {
    if (await confirm({ message: deleteAddressConfirm(savedAddressSummary(address)), okLabel: DELETE_ADDRESS_LABEL, tone: 'danger' })) remove.mutate(address);
  };
  const full = (query.data?.length ?? 0) >= SAVED_ADDRESSES_MAX;
  const busy = remove.isPending || makeDefault.isPending;

  return (
    <div className="flex flex-col gap-3" data-saved-addresses="">
      <AccountSection title={SAVED_ADDRESSES_TITLE} query={query} loading={SAVED_ADDRESSES_LOADING} failed={SAVED_ADDRESSES_FAILED} empty={SAVED_ADDRESSES_NONE}>
        {(addresses) => (
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => {
              const summary = savedAddressSummary(address);
              return (
                <li key={address.id} className="rounded-xl border border-border bg-surface p-4 text-fg" data-saved-address={address.id}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="break-words font-semibold">{address.label ?? address.name}</h3>
                    {address.isDefault ? <span className="rounded-full bg-surface-muted px-2 py-0.5 text-sm font-medium">{DEFAULT_ADDRESS_BADGE}</span> : null}
                  </div>
                  <address className="mt-1 break-words text-sm not-italic">
                    {[address.label ? address.name : null, ...addressLines(address), address.phone].filter(Boolean).map((line, i) => (
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" aria-label={addressActionLabel(EDIT_ADDRESS_LABEL, summary)} onClick={() => setEditing({ address })}>
                      {EDIT_ADDRESS_LABEL}
                    </Button>
                    {address.isDefault ? null : (
                      <Button variant="secondary" size="sm" disabled={busy} aria-label={addressActionLabel(MAKE_DEFAULT_LABEL, summary)} onClick={() => makeDefault.mutate(address)}>
                        {MAKE_DEFAULT_LABEL}
                      </Button>
                    )}
                    <Button variant="secondary" size="sm" disabled={busy} aria-label={addressActionLabel(DELETE_ADDRESS_LABEL, summary)} onClick={() => void askDelete(address)}>
                      {DELETE_ADDRESS_LABEL}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AccountSection>
      {query.isSuccess ? (
        <div className="mx-auto flex w-full max-w-3xl flex-col items-start gap-2">
          <Button onClick={() => setEditing({ address: null })} disabled={full} aria-describedby={full ? fullId : undefined}>
            {ADD_ADDRESS_LABEL}
          </Button>
          {full ? (
            <p id={fullId} className="text-sm text-fg-muted">
              {SAVED_ADDRESSES_FULL}
            </p>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <SavedAddressDialog
          site={site}
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success(ADDRESS_SAVED);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
