import type { ReactNode } from 'react';
import { CardShell } from './card-shell.tsx';
import type { CardProps } from './card-props.ts';
import { itemText } from './content-item.ts';
import { itemTitle } from './item-title.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour swatch: label or 'Unnamed Color', its hex, and whether it is the site's own. */
export function ColorCard({ item, titleId, onOpen, actions }: CardProps): ReactNode {
  const hex = itemText(item, 'hex', 'value');
  return (
    <CardShell
      title={itemTitle('color', item)}
      titleId={titleId}
      onOpen={onOpen}
      preview={<span aria-hidden className="h-full w-full" style={{ backgroundColor: HEX.test(hex) ? hex : 'transparent' }} />}
      details={
        <p className="flex items-center justify-between gap-2 text-xs text-fg-muted">
          <span className="font-mono">{hex}</span>
          {item.custom === true ? <span className="rounded-full bg-surface-muted px-2 py-0.5">Custom</span> : null}
        </p>
      }
      actions={actions}
    />
  );
}
