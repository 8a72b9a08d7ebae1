/**
 * Visitors never meet this block: the server puts the section's blocks in its place before
 * rendering (src/server/modules/sections/expand-page-sections.public.ts). One still here names a
 * section that is gone (deleted, or another site's), and such an instance shows nothing.
 */
export function SectionInstance() {
  return <></>;
}
