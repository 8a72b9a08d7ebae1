import type { ComponentConfig } from '@puckeditor/core';
import { OverridesField, SectionPickerField } from '#web/sections/section-instance-fields.tsx';
import { SectionInstancePreview } from '#web/sections/section-instance-preview.tsx';
import { SECTION_INSTANCE_DEFAULT_PROPS, type SectionInstanceProps } from './section-instance.types.ts';

/**
 * A use of one of the site's reusable sections (decision 071): pick the section, override its
 * text, links and images for this page, or detach it into a plain copy. The canvas shows the
 * section as it is now; visitors get it from the server, expanded into the page.
 */
export const sectionInstanceConfig: ComponentConfig<SectionInstanceProps> = {
  label: 'Reusable section',
  fields: {
    sectionId: { type: 'custom', label: 'Section', render: ({ value, onChange, id }) => <SectionPickerField id={id} value={value} onChange={onChange} /> },
    overrides: { type: 'custom', label: 'This page’s text, links and images', render: ({ value, onChange }) => <OverridesField value={value} onChange={onChange} /> },
  },
  defaultProps: SECTION_INSTANCE_DEFAULT_PROPS,
  // The page's metadata (its site slug) reaches the section's blocks, so their links are built as on the page.
  render: ({ sectionId, overrides, puck }) => <SectionInstancePreview sectionId={sectionId} overrides={overrides} metadata={puck.metadata} />,
};
