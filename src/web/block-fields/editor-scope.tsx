// Editor only: what the editor's fields need to know about the page being edited (its site, and its
// collection when it is a dynamic-content template), and the TanStack Query client their server
// calls share. The page editor sets both around Puck.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';

export interface EditorScope {
  /** The site's public id (`abc` of /site-abc/…); null for the platform's own pages. */
  siteUniqueId: string | null;
  /** The collection a dynamic-content template page is for (`posts` of /dynamic-content/view/posts); null elsewhere. */
  templateCollection?: string | null;
}

const EditorScopeContext = createContext<EditorScope>({ siteUniqueId: null, templateCollection: null });

export function useEditorScope(): EditorScope {
  return useContext(EditorScopeContext);
}

/** Images change as people upload, so by default nothing is cached; icon and colour queries set their own 7 days. */
export function createEditorQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: false } } });
}

export function EditorScopeProvider({ scope, client, children }: { scope: EditorScope; client?: QueryClient; children: ReactNode }): ReactElement {
  // One client per mounted editor: a restored version (new Puck key) keeps the cached icons and colours.
  const [ownClient] = useState(() => client ?? createEditorQueryClient());
  return (
    <QueryClientProvider client={ownClient}>
      <EditorScopeContext.Provider value={scope}>{children}</EditorScopeContext.Provider>
    </QueryClientProvider>
  );
}
