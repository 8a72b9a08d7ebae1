import { Render } from '@puckeditor/core/rsc';
import type { Config, Data } from '@puckeditor/core';
import { publicConfig } from '#web/blocks/public-config.ts';
import { PageContext, usePageContext } from '#web/islands/island-context.tsx';

// Stored documents are checked for shape on publish, not against each block's props type.
const config = publicConfig as unknown as Config;

/** A published (or draft) page exactly as visitors see it. */
export function PublicPage({ data, siteSlug }: { data: unknown; siteSlug: string | null }) {
  const outer = usePageContext();
  return (
    <PageContext value={{ ...outer, siteSlug }}>
      <Render config={config} data={data as Data} metadata={{ siteSlug }} />
    </PageContext>
  );
}
