import { useEffect, useState } from 'react';
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

/** Every published version (who, when); restoring one publishes it again as the newest. */
export function HistoryDialog({
  open,
  path,
  flags,
  onClose,
  onRestored,
}: {
  open: boolean;
  path: string;
  flags: { is_template: boolean; is_system: boolean };
  onClose: () => void;
  onRestored: (page: RestoredPage) => void;
}) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setVersions(null);
    setError(null);
    const query = new URLSearchParams({ path, is_template: String(flags.is_template), is_system: String(flags.is_system) });
    fetch(`/api/page-history?${query}`, { headers: { accept: 'application/json' } })
      .then(async (r) => {
        const body = (await r.json()) as { data?: Version[]; error?: string };
        if (!r.ok) throw new Error(body.error ?? 'Could not load the history');
        if (!cancelled) setVersions(body.data ?? []);
      })
      .catch((e: Error) => !cancelled && setError(e.message));
    return () => {
      cancelled = true;
    };
  }, [open, path, flags]);

  const restore = async (version: number) => {
    setRestoring(version);
    const response = await fetch('/api/page-history/restore', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ path, version, ...flags }),
    }).catch(() => null);
    setRestoring(null);
    const body = (await response?.json().catch(() => ({}))) as { error?: string; page?: RestoredPage } | undefined;
    if (!response?.ok || !body?.page) {
      notify.error(`Could not restore version ${version}: ${body?.error ?? 'network error'}`);
      return;
    }
    notify.success(`Version ${version} restored and published`);
    onRestored(body.page);
  };

  return (
    <Modal open={open} onClose={onClose} title="Page history" description="Every publish is kept. Restoring a version publishes it again." size="lg">
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      {!versions && !error ? <p role="status" className="text-sm text-fg-muted">Loading versions…</p> : null}
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
                <Button variant="secondary" size="sm" loading={restoring === v.version} onClick={() => restore(v.version)} aria-label={`Restore version ${v.version}`}>
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </Modal>
  );
}
