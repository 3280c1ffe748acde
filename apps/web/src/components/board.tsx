import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { BoardUrl } from "../lib/search-url.ts";
import { ButtonLink } from "./ui/button.tsx";

interface BoardProps<Tab extends string> {
  /** Names the tabs for screen readers: 'Jobs sections'. */
  label: string;
  /** The board's tabs (two or three, sharing the row equally) and the parameters that stand in their place. */
  url: BoardUrl<Tab>;
  /** Each tab's label and what it shows. */
  sections: Record<Tab, { label: string; content: ReactNode }>;
  /** The board's main action beside the tabs ('Post a job'); null while it is open. */
  action: { label: string; search: string } | null;
  /** What stands in the tabs' place (a record's page, a form), or null to show the current tab. */
  opened: ReactNode;
}

/**
 * A board kept in the URL (jobs, diggs): its sections as links, so Back works between them, with its main
 * action beside them; below, the current section, or a record or form opened in its place.
 */
export function Board<Tab extends string>({ label, url, sections, action, opened }: BoardProps<Tab>) {
  const [params] = useSearchParams();
  const tab = url.readTab(params);
  const current = opened === null ? tab : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={label}>
          <ul
            className={`grid ${url.tabs.length === 3 ? "grid-cols-3" : "grid-cols-2"} gap-1 rounded-xl border border-border bg-surface p-1`}
          >
            {url.tabs.map((each) => (
              <li key={each}>
                <ButtonLink
                  variant={each === current ? "primary" : "ghost"}
                  aria-current={each === current ? "page" : undefined}
                  className="w-full px-2 text-center text-sm"
                  to={{ search: url.tabSearch(params, each) }}
                >
                  {sections[each].label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
        {action ? (
          <ButtonLink to={{ search: action.search }}>
            <Plus aria-hidden="true" className="size-5" />
            {action.label}
          </ButtonLink>
        ) : null}
      </div>
      {opened ?? sections[tab].content}
    </div>
  );
}
