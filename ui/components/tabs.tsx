import type { ReactNode } from "react";
import * as css from "./tabs.css";

export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

/**
 * Tabs over one panel (WAI-ARIA tabs: the selected tab is the one in the tab order, arrow keys move
 * between tabs). `idPrefix` keeps the ids of two tab sets on one page apart.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  readonly idPrefix: string;
  readonly label: string;
  readonly tabs: readonly TabItem<T>[];
  readonly selected: T;
  readonly onSelect: (tab: T) => void;
  readonly children: ReactNode;
}) {
  const move = (from: T, step: 1 | -1) => {
    const index = tabs.findIndex((tab) => tab.id === from);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    onSelect(next.id);
    document.getElementById(`${idPrefix}-tab-${next.id}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={css.tabList}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected === tab.id ? 0 : -1}
            className={css.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(tab.id, 1);
              else if (event.key === "ArrowLeft") move(tab.id, -1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${selected}`}>
        {children}
      </section>
    </>
  );
}
