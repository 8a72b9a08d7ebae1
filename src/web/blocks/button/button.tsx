import { useState } from 'react';
import type { JSX } from 'react';
import { LINK_TARGET_OPTIONS, type LinkTarget } from '#core/options/link-targets.ts';
import { cx } from '#web/ui/class-names.ts';
import { Modal } from '#web/ui/modal.tsx';
import { FOCUS_RING } from '../shared/focus-ring.ts';
import { safeSiteHref } from '#web/site/site-link.tsx';
import { siteSlugOf, type SiteSlugProps } from '#web/site/site-slug.ts';
import { boxAlignClass } from '../shared/text-align.ts';
import type { PresetStyles } from '../theme/presets.ts';
import { useTheme } from '../theme/theme-context.tsx';
import { DEFAULT_BUTTON_SIZE, DEFAULT_BUTTON_VARIANT, type ButtonProps, type ButtonSize, type ButtonVariant } from './button.types.ts';

const BASE_CLASSES = cx('inline-flex cursor-pointer items-center justify-center gap-2 text-center transition-colors motion-reduce:transition-none', FOCUS_RING);

// Outline and ghost take the surrounding text colour, so they read on any preset or section background.
function variantClasses(variant: ButtonVariant, styles: PresetStyles): string {
  switch (variant) {
    case 'outline':
      return 'rounded-md border-2 border-current bg-transparent font-semibold hover:bg-current/10';
    case 'ghost':
      return 'rounded-md bg-transparent font-semibold hover:bg-current/10';
    case 'link':
      return styles.link;
    default:
      return styles.callToAction;
  }
}

const SIZE_CLASSES: Readonly<Record<ButtonSize, string>> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-base',
  lg: 'min-h-13 px-7 py-3 text-lg',
};
const LINK_SIZE_CLASSES: Readonly<Record<ButtonSize, string>> = { sm: 'text-sm', md: 'text-base', lg: 'text-lg' };

/** Call-to-action: a link, a button that opens a dialog, or plain text when it has nowhere to go. */
export function Button(props: ButtonProps & SiteSlugProps): JSX.Element {
  const { label, href, target, variant, size, align, modal } = props;
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  const text = typeof label === 'string' ? label.trim() : '';
  if (text === '') return <></>;

  const kind: ButtonVariant = variant ?? DEFAULT_BUTTON_VARIANT;
  const scale: ButtonSize = size in SIZE_CLASSES ? size : DEFAULT_BUTTON_SIZE;
  const classes = cx(BASE_CLASSES, variantClasses(kind, styles), kind === 'link' ? LINK_SIZE_CLASSES[scale] : SIZE_CLASSES[scale]);
  // Inside a site, its own paths are built there (spec 1 §2), as every other block's links are.
  const link = safeSiteHref(href, siteSlugOf(props)) || undefined;

  let control: JSX.Element;
  if (modal?.enabled === true) {
    control = (
      <>
        <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={classes}>
          {text}
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title={typeof modal.title === 'string' && modal.title.trim() !== '' ? modal.title : text} size="md">
          <p className="whitespace-pre-line">{modal.text}</p>
        </Modal>
      </>
    );
  } else if (link !== undefined) {
    const frame: LinkTarget = LINK_TARGET_OPTIONS.find((option) => option.value === target)?.value ?? '_self';
    const newTab = frame === '_blank';
    control = (
      // noopener keeps the opened page from reaching back into this one through window.opener.
      <a href={link} target={frame === '_self' ? undefined : frame} rel={newTab ? 'noopener noreferrer' : undefined} className={classes}>
        {text}
        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  } else {
    control = <span className={styles.text}>{text}</span>;
  }
  return <div className={cx('flex', boxAlignClass(align))}>{control}</div>;
}
