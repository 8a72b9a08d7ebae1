// Editor only: what the canvas shows for a SectionInstance (decision 071): the section's blocks as
// they are now, with this page's overrides, through the editor's own block renders. Visitors get
// the same blocks expanded by the server.
import { createUsePuck, Render, type Config } from '@puckeditor/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { overridesOf, sectionCopy, type SectionOverrides } from '#core/sections/section-overrides.ts';
import { ApiError } from '#web/api/client.ts';
import { useEditorScope } from '#web/block-fields/editor-scope.tsx';
import { sectionQuery } from './section-queries.ts';

const usePuck = createUsePuck();

const note = 'rounded-md border border-dashed border-border p-4 text-center text-sm text-fg-muted';

/** The blocks alone: the page around the instance already has its root (theme, fonts, width). */
const BareRoot = ({ children }: { children?: ReactNode }) => <>{children}</>;

export function SectionInstancePreview({ sectionId, overrides, metadata }: { sectionId: string; overrides: SectionOverrides; metadata?: Record<string, unknown> }): ReactElement {
  const { siteUniqueId } = useEditorScope();
  const config = usePuck((state) => state.config);
  const section = useQuery(sectionQuery(siteUniqueId, sectionId ?? ''));
  const renderConfig = useMemo(() => ({ ...config, root: { ...config.root, render: BareRoot } }) as Config, [config]);
  const data = useMemo(
    () => (section.data ? { root: { props: {} }, content: sectionCopy(section.data.content.content, overridesOf(overrides), (id) => `preview~${id}`) } : null),
    [section.data, overrides],
  );
  if (!sectionId) return <div className={note}>Reusable section: choose one in the fields panel.</div>;
  if (section.isPending) return <div className={note}>Loading the section…</div>;
  if (section.isError) {
    const gone = section.error instanceof ApiError && section.error.status === 404;
    return <div className={note}>{gone ? 'This section was deleted: the published page shows nothing here.' : 'The section could not be loaded.'}</div>;
  }
  return (
    <div data-section-instance={section.data.name}>
      <Render config={renderConfig} data={data!} metadata={metadata} />
    </div>
  );
}
