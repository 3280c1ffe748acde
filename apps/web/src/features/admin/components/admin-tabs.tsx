import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useT } from "../../../i18n/use-translation.ts";

export interface AdminTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between tabs and open them,
 * the panel follows. The open tab lives in the URL (?tab=users), so it survives a reload and can be linked.
 */
export function AdminTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly AdminTab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useT();
  const idPrefix = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? (tabs[0] as AdminTab);

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next] as AdminTab;
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t("admin.tabs")}
        className="flex gap-1 overflow-x-auto border-b border-border"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-11 shrink-0 border-b-4 px-4 font-semibold ${
                active ? "border-accent text-text" : "border-transparent text-muted hover:text-text"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${current.id}`}
        aria-labelledby={`${idPrefix}-tab-${current.id}`}
        className="flex flex-col gap-4"
      >
        {current.panel}
      </div>
    </div>
  );
}
