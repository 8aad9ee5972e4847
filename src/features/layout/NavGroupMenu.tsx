import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

const ITEM_SELECTOR = '.dropdown-item';

export interface NavGroupMenuProps {
  /** Id of the toggle button; the open list is labelled by it. */
  id: string;
  title: string;
  className: string;
  /** The group's links (each with the dropdown-item class). */
  children: ReactNode;
}

/**
 * One group of the desktop menu: a button that shows or hides the group's links below it, with
 * Bootstrap's dropdown markup and the keyboard of react-bootstrap's NavDropdown (Enter or Space
 * toggles, the arrows move through the links, Escape closes and returns to the button; leaving by
 * Tab, clicking elsewhere or following a link closes it). Written out here because the header is
 * on every page: NavDropdown would bring react-bootstrap's dropdown and Popper.js (positioning a
 * menu that Bootstrap's CSS already places in a navbar) into the JavaScript every page loads.
 */
export default function NavGroupMenu({ id, title, className, children }: NavGroupMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const moveFocus = (from: Element | null, offset: 1 | -1) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    if (!items.length) return;
    const index = items.indexOf(from as HTMLElement) + offset;
    items[Math.min(Math.max(index, 0), items.length - 1)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else moveFocus(document.activeElement, 1);
        break;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        moveFocus(document.activeElement, -1);
        break;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      default:
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moved out of the button and its links (Tab, or a click on something focusable elsewhere).
    if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={`${className} nav-item dropdown${open ? ' show' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        id={id}
        className={`dropdown-toggle nav-link${open ? ' show' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      {open && (
        // A click on a link follows it and closes the list.
        <div ref={menuRef} className="dropdown-menu show" data-bs-popper="static" aria-labelledby={id} onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}
