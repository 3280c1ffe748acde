import { type LucideIcon, Pencil, Trash } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { Button } from "./button.tsx";
import { InlineConfirm } from "./inline-confirm.tsx";

/** What a record list hands each of its items: how to change or delete it, and how the delete is going. */
/**
 * The wallet's "Show at the gate" switch, which the page adds to each card, document or qualification a list
 * shows (one feature does not reach into another): given the record and the heading that names it.
 */
export type GateToggleSlot = (record: { id: string; shown: boolean; headingId: string }) => ReactNode;

export interface RecordItemControls {
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
}

interface RecordActionsProps extends RecordItemControls {
  /** The id of the record's heading, which names the buttons for screen readers. */
  headingId: string;
  /** 'Edit' unless the record's own word says more. */
  editLabel?: string | undefined;
  deleteIcon?: LucideIcon;
  /** The delete question, saying what will be lost: 'Delete this card and its photos? You cannot undo this.' */
  deleteQuestion: string;
  confirmDeleteLabel: string;
  keepLabel: string;
}

/** A record's Edit and Delete buttons; Delete asks in place before anything is lost. */
export function RecordActions({
  headingId,
  editLabel,
  deleteIcon: DeleteIcon = Trash,
  deleteQuestion,
  confirmDeleteLabel,
  keepLabel,
  onEdit,
  onDelete,
  deleting,
  deleteError,
}: RecordActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const { t } = useT();
  if (confirming) {
    return (
      <InlineConfirm
        question={deleteQuestion}
        confirmLabel={confirmDeleteLabel}
        cancelLabel={keepLabel}
        busy={deleting}
        error={deleteError}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
        <Pencil aria-hidden="true" className="size-4" />
        {editLabel ?? t("shell.ui.edit")}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
        <DeleteIcon aria-hidden="true" className="size-4" />
        {t("shell.ui.delete")}
      </Button>
    </div>
  );
}
