import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BoardUrl } from "../lib/search-url.ts";
import { ButtonLink } from "./ui/button.tsx";
import { FormPanel } from "./ui/form-panel.tsx";

/** What the new-record form is told to do once it has saved, or is cancelled. */
interface CreateFormDone {
  onSaved: (saved: { id: string }) => void;
  onCancel: () => void;
}

interface BoardProps<Tab extends string> {
  /** Names the tabs for screen readers: 'Jobs sections'. */
  label: string;
  /** The board's tabs (two or three, sharing the row equally) and what stands in their place. */
  url: BoardUrl<Tab>;
  /** Each tab's label and what it shows. */
  sections: Record<Tab, { label: string; content: ReactNode }>;
  /** The new-record form: its link beside the tabs, its panel's title, and the form. */
  create: { label: string; title: string; form: (done: CreateFormDone) => ReactNode };
  /** A record's page, given the way back to the list. */
  record: (id: string, backSearch: string) => ReactNode;
  /** A record's change form, on a board that has its own. */
  edit?: (id: string) => ReactNode;
}

/**
 * A board kept in the URL (jobs, diggs): its sections as links, so Back works between them, with the link to
 * the new-record form beside them; below, the current section, or a record, the new-record form (which opens
 * the saved record in its place) or a change form.
 */
export function Board<Tab extends string>({ label, url, sections, create, record, edit }: BoardProps<Tab>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = url.readTab(params);
  const { editId, creating, recordId } = url.readOpen(params);
  const backSearch = url.listSearch(params);
  const opened =
    editId && edit ? (
      edit(editId)
    ) : creating ? (
      <FormPanel title={create.title}>
        {create.form({
          onSaved: (saved) => navigate({ search: url.recordSearch(params, saved.id) }, { replace: true }),
          onCancel: () => navigate({ search: backSearch }),
        })}
      </FormPanel>
    ) : recordId ? (
      record(recordId, backSearch)
    ) : null;
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
        {creating || editId ? null : (
          <ButtonLink to={{ search: url.createSearch(params) }}>
            <Plus aria-hidden="true" className="size-5" />
            {create.label}
          </ButtonLink>
        )}
      </div>
      {opened ?? sections[tab].content}
    </div>
  );
}
