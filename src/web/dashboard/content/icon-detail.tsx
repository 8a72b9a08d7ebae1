// The icon dialog (spec 2 §2): size and colour selects, a live preview, a code snippet that follows
// them, Copy Code and Copy Name.
import { useId, useState, type ReactNode } from 'react';
import { COPY_CODE_FAILED, COPY_NAME_FAILED } from '#core/content/dialog-messages.ts';
import { ICON_COLOR_FILTER_OPTIONS } from '#core/content/gallery-filters.ts';
import { tokenCss } from '#core/options/token-option.ts';
import { codeCopied, nameCopied } from '#core/content/messages.ts';
import { iconSnippet } from '#core/icons/icon-snippet.ts';
import { DEFAULT_ICON_DIALOG_SIZE, DEFAULT_ICON_FILTER, ICON_LIBRARY_OPTIONS } from '#core/options/icon-options.ts';
import { ICON_SIZE_SCALE } from '#core/options/typography-scale.ts';
import { Modal } from '#web/ui/modal.tsx';
import { SelectInput } from '#web/ui/inputs/select-input.tsx';
import { itemId, itemText } from './content-item.ts';
import { CopyButton, DeleteAction, Fact, Facts, Section } from './detail-parts.tsx';
import type { DetailDialogProps } from './detail-props.ts';
import { builtInIconUrl, IconMask } from './icon-glyph.tsx';
import { itemTitle } from './item-title.ts';
import { useCopyFeedback } from './use-copy-feedback.ts';

const SIZE_OPTIONS = ICON_SIZE_SCALE.map(({ label, value }) => ({ label, value }));
const COLOR_OPTIONS = ICON_COLOR_FILTER_OPTIONS.map(({ label, value }) => ({ label, value: String(value) }));

export function IconDetail({ item, deletable, onClose, onDelete }: DetailDialogProps): ReactNode {
  const [size, setSize] = useState<string>(DEFAULT_ICON_DIALOG_SIZE);
  const [color, setColor] = useState<string>(DEFAULT_ICON_FILTER.color);
  const { copied, copy } = useCopyFeedback();
  const snippetId = useId();
  const set = itemText(item, 'set');
  const custom = set === 'custom';
  // Built-in icons are named by their react-icons export; custom icons by the name people gave them.
  const iconName = custom ? itemText(item, 'name', 'iconName') : itemText(item, 'iconName', 'name');
  const snippet = iconSnippet({ set, iconName, id: custom ? itemId(item) || undefined : undefined }, size, color);
  const library = ICON_LIBRARY_OPTIONS.find((option) => option.value === set)?.label ?? set;

  return (
    <Modal
      open
      onClose={onClose}
      title={itemTitle('icon', item)}
      footer={
        <>
          <CopyButton label="Copy Code" copied={copied === 'code'} onCopy={() => void copy('code', snippet, { success: codeCopied('icon', iconName), failure: COPY_CODE_FAILED })} />
          <CopyButton label="Copy Name" copied={copied === 'name'} onCopy={() => void copy('name', iconName, { success: nameCopied('icon', iconName), failure: COPY_NAME_FAILED })} />
          <DeleteAction item={item} shown={deletable && custom} onDelete={onDelete} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex min-h-72 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted p-6" data-testid="icon-preview">
          <IconPreview set={set} name={iconName} src={itemText(item, 'src')} size={size} color={color} />
        </div>
        <div className="flex flex-col gap-5">
          <Facts>
            <Fact label="Name">{iconName}</Fact>
            <Fact label="Library">{library}</Fact>
          </Facts>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput label="Size" name="size" options={SIZE_OPTIONS} value={size} onChange={(event) => setSize(event.target.value)} />
            <SelectInput label="Color" name="color" options={COLOR_OPTIONS} value={color} onChange={(event) => setColor(event.target.value)} />
          </div>
          <Section title="Code" headingId={snippetId}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
            <pre aria-labelledby={snippetId} tabIndex={0} className="overflow-x-auto rounded-md bg-surface-muted p-3 text-xs leading-5">
              <code>{snippet}</code>
            </pre>
          </Section>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The icon at the chosen size and colour. Built-in icons are the server's SVG used as a mask, so the
 * colour paints them; custom icons are their sanitised SVG as an image, as the Icon block shows them.
 */
function IconPreview({ set, name, src, size, color }: { set: string; name: string; src: string; size: string; color: string }): ReactNode {
  const [failed, setFailed] = useState<string | null>(null);
  const dimension = tokenCss(ICON_SIZE_SCALE, size) ?? '8rem';
  const url = set === 'custom' ? src : builtInIconUrl(set, name);
  if (url === '' || failed === url) return <span className="font-mono text-sm text-fg-muted">{name}</span>;
  if (set === 'custom') {
    return <img src={url} alt="" style={{ width: dimension, height: dimension }} className="object-contain" onError={() => setFailed(url)} />;
  }
  return <IconMask url={url} dimension={dimension} color={color} onError={() => setFailed(url)} data-icon-preview="" />;
}
