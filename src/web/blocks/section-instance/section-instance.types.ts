import type { SectionOverrides } from '#core/sections/section-overrides.ts';

/** A use of a site's reusable section (decision 071): which one, and this page's own text, links and images. */
export interface SectionInstanceProps {
  sectionId: string;
  /** `{ [section block id]: { [prop]: value } }`: what this page shows instead (text, link and image props only). */
  overrides: SectionOverrides;
}

export const SECTION_INSTANCE_DEFAULT_PROPS: SectionInstanceProps = { sectionId: '', overrides: {} };
