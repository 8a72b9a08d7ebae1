import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorText, withQuery } from '#web/api/client.ts';
import { Modal } from '#web/ui/modal.tsx';
import { notify } from '#web/ui/toast.ts';
import { Button } from '#web/ui/button.tsx';

/** What the restore answers with: the document now published, and its new version number. */
export interface RestoredPage {
  data: unknown;
  version: number;
}

interface Version {
  version: number;
  title: string;
  published_at: string;
  published_by: string;
  current: boolean;
}

type PageFlags = { is_template: boolean; is_system: boolean };

const historyKey = (path: string, flags: PageFlags) => ['editor', 'page-history', path, flags.is_template, flags.is_system] as const;

/** Every published version (who, when); restoring one publishes it again as the newest. */
export function HistoryDialog({ open, path, flags, onClose, onRestored }: { open: boolean; path: string; flags: PageFlags; onClose: () => void; onRestored: (page: RestoredPage) => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Page history" description="Every publish is kept. Restoring a version publishes it again." size="lg">
      {/* Mounted while open, so each opening reads the history afresh. */}
      {open ? <VersionList path={path} flags={flags} onRestored={onRestored} /> : null}
    </Modal>
  );
}

function VersionList({ path, flags, onRestored }: { path: string; flags: PageFlags; onRestored: (page: RestoredPage) => void }) {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: historyKey(path, flags),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data?: Version[] }>(
        withQuery('/api/page-history', {
          path,
          is_template: String(flags.is_template),
          is_system: String(flags.is_system),
        }),
        { signal },
      );
      return body?.data ?? [];
    },
    gcTime: 0,
    retry: false,
  });
  const restore = useMutation({
    mutationFn: async (version: number) => {
      const body = await api.post<{ page?: RestoredPage } | null>('/api/page-history/restore', { path, version, ...flags });
      if (!body?.page) throw new Error('network error');
      return body.page;
    },
    onSuccess: async (page, version) => {
      notify.success(`Version ${version} restored and published`);
      onRestored(page);
      await queryClient.invalidateQueries({
        queryKey: historyKey(path, flags),
      });
    },
    onError: (error, version) => notify.error(`Could not restore version ${version}: ${errorText(error, 'network error')}`),
  });
  const versions = history.data;
  const restoring = restore.isPending ? restore.variables : null;

  return (
    <>
      {history.isError ? <p className="text-sm text-danger">{errorText(history.error, 'Could not load the history')}</p> : null}
      {history.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          Loading versions…
        </p>
      ) : null}
      {versions && versions.length === 0 ? <p className="text-sm text-fg-muted">This page has not been published yet.</p> : null}
      {versions && versions.length > 0 ? (
        <ol className="divide-y divide-border" aria-label="Published versions">
          {versions.map((v) => (
            <li key={v.version} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p className="font-medium">
                  Version {v.version}
                  {v.current ? <span className="ml-2 rounded-full bg-success/10 px-2 py-0.5 text-xs text-success">Live</span> : null}
                </p>
                <p className="text-sm text-fg-muted">
                  {new Date(v.published_at).toLocaleString()} by {v.published_by}
                </p>
              </div>
              {v.current ? null : (
                <Button variant="secondary" size="sm" loading={restoring === v.version} onClick={() => restore.mutate(v.version)} aria-label={`Restore version ${v.version}`}>
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
