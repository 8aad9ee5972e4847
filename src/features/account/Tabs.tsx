import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Key extends string> {
  key: Key;
  title: string;
  content: ReactNode;
}

export interface TabsProps<Key extends string> {
  /** Prefix of the ids: `${id}-tab-${key}` for a tab, `${id}-tabpane-${key}` for its panel. */
  id: string;
  items: readonly TabItem<Key>[];
  active: Key;
  onSelect: (key: Key) => void;
  className?: string;
}

/** How far an arrow key moves along the tabs. */
const ARROW_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Bootstrap tabs with the WAI-ARIA tab pattern, the markup react-bootstrap's Tabs wrote (fill
 * variant), without its 4 kB gzip (docs/BUNDLES.md): one tab stop (roving tabindex), the arrow
 * keys move to the previous or next tab, wrapping, and select it. Every panel is rendered; Bootstrap
 * shows the active one.
 */
export default function Tabs<Key extends string>({ id, items, active, onSelect, className }: TabsProps<Key>) {
  const list = useRef<HTMLUListElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.key === active);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLButtonElement>(`#${id}-tab-${next.key}`)?.focus();
  };

  return (
    <>
      <ul ref={list} id={id} role="tablist" className={`nav nav-tabs nav-fill${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <li key={item.key} role="presentation" className="nav-item">
              <button
                type="button"
                id={`${id}-tab-${item.key}`}
                role="tab"
                aria-controls={`${id}-tabpane-${item.key}`}
                aria-selected={selected}
                tabIndex={selected ? undefined : -1}
                className={`nav-link${selected ? ' active' : ''}`}
                onClick={() => onSelect(item.key)}
              >
                {item.title}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="tab-content">
        {items.map((item) => (
          <div
            key={item.key}
            id={`${id}-tabpane-${item.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${item.key}`}
            className={`tab-pane${item.key === active ? ' active' : ''}`}
          >
            {item.content}
          </div>
        ))}
      </div>
    </>
  );
}
