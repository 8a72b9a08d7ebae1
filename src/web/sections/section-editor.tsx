// The editor of one reusable section (decision 071): the page editor's blocks and canvas over the
// section's own blocks. Saving changes every page that shows the section at once (the server drops
// their cached copies on every process). A section holds no instance of a section, nor a form.
import { Puck, useGetPuck, type Config, type Data } from '@puckeditor/core';
import '@puckeditor/core/no-external.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement } from 'react';
import { siteSections } from '#core/paths/routes.ts';
import { SECTION_EDITOR as E } from '#core/sections/messages.ts';
import { errorText } from '#web/api/client.ts';
import { EditorScopeProvider } from '#web/block-fields/editor-scope.tsx';
import { editorConfig } from '#web/editor/editor-config.tsx';
import { PreviewFrame, usePuckControls } from '#web/editor/puck-a11y.tsx';
import { notify } from '#web/ui/toast.ts';
import { sectionQuery, sectionsKey, updateSection } from './section-queries.ts';

const LEFT_OUT = new Set(['SectionInstance', 'Form']);

/** The editor's config without the blocks a section may not hold, and with no page settings on the root. */
function sectionConfig(): Config {
  const components = Object.fromEntries(Object.entries(editorConfig.components).filter(([name]) => !LEFT_OUT.has(name)));
  const categories = Object.fromEntries(
    Object.entries(editorConfig.categories ?? {}).map(([key, category]) => [key, { ...category, components: category.components?.filter((name) => !LEFT_OUT.has(name)) }]),
  );
  return { ...editorConfig, components, categories, root: { ...editorConfig.root, fields: {} } } as Config;
}

export default function SectionEditor({ siteUniqueId, sectionId }: { siteUniqueId: string; sectionId: string }): ReactElement {
  return (
    <EditorScopeProvider scope={{ siteUniqueId }}>
      <SectionEditorScreen siteUniqueId={siteUniqueId} sectionId={sectionId} />
    </EditorScopeProvider>
  );
}

const button =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50';

function SectionEditorScreen({ siteUniqueId, sectionId }: { siteUniqueId: string; sectionId: string }): ReactElement {
  const queryClient = useQueryClient();
  const section = useQuery({ ...sectionQuery(siteUniqueId, sectionId), staleTime: Infinity });
  const config = useMemo(sectionConfig, []);
  const controlsRef = usePuckControls();
  const save = useMutation({
    mutationFn: (data: Data) => updateSection(siteUniqueId, sectionId, { content: { root: { props: {} }, content: data.content as never } }),
    onSuccess: (saved) => {
      notify.success(E.savedSection(saved.usedBy.length));
      void queryClient.invalidateQueries({ queryKey: sectionsKey(siteUniqueId), exact: true });
    },
    onError: (error) => notify.error(errorText(error, E.saveFailed)),
  });
  if (section.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center text-fg-muted">
        Loading the section…
      </div>
    );
  }
  if (section.isError) {
    return (
      <main className="mx-auto flex max-w-xl flex-col gap-4 p-6">
        <h1 className="text-xl font-semibold">Section not found</h1>
        <p role="alert">{errorText(section.error, 'The section could not be loaded.')}</p>
        <a className="underline" href={siteSections(siteUniqueId)}>
          {E.back}
        </a>
      </main>
    );
  }
  return (
    <div ref={controlsRef} className="sw-puck h-screen">
      <Puck
        config={config}
        data={section.data.content as Data}
        headerTitle={section.data.name}
        headerPath={`Section · used on ${section.data.usedBy.length} ${section.data.usedBy.length === 1 ? 'page' : 'pages'}`}
        iframe={{ enabled: true, waitForStyles: true }}
        onPublish={(data) => save.mutate(data)}
        overrides={{
          iframe: PreviewFrame,
          headerActions: () => <SaveActions siteUniqueId={siteUniqueId} saving={save.isPending} onSave={(data) => save.mutate(data)} />,
        }}
      />
    </div>
  );
}

function SaveActions({ siteUniqueId, saving, onSave }: { siteUniqueId: string; saving: boolean; onSave: (data: Data) => void }): ReactElement {
  // Read at click time, so the save sends what the canvas shows then.
  const getPuck = useGetPuck();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a className={button} href={siteSections(siteUniqueId)}>
        {E.back}
      </a>
      <button
        type="button"
        className="rounded-md border border-transparent bg-primary px-3 py-1.5 text-sm font-medium text-primary-fg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        disabled={saving}
        onClick={() => onSave(getPuck().appState.data as Data)}
      >
        {E.save}
      </button>
    </div>
  );
}
