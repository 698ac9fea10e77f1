import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './menuButton.css';

/** Spread on each item's link or button (inside an `<li role="none">`): the arrow keys move between them, Tab leaves. */
export const menuItemProps = { role: 'menuitem', tabIndex: -1 } as const;

/** Items, and choices of a set (`role="menuitemradio"` with `aria-checked` and `tabIndex={-1}`, e.g. the language). */
const MENU_ITEM = '[role="menuitem"], [role="menuitemradio"]';

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

interface MenuButtonProps {
  label: ReactNode;
  /** The button's accessible name when its label is a symbol. */
  ariaLabel?: string;
  className: string;
  /** Of the whole (button and menu), which the menu opens under. */
  style?: CSSProperties;
  /** The menu's `<li role="none">` items, each holding one element with menuItemProps (or a choice's role). */
  children: ReactNode;
}

/**
 * A button opening a small menu under its end edge (the WAI-ARIA menu button): opening focuses the first
 * item, the arrow keys move between items, choosing one or Escape closes it (Escape giving focus back to
 * the button), and so do a click outside and focus moving elsewhere. Its own markup rather than antd's
 * Dropdown, whose trigger, menu and motion were on the first route of every page (issue 6, figure 1).
 */
export function MenuButton({ label, ariaLabel, className, style, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);

  useEffect(() => {
    if (!open) return undefined;
    menuItems()[0]?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const moveFocus = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const all = menuItems();
    const current = all.indexOf(event.target as HTMLElement);
    all[(current + step + all.length) % all.length]?.focus();
  };
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(MENU_ITEM)) setOpen(false);
  };
  // Tab or a click on something focusable elsewhere; a click on nothing focusable is the pointer listener's.
  const closeOnFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="menu-button" style={style} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" className="menu-button-menu" onKeyDown={moveFocus} onClick={closeOnChoice} onBlur={closeOnFocusOut}>
          {children}
        </ul>
      )}
    </div>
  );
}
