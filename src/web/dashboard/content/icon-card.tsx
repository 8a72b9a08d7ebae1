import type { ReactNode } from 'react';
import { optionLabel } from '#core/options/option.ts';
import { ICON_SET_FILTER_OPTIONS } from '#core/content/gallery-filters.ts';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import { itemText } from './content-item.ts';
import { IconGlyph } from './icon-glyph.tsx';
import { itemTitle } from './item-title.ts';

export function IconCard({ item, titleId, onOpen, actions, size, color }: CardProps & { size: string; color: string }): ReactNode {
  const set = itemText(item, 'set');
  return (
    <CardShell
      title={itemTitle('icon', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={<IconGlyph item={item} size={size} color={color} />}
      details={<p className="truncate text-xs text-fg-muted">{optionLabel(ICON_SET_FILTER_OPTIONS, set) ?? set}</p>}
      actions={actions}
    />
  );
}
