import { canStillEdit, type MessageView, messageEditSchema } from "@siteready/domain";
import { useState } from "react";
import {
  InlineTextForm,
  PostActionButton,
  PostBody,
  ReportedNote,
  ReportForm,
} from "../../../components/ui/post-parts.tsx";
import { useDeleteMessage, useEditMessage, useReportMessage } from "../api/conversations.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });

type Mode = "read" | "edit" | "report" | "reported";

/** One message: mine can be changed for 15 minutes and deleted; theirs can be reported. */
export function MessageItem({ message, showSeen }: { message: MessageView; showSeen: boolean }) {
  const [mode, setMode] = useState<Mode>("read");
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const report = useReportMessage();
  const editable =
    message.is_mine && !message.deleted && canStillEdit(new Date(message.created_at), new Date());

  const bubble = message.is_mine
    ? "self-end bg-surface-muted border-accent"
    : "self-start bg-surface border-border";

  return (
    <li className={`flex max-w-[85%] flex-col gap-1 rounded-xl border px-3 py-2 ${bubble}`}>
      <span className="sr-only">{message.is_mine ? "You said:" : "They said:"}</span>
      {mode === "edit" ? (
        <InlineTextForm
          label="Change your message"
          initialText={message.body ?? ""}
          schema={messageEditSchema.shape.body}
          submitLabel="Save"
          busy={edit.isPending}
          onSubmit={(body, showError) =>
            edit.mutate({ id: message.id, body }, { onSuccess: () => setMode("read"), onError: showError })
          }
          onCancel={() => setMode("read")}
        />
      ) : (
        <PostBody body={message.body} deleted={message.deleted} deletedNote="This message was deleted" />
      )}
      <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
        <time dateTime={message.created_at}>{timeFormat.format(new Date(message.created_at))}</time>
        {message.edited_at && !message.deleted ? <span>edited</span> : null}
        {showSeen ? <span>Seen</span> : null}
      </span>
      {mode === "read" && !message.deleted ? (
        <span className="flex flex-wrap gap-1">
          {editable ? <PostActionButton onClick={() => setMode("edit")}>Edit</PostActionButton> : null}
          {message.is_mine ? (
            <PostActionButton busy={remove.isPending} onClick={() => remove.mutate(message.id)}>
              Delete
            </PostActionButton>
          ) : (
            <PostActionButton onClick={() => setMode("report")}>Report</PostActionButton>
          )}
        </span>
      ) : null}
      {mode === "report" ? (
        <ReportForm
          what="message"
          hint="Our admins read every report. If you are in danger, call 999."
          busy={report.isPending}
          onSubmit={(reason, showError) =>
            report.mutate(
              { id: message.id, reason },
              { onSuccess: () => setMode("reported"), onError: showError },
            )
          }
          onCancel={() => setMode("read")}
        />
      ) : null}
      {mode === "reported" ? <ReportedNote what="message" /> : null}
    </li>
  );
}
