import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ZoneWithRates } from '#core/shop-rules/owner-api.ts';
import { SHIPPING_SCREEN as S, SHOP_RULES_COMMON as C, shopCountryOptions, typedList } from '#core/shop-rules/screen-messages.ts';
import { checkShippingZone, type ZoneField } from '#core/shop-rules/shipping.ts';
import { FormDialog } from '#web/ui/form-dialog.tsx';
import { TextArea } from '#web/ui/inputs/text-area.tsx';
import { TextInput } from '#web/ui/inputs/text-input.tsx';
import { notify } from '#web/ui/toast.ts';
import { ChecklistPicker } from './checklist-picker.tsx';
import { useFieldErrors } from './shop-rules-kit.tsx';
import { saveZone, zonesKey } from './shop-rules-requests.ts';

const FIELDS: readonly ZoneField[] = ['name', 'countries', 'regions', 'postcodes', 'position'];

/** A new zone or one to edit: its name, countries (picked by name), regions, postcode patterns and position. */
export function ZoneDialog({ siteId, zone, onClose }: { siteId: string; zone: ZoneWithRates | null; onClose(): void }): ReactNode {
  const queryClient = useQueryClient();
  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState<string[]>(zone ? [...zone.countries] : []);
  const [regions, setRegions] = useState(zone?.regions.join('\n') ?? '');
  const [postcodes, setPostcodes] = useState(zone?.postcodes.join('\n') ?? '');
  const [position, setPosition] = useState(String(zone?.position ?? 0));
  const fields = useFieldErrors(FIELDS);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveZone>[2]) => saveZone(siteId, zone?.id ?? null, body),
    onSuccess: (saved) => {
      notify.success(S.zoneSaved(saved.name));
      onClose();
    },
    onError: (error) => fields.fromServer(error, C.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: zonesKey(siteId) }),
  });

  const submit = () => {
    const typedPosition = position.trim() === '' ? 0 : /^\d+$/.test(position.trim()) ? Number(position.trim()) : NaN;
    const body = { name: name.trim(), countries, regions: typedList(regions), postcodes: typedList(postcodes), position: typedPosition };
    // The same check the server makes: most mistakes are named without a round trip.
    if (fields.show(checkShippingZone(body).errors)) return;
    save.mutate(body);
  };

  return (
    <FormDialog
      title={S.zoneTitle(zone?.name ?? null)}
      submitLabel={S.saveZone}
      cancelLabel={C.cancel}
      saving={save.isPending}
      cancelDisabled={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      formProps={{ className: 'flex flex-col gap-4' }}
    >
      <TextInput
        label={S.name}
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        error={fields.errors.name}
        onChange={(event) => {
          setName(event.target.value);
          fields.clear('name');
        }}
      />
      <ChecklistPicker
        label={S.countries}
        options={shopCountryOptions()}
        value={countries}
        onChange={(next) => {
          setCountries(next);
          fields.clear('countries');
        }}
        searchLabel={C.searchCountries}
        chosenText={C.countriesChosen}
        error={fields.errors.countries}
      />
      <TextArea
        label={S.regions}
        name="regions"
        rows={2}
        hint={S.regionsHint}
        value={regions}
        error={fields.errors.regions}
        onChange={(event) => {
          setRegions(event.target.value);
          fields.clear('regions');
        }}
      />
      <TextArea
        label={S.postcodes}
        name="postcodes"
        rows={2}
        hint={S.postcodesHint}
        value={postcodes}
        error={fields.errors.postcodes}
        onChange={(event) => {
          setPostcodes(event.target.value);
          fields.clear('postcodes');
        }}
      />
      <TextInput
        label={S.position}
        name="position"
        inputMode="numeric"
        autoComplete="off"
        hint={S.positionHint}
        value={position}
        error={fields.errors.position}
        onChange={(event) => {
          setPosition(event.target.value);
          fields.clear('position');
        }}
      />
    </FormDialog>
  );
}
