import { useState, type ReactNode } from 'react';
import type { ContentSource } from '#core/content/content-sources.ts';
import { dataCreatePath } from '#core/content/manage-screens.ts';
import type { CreateColorDialogProps } from '#web/dashboard/colors/create-color-dialog.tsx';
import type { CreateIconDialogProps } from '#web/dashboard/icons/create-icon-dialog.tsx';
import type { UploadDialogProps } from '#web/dashboard/media/upload-dialog.tsx';
import { CreateSiteButton } from '#web/dashboard/sites/create-site-dialog.tsx';
import { Button } from '#web/ui/button.tsx';
import { lazyDialog } from '#web/ui/lazy-dialog.tsx';
import type { CreatePageDialogProps } from './create-page-dialog.tsx';
import { RevalidateAllButton } from './revalidate-all-button.tsx';

// Each opens on a click: their code (the upload panel with its drop zone, the icon's file drop, the page
// form) is fetched when the list is idle, not with it.
const CreatePageDialog = lazyDialog<CreatePageDialogProps>(async () => (await import('./create-page-dialog.tsx')).CreatePageDialog, (props) => props.open);
const UploadDialog = lazyDialog<UploadDialogProps>(async () => (await import('#web/dashboard/media/upload-dialog.tsx')).UploadDialog, (props) => props.open);
const CreateIconDialog = lazyDialog<CreateIconDialogProps>(async () => (await import('#web/dashboard/icons/create-icon-dialog.tsx')).CreateIconDialog, (props) => props.open);
const CreateColorDialog = lazyDialog<CreateColorDialogProps>(async () => (await import('#web/dashboard/colors/create-color-dialog.tsx')).CreateColorDialog, (props) => props.open);

export interface CreateActionProps {
  source: ContentSource;
  siteUniqueId: string | null;
  /** Called once something was made, so the list starts again with it. */
  onCreated(): void;
}

/** The source's create button (spec 2 §2 labels) and the dialog it opens. */
export function CreateAction({ source, siteUniqueId, onCreated }: CreateActionProps): ReactNode {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const created = () => {
    setOpen(false);
    onCreated();
  };
  const button = <Button onClick={() => setOpen(true)}>{source.createLabel}</Button>;

  switch (source.slug) {
    case 'revalidate':
      return <RevalidateAllButton siteUniqueId={siteUniqueId} onDone={onCreated} />;
    case 'sites':
      // Its dialog takes the user to the new site's dashboard; the list refreshes on create-site:complete.
      return <CreateSiteButton label={source.createLabel} />;
    case 'pages':
    case 'dynamic-content':
      return (
        <>
          {button}
          <CreatePageDialog open={open} kind={source.slug === 'pages' ? 'page' : 'template'} siteUniqueId={siteUniqueId} onClose={close} onCreated={created} />
        </>
      );
    case 'images':
    case 'videos':
      return (
        <>
          {button}
          <UploadDialog open={open} kind={source.slug === 'images' ? 'image' : 'video'} siteUniqueId={siteUniqueId} onClose={close} onComplete={created} />
        </>
      );
    case 'icons':
      return (
        <>
          {button}
          <CreateIconDialog open={open} siteUniqueId={siteUniqueId} onClose={close} onCreated={created} />
        </>
      );
    case 'colors':
      return (
        <>
          {button}
          <CreateColorDialog open={open} siteUniqueId={siteUniqueId} onClose={close} onCreated={created} />
        </>
      );
    default:
      // Data collections are created in the data area (spec 1 §2: creation screens end in /create).
      return siteUniqueId ? (
        // A full navigation: the data area is served by the page route, not the dashboard's client.
        <a
          href={dataCreatePath(siteUniqueId, source.collection)}
          className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {source.createLabel}
        </a>
      ) : null;
  }
}
