// Editor only: a list of images (spec 2 §2 "Multi image gallery", §4, §5 "Multi-image URL add").
// The gallery toggles picks 24 per page up to a maximum (5 from a button, 10 in a form field); at
// the maximum a pick is refused, or with replaceOldest the oldest pick is dropped. The field shows
// the picks in order, to reorder, edit or remove, and adds images by URL.
import { useId, useState, type ReactElement } from 'react';
import { OPEN_IMAGE_GALLERY } from '#core/pickers/messages.ts';
import { MULTI_IMAGE_MAX_FIELD } from '#core/pickers/picker-limits.ts';
import { canAddMore, imageUrlToAddError, moveItem, removeAt } from '#core/pickers/selection.ts';
import { DevWarning } from '#web/ui/dev-warning.tsx';
import { MultiImageGallery } from './multi-image-gallery.tsx';
import type { GalleryImageItem } from './use-site-images.ts';

export interface MultiImageFieldProps<Item extends { url: string }> {
  name: string;
  label: string;
  value: readonly Item[];
  onChange: (items: Item[]) => void;
  /** Builds a stored item from a picked gallery image or a typed url. */
  createItem: (url: string, picked?: GalleryImageItem) => Item;
  max?: number;
  replaceOldest?: boolean;
  /** Text props of each item editable in the list (alt, title…). */
  editable?: readonly { key: keyof Item & string; label: string }[];
  readOnly?: boolean;
  /** One more button on each image (the product editor's "Make main"); `label` names it for image `position` (1-based). */
  itemAction?: { text: string; label: (position: number) => string; onAction: (index: number) => void };
}

const buttonClass =
  'rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';
const smallButtonClass =
  'rounded border border-border bg-surface px-2 py-1 text-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-40';

const urlOf = (item: { url: string }): string => item.url;

export function MultiImageField<Item extends { url: string }>({
  name,
  label,
  value,
  onChange,
  createItem,
  max = MULTI_IMAGE_MAX_FIELD,
  replaceOldest = false,
  editable = [],
  readOnly = false,
  itemAction,
}: MultiImageFieldProps<Item>): ReactElement {
  const items = Array.isArray(value) ? value.filter((item) => typeof item?.url === 'string') : [];
  const [open, setOpen] = useState(false);
  const [urlText, setUrlText] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const listId = useId();
  const urlId = useId();
  const urlErrorId = useId();
  const full = !canAddMore(items.length, max);

  const addUrl = (): void => {
    const error = imageUrlToAddError(urlText, items.map(urlOf));
    setUrlError(error);
    if (error !== null || full) return;
    onChange([...items, createItem(urlText.trim())]);
    setUrlText('');
  };

  const missing = [!name && 'name', !label && 'label'].filter(Boolean);

  return (
    <div className="flex flex-col gap-2 text-sm" role="group" aria-labelledby={`${listId}-label`}>
      {missing.length > 0 ? <DevWarning>MultiImageField is missing {missing.join(' and ')}.</DevWarning> : null}
      <div id={`${listId}-label`} className="font-medium">
        {label || name}
      </div>
      <p className="text-xs text-fg-muted" aria-live="polite">
        {items.length} of {max} images
      </p>
      {items.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={`${label || name}: chosen images`}>
          {items.map((item, index) => (
            <li key={`${item.url}-${index}`} className="flex gap-2 rounded-md border border-border p-2">
              <img src={item.url} alt="" className="size-14 shrink-0 rounded object-cover" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate text-xs" title={item.url}>
                  {index + 1}. {item.url}
                </span>
                {editable.map((field) => (
                  <label key={field.key} className="flex flex-col text-xs">
                    {field.label}
                    <input
                      type="text"
                      value={String(item[field.key] ?? '')}
                      readOnly={readOnly}
                      onChange={(event) => onChange(items.map((entry, position) => (position === index ? { ...entry, [field.key]: event.target.value } : entry)))}
                      className="rounded border border-border bg-surface px-1.5 py-1"
                    />
                  </label>
                ))}
                {readOnly ? null : (
                  <div className="flex flex-wrap gap-1">
                    <button type="button" className={smallButtonClass} disabled={index === 0} aria-label={`Move image ${index + 1} up`} onClick={() => onChange(moveItem(items, index, index - 1))}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className={smallButtonClass}
                      disabled={index === items.length - 1}
                      aria-label={`Move image ${index + 1} down`}
                      onClick={() => onChange(moveItem(items, index, index + 1))}
                    >
                      ↓
                    </button>
                    <button type="button" className={smallButtonClass} aria-label={`Remove image ${index + 1}`} onClick={() => onChange(removeAt(items, index))}>
                      Remove
                    </button>
                    {itemAction ? (
                      <button type="button" className={smallButtonClass} aria-label={itemAction.label(index + 1)} onClick={() => itemAction.onAction(index)}>
                        {itemAction.text}
                      </button>
                    ) : null}
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {readOnly ? null : (
        <>
          <button type="button" className={`${buttonClass} self-start`} onClick={() => setOpen(true)}>
            {OPEN_IMAGE_GALLERY}
          </button>
          <label htmlFor={urlId} className="text-xs font-medium">
            Add an image by URL
          </label>
          <div className="flex gap-2">
            <input
              id={urlId}
              type="url"
              value={urlText}
              spellCheck={false}
              aria-invalid={urlError !== null || undefined}
              aria-describedby={urlErrorId}
              onChange={(event) => {
                setUrlText(event.target.value);
                setUrlError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addUrl();
                }
              }}
              className="min-w-0 flex-1 rounded-md border border-border bg-surface px-2 py-1.5 aria-invalid:border-danger"
            />
            <button type="button" className={buttonClass} disabled={full} onClick={addUrl}>
              Add
            </button>
          </div>
          <p id={urlErrorId} role="alert" className="text-xs text-danger">
            {urlError}
          </p>
        </>
      )}
      <MultiImageGallery<Item>
        open={open}
        onClose={() => setOpen(false)}
        title={`Image gallery: ${label || name}`}
        initial={items}
        createItem={createItem}
        max={max}
        replaceOldest={replaceOldest}
        onConfirm={(picked) => {
          onChange(picked);
          setOpen(false);
        }}
      />
    </div>
  );
}
