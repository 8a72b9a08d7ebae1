import { Render } from '@puckeditor/core/rsc';
import type { Config, Data } from '@puckeditor/core';
import { publicConfig } from '#web/blocks/public-config.ts';

// Stored documents are checked for shape on publish, not against each block's props type.
const config = publicConfig as unknown as Config;

/** A published (or draft) page exactly as visitors see it. */
export function PublicPage({ data, siteSlug }: { data: unknown; siteSlug: string | null }) {
  return <Render config={config} data={data as Data} metadata={{ siteSlug }} />;
}
