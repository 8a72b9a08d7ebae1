import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useOutsideClick } from './use-outside-click.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { usableLinks } from '#web/site/menu-links.ts';
import { safeSiteHref } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { DROPDOWN_MENU_DEFAULT_PROPS, type DropdownMenuProps } from './dropdown-menu.types.ts';

function ChevronDown(): ReactElement {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4">
      <path d="M5 7.5l5 5 5-5" />
    </svg>
  );
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ArrowDown opens it on the first item, ArrowUp on
 * the last; arrows, Home, End and first letters move; Escape closes it and returns focus to the
 * button; Tab or a click outside closes it.
 */
export function DropdownMenu(props: DropdownMenuProps): ReactElement {
  const { styles } = useTheme();
  const [open, setOpen] = useState(false);
  // The item to focus once the list is shown (focus must wait for the render that reveals it).
  const [focusRequest, setFocusRequest] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const buttonId = useId();
  const menuId = useId();
  const siteSlug = siteSlugOf(props);
  const items = usableLinks(props.items);
  const label = props.label?.trim() || DROPDOWN_MENU_DEFAULT_PROPS.label;

  useEffect(() => {
    if (open && focusRequest !== null) itemRefs.current[focusRequest]?.focus();
  }, [open, focusRequest]);

  const openAt = (index: number): void => {
    if (items.length === 0) return;
    setOpen(true);
    setFocusRequest(index);
  };
  const close = (returnFocus: boolean): void => {
    setOpen(false);
    setFocusRequest(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useOutsideClick([buttonRef, menuRef], () => close(false), { enabled: open });

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    // Enter and Space reach onClick as a click; only the arrows need handling here.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    const last = items.length - 1;
    const focusAt = (index: number): void => {
      event.preventDefault();
      setFocusRequest(index);
      itemRefs.current[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current >= last ? 0 : current + 1);
        return;
      case 'ArrowUp':
        focusAt(current <= 0 ? last : current - 1);
        return;
      case 'Home':
        focusAt(0);
        return;
      case 'End':
        focusAt(last);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        // Focus moves on naturally; the list just closes behind it.
        close(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const letter = event.key.toLowerCase();
          const order = items.map((_, offset) => (current + 1 + offset) % items.length);
          const match = order.find((index) => items[index]?.label.trim().toLowerCase().startsWith(letter));
          if (match !== undefined) focusAt(match);
        }
    }
  };

  const itemClasses = cx(
    'block w-full px-4 py-2 text-left outline-none focus-visible:bg-current/10 focus:bg-current/10',
    styles.items,
  );

  return (
    <div className="relative inline-block text-left" data-dropdown-menu="">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex items-center gap-2 px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2',
          styles.callToAction,
        )}
      >
        {label}
        <ChevronDown />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={cx(
          open ? 'block' : 'hidden',
          'absolute z-20 mt-2 min-w-48 overflow-hidden py-1 shadow-lg',
          props.align === 'end' ? 'right-0' : 'left-0',
          styles.block,
        )}
      >
        {items.map((item, index) => {
          const href = safeSiteHref(item.href, siteSlug);
          const ref = (element: HTMLElement | null): void => {
            itemRefs.current[index] = element;
          };
          return (
            <li key={index} role="none">
              {href === '' ? (
                // Spec 2 §2: an entry without a link is plain text; it stays reachable but cannot be used.
                <span ref={ref} role="menuitem" tabIndex={-1} aria-disabled="true" className={cx(itemClasses, 'opacity-60')}>
                  {item.label}
                </span>
              ) : (
                <a
                  ref={ref}
                  role="menuitem"
                  tabIndex={-1}
                  href={href}
                  target={item.target === '_self' ? undefined : item.target}
                  rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                  onClick={() => close(false)}
                  className={itemClasses}
                >
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
