/** A use of a site's reusable section (decision 071): which one, and this page's own text, links and images. */
export interface SectionInstanceProps {
  sectionId: string;
  /** `{section block id}.{prop}` → the value this page shows instead (text, link and image props only). */
  overrides: Record<string, string>;
}

export const SECTION_INSTANCE_DEFAULT_PROPS: SectionInstanceProps = { sectionId: '', overrides: {} };
