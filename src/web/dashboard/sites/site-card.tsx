export interface SiteCardData {
  unique_id: string;
  title: string;
  description: string;
  image: string | null;
  url: string | null;
  is_active: boolean;
  role: string;
  page_count: number;
  template_count: number;
  created_at: string;
  updated_at: string;
}

/** A site in the gallery; the whole card is one button that opens the details dialog. */
export function SiteCard({ site, onOpen }: { site: SiteCardData; onOpen: (site: SiteCardData) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(site)}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface text-left shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="flex h-28 items-center justify-center bg-surface-muted">
        {site.image ? <img src={site.image} alt="" className="h-16 w-auto" /> : <span className="text-sm text-fg-muted">No image</span>}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold">{site.title || 'Untitled Site'}</span>
          <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs capitalize text-fg-muted">{site.role}</span>
        </span>
        <span className="line-clamp-2 text-sm text-fg-muted">{site.description}</span>
        <span className="mt-2 text-xs text-fg-muted">
          {site.page_count} pages · {site.template_count} templates · {site.is_active ? 'Active' : 'Inactive'}
        </span>
      </div>
    </button>
  );
}
