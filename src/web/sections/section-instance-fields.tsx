// Editor only: the fields of a SectionInstance block (decision 071): which section it shows, and
// this page's own values of the section's text, link and image props, each with a reset.
import { createUsePuck } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactElement } from 'react';
import { overridableProps, overridesOf, withOverride, type OverrideKind, type SectionOverrides } from '#core/sections/section-overrides.ts';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { errorText } from '#web/api/client.ts';
import { sectionQuery, siteSectionsQuery } from './section-queries.ts';

const usePuck = createUsePuck();

const control = 'w-full min-w-0 rounded-md border border-border bg-surface px-2 py-1.5 text-sm';
const smallButton =
  'rounded-md border border-border bg-surface px-2 py-1 text-xs font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

export function SectionPickerField({ id, value, onChange }: { id?: string; value: string; onChange: (value: string) => void }): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const sections = useQuery(siteSectionsQuery(siteUniqueId));
  const selectId = useId();
  return (
    <div className="flex flex-col gap-1 text-sm" data-field-id={id}>
      <label htmlFor={selectId} className="font-medium">
        Section
      </label>
      <select id={selectId} className={control} value={value ?? ''} onChange={(event) => onChange(event.target.value)} disabled={sections.isPending}>
        <option value="">{sections.isPending ? 'Loading sections…' : 'Choose a section'}</option>
        {(sections.data ?? []).map((section) => (
          <option key={section.id} value={section.id}>
            {section.name}
          </option>
        ))}
      </select>
      {sections.isError ? <p role="alert" className="text-danger">{errorText(sections.error, 'The sections could not be loaded.')}</p> : null}
      {sections.data?.length === 0 ? <p className="text-fg-muted">This site has no sections yet: select a block and choose Save as section.</p> : null}
    </div>
  );
}

const KIND_LABEL: Record<OverrideKind, string> = { text: 'text', link: 'link', image: 'image URL' };

export function OverridesField({ value, onChange }: { value: SectionOverrides | undefined; onChange: (value: SectionOverrides) => void }): ReactElement | null {
  const { siteUniqueId } = useEditorScope();
  const sectionId = usePuck((state) => {
    const props = state.selectedItem?.props as { sectionId?: unknown } | undefined;
    return typeof props?.sectionId === 'string' ? props.sectionId : '';
  });
  const section = useQuery(sectionQuery(siteUniqueId, sectionId));
  const overrides = overridesOf(value);
  const baseId = useId();
  if (!sectionId) return null;
  if (section.isPending) return <p className="text-sm text-fg-muted">Loading the section…</p>;
  if (section.isError) return <p role="alert" className="text-sm text-danger">{errorText(section.error, 'The section could not be loaded.')}</p>;
  const props = overridableProps(section.data.content.content);
  // "Heading text", or "Heading 2 text" when the section has several headings.
  const blocksOfType = new Map<string, string[]>();
  for (const prop of props) if (!(blocksOfType.get(prop.type) ?? []).includes(prop.blockId)) blocksOfType.set(prop.type, [...(blocksOfType.get(prop.type) ?? []), prop.blockId]);
  const labelOf = (prop: (typeof props)[number]) => {
    const same = blocksOfType.get(prop.type) ?? [];
    return `${prop.type}${same.length > 1 ? ` ${same.indexOf(prop.blockId) + 1}` : ''} ${prop.prop}`;
  };
  // A value equal to the section's own is no override: the page follows the section again.
  const set = (blockId: string, prop: string, next: string, original: string) => onChange(withOverride(value, blockId, prop, next === original ? undefined : next));
  return (
    <fieldset className="flex flex-col gap-3 text-sm">
      <legend className="mb-1 font-medium">This page’s text, links and images</legend>
      {props.length === 0 ? <p className="text-fg-muted">This section has no text, links or images to change.</p> : null}
      {props.map((prop, index) => {
        const own = overrides[prop.blockId]?.[prop.prop];
        const overridden = own !== undefined;
        const inputId = `${baseId}-${index}`;
        const current = own ?? prop.value;
        const label = labelOf(prop);
        return (
          <div key={prop.key} className="flex flex-col gap-1" data-override={prop.key}>
            <div className="flex items-center justify-between gap-2">
              <span>
                <label htmlFor={inputId} title={KIND_LABEL[prop.kind]}>
                  {label}
                </label>
                {overridden ? <span className="ml-1 text-xs text-fg-muted">(changed on this page)</span> : null}
              </span>
              <button type="button" className={smallButton} disabled={!overridden} aria-label={`Reset ${label} to the section’s value`} onClick={() => set(prop.blockId, prop.prop, prop.value, prop.value)}>
                Reset
              </button>
            </div>
            {prop.kind === 'text' && (prop.prop === 'markdown' || prop.value.length > 60) ? (
              <textarea id={inputId} className={control} rows={3} value={current} onChange={(event) => set(prop.blockId, prop.prop, event.target.value, prop.value)} />
            ) : (
              <input id={inputId} type="text" className={control} value={current} onChange={(event) => set(prop.blockId, prop.prop, event.target.value, prop.value)} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
