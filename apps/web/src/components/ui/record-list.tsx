import type { UseQueryResult } from "@tanstack/react-query";
import { type LucideIcon, Plus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { focusLater } from "../../lib/focus-later.ts";
import { useHashTarget } from "../../lib/use-hash-target.ts";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";
import { ErrorBox } from "./error-box.tsx";
import { FormPanel } from "./form-panel.tsx";
import type { RecordItemControls } from "./record-actions.tsx";

/** The delete mutation of a record list: it takes the record's id. */
interface RecordDeletion {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  variables: string | undefined;
  error: unknown;
}

interface RecordListSkeletonProps {
  /** Read by screen readers while the list loads: 'Loading your documents…'. */
  loadingText: string;
  rowCount?: number;
  className?: string;
  /** One placeholder row; it is hidden from screen readers. */
  renderRow: (key: number) => ReactNode;
}

/** The placeholder a record list shows while it loads. */
export function RecordListSkeleton({
  loadingText,
  rowCount = 2,
  className = "flex flex-col gap-4",
  renderRow,
}: RecordListSkeletonProps) {
  return (
    <div aria-busy="true" className={className}>
      <p className="sr-only">{loadingText}</p>
      {Array.from({ length: rowCount }, (_, key) => renderRow(key))}
    </div>
  );
}

/** A placeholder row for records of a few lines of text only (projects, competence entries). */
export function textRowSkeleton(key: number) {
  return (
    <div
      key={key}
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-2 rounded-xl border border-border p-4"
    >
      <div className="h-4 w-32 rounded bg-surface-muted" />
      <div className="h-6 w-2/3 rounded bg-surface-muted" />
      <div className="h-4 w-1/2 rounded bg-surface-muted" />
    </div>
  );
}

/** A placeholder row for records shown as a thumbnail beside a few lines of text (documents, certificates). */
export function mediaRowSkeleton(key: number) {
  return (
    <div
      key={key}
      aria-hidden="true"
      className="flex animate-pulse gap-4 rounded-xl border border-border p-4"
    >
      <div className="size-20 rounded-md bg-surface-muted" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-5 w-1/2 rounded bg-surface-muted" />
        <div className="h-4 w-2/3 rounded bg-surface-muted" />
        <div className="h-4 w-1/3 rounded bg-surface-muted" />
      </div>
    </div>
  );
}

interface EmptyRecordListProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  addLabel: string;
}

type Panel = { kind: "closed" } | { kind: "add" } | { kind: "edit"; recordId: string };

interface RecordListProps<TRecord extends { id: string }> {
  records: UseQueryResult<TRecord[]>;
  deletion: RecordDeletion;
  /** The id of a record's element, which takes focus back when its form closes. */
  anchor: (id: string) => string;
  skeleton: ReactNode;
  /** What an empty list says, with the button that adds the first record. */
  empty: EmptyRecordListProps;
  /** The add button's label, which is also the add form's title: 'Add a document'. */
  addLabel: string;
  listLabel: string;
  listElement?: "ul" | "ol";
  listClassName: string;
  itemClassName?: (record: TRecord, editing: boolean) => string;
  /** Drawn before each record, e.g. a timeline's dot. */
  itemMarker?: (record: TRecord) => ReactNode;
  /** Shows only the first records of a long list. */
  shownCount?: number;
  /** Drawn below the list, e.g. a button showing more. */
  footer?: ReactNode;
  /** Brings the record named by the URL's #fragment into view once the list has loaded. */
  focusHashTarget?: boolean;
  /** Opens with the add form (a link such as the dashboard's "Add your first card" asked for it). */
  startAdding?: boolean;
  editTitle: (record: TRecord) => string;
  /**
   * The add form (no record) or the change form of a record, with the way out: closed on a saved record, the
   * focus goes to that record; otherwise back to where the user was.
   */
  renderForm: (record: TRecord | undefined, onClose: (saved?: { id: string }) => void) => ReactNode;
  renderItem: (record: TRecord, controls: RecordItemControls) => ReactNode;
}

/**
 * A list of the worker's records with its loading, error and empty states, an add button and a change form
 * opened in place of the record. Focus goes to the record just saved, back to where the user was, or to the add
 * button once a record is gone, so keyboard and screen-reader users are not left at the top of the page.
 */
export function RecordList<TRecord extends { id: string }>({
  records,
  deletion,
  anchor,
  skeleton,
  empty,
  addLabel,
  listLabel,
  listElement: List = "ul",
  listClassName,
  itemClassName,
  itemMarker,
  shownCount,
  footer,
  focusHashTarget = false,
  startAdding = false,
  editTitle,
  renderForm,
  renderItem,
}: RecordListProps<TRecord>) {
  const [panel, setPanel] = useState<Panel>({ kind: startAdding ? "add" : "closed" });
  const addButtonId = useId();
  useHashTarget(focusHashTarget && records.isSuccess);

  function close(saved?: { id: string }) {
    const recordId = saved?.id ?? (panel.kind === "edit" ? panel.recordId : undefined);
    // A saved record beyond the records shown (a long list) leaves the focus on the add button.
    focusLater(recordId ? anchor(recordId) : addButtonId, addButtonId);
    setPanel({ kind: "closed" });
  }

  if (records.isPending) return skeleton;
  if (records.isError) return <ErrorBox error={records.error} onRetry={() => void records.refetch()} />;

  if (records.data.length === 0 && panel.kind === "closed") {
    return (
      <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
        <Button id={addButtonId} onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          {empty.addLabel}
        </Button>
      </EmptyState>
    );
  }

  const shown = shownCount === undefined ? records.data : records.data.slice(0, shownCount);
  return (
    <div className="flex flex-col gap-6">
      {panel.kind === "add" ? (
        <FormPanel title={addLabel}>{renderForm(undefined, close)}</FormPanel>
      ) : (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          {addLabel}
        </Button>
      )}
      <List className={listClassName} aria-label={listLabel}>
        {shown.map((record) => {
          const editing = panel.kind === "edit" && panel.recordId === record.id;
          return (
            <li key={record.id} className={itemClassName?.(record, editing)}>
              {itemMarker?.(record)}
              {editing ? (
                <FormPanel title={editTitle(record)}>{renderForm(record, close)}</FormPanel>
              ) : (
                renderItem(record, {
                  onEdit: () => setPanel({ kind: "edit", recordId: record.id }),
                  onDelete: () => deletion.mutate(record.id, { onSuccess: () => focusLater(addButtonId) }),
                  deleting: deletion.isPending && deletion.variables === record.id,
                  deleteError: deletion.variables === record.id ? deletion.error : null,
                })
              )}
            </li>
          );
        })}
      </List>
      {footer}
    </div>
  );
}
