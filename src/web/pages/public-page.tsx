import type { Config, Data } from '@puckeditor/core';
import { MAIN_CONTENT_ID, splitPageLandmarks } from '#core/pages/page-landmarks.ts';
import { publicConfig } from '#web/blocks/public-config.ts';
import { PageRoot } from '#web/blocks/root/page-root.tsx';
import type { PageRootProps } from '#web/blocks/root/page-root.types.ts';
import { PageContext, usePageContext } from '#web/islands/island-context.tsx';
import { PublishedBlocks } from './published-blocks.tsx';
import { SkipLink } from './skip-link.tsx';

// Stored documents are checked for shape on publish, not against each block's props type.
const config = publicConfig as unknown as Config;

/**
 * A published (or draft) page exactly as visitors see it: the skip link first, the site's header
 * blocks, the page's own blocks in <main> (the skip link's target), then the footer. Its blocks
 * show prices in the site's `currency` (decision 060).
 */
export function PublicPage({ data, siteSlug, currency }: { data: unknown; siteSlug: string | null; currency?: string }) {
  const outer = usePageContext();
  const page = data as Data;
  const rootProps = ('props' in page.root ? page.root.props : page.root) as Partial<PageRootProps> | undefined;
  const { header, main, footer } = splitPageLandmarks(page.content ?? []);
  // The page shell is drawn once around the three landmarks, so each part renders its blocks only.
  const part = (content: Data['content']) => <PublishedBlocks config={config} content={content} zones={page.zones} metadata={{ siteSlug }} />;
  return (
    <PageContext value={{ ...outer, siteSlug, currency: currency ?? outer.currency }}>
      <PageRoot theme={rootProps?.theme} fontFamily={rootProps?.fontFamily} maxWidth={rootProps?.maxWidth} language={rootProps?.language}>
        <SkipLink />
        {header.length > 0 && part(header)}
        <main id={MAIN_CONTENT_ID}>
          {part(main)}
        </main>
        {footer.length > 0 && part(footer)}
      </PageRoot>
    </PageContext>
  );
}
