import { canStillEdit, type MessageView, messageEditSchema, reportInputSchema } from "@siteready/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { LinkedText } from "../../../components/ui/linked-text.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { useDeleteMessage, useEditMessage, useReportMessage } from "../api/conversations.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });

type Mode = "read" | "edit" | "report" | "reported";

/** One message: mine can be changed for 15 minutes and deleted; theirs can be reported. */
export function MessageItem({ message, showSeen }: { message: MessageView; showSeen: boolean }) {
  const [mode, setMode] = useState<Mode>("read");
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const report = useReportMessage();
  const editable =
    message.is_mine && !message.deleted && canStillEdit(new Date(message.created_at), new Date());

  function submitEdit(event: FormEvent) {
    event.preventDefault();
    const parsed = messageEditSchema.safeParse({ body: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    edit.mutate(
      { id: message.id, body: parsed.data.body },
      { onSuccess: () => setMode("read"), onError: (failure) => setError(errorText(failure)) },
    );
  }

  function submitReport(event: FormEvent) {
    event.preventDefault();
    const parsed = reportInputSchema.safeParse({ reason: draft });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    report.mutate(
      { id: message.id, reason: parsed.data.reason },
      { onSuccess: () => setMode("reported"), onError: (failure) => setError(errorText(failure)) },
    );
  }

  const bubble = message.is_mine
    ? "self-end bg-surface-muted border-accent"
    : "self-start bg-surface border-border";

  return (
    <li className={`flex max-w-[85%] flex-col gap-1 rounded-xl border px-3 py-2 ${bubble}`}>
      <span className="sr-only">{message.is_mine ? "You said:" : "They said:"}</span>
      {mode === "edit" ? (
        <form onSubmit={submitEdit} noValidate className="flex flex-col gap-2">
          <TextField
            label="Change your message"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={error}
          />
          <span className="flex gap-2">
            <Button type="submit" busy={edit.isPending}>
              Save
            </Button>
            <Button variant="secondary" onClick={() => setMode("read")}>
              Cancel
            </Button>
          </span>
        </form>
      ) : message.deleted ? (
        <p className="italic text-muted">This message was deleted</p>
      ) : (
        <p className="whitespace-pre-wrap break-words">
          <LinkedText text={message.body ?? ""} />
        </p>
      )}
      <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
        <time dateTime={message.created_at}>{timeFormat.format(new Date(message.created_at))}</time>
        {message.edited_at && !message.deleted ? <span>edited</span> : null}
        {showSeen ? <span>Seen</span> : null}
      </span>
      {mode === "read" && !message.deleted ? (
        <span className="flex flex-wrap gap-1">
          {editable ? (
            <Button
              variant="ghost"
              className="min-h-9 px-2 text-sm"
              onClick={() => {
                setDraft(message.body ?? "");
                setError(undefined);
                setMode("edit");
              }}
            >
              Edit
            </Button>
          ) : null}
          {message.is_mine ? (
            <Button
              variant="ghost"
              className="min-h-9 px-2 text-sm"
              busy={remove.isPending}
              onClick={() => remove.mutate(message.id)}
            >
              Delete
            </Button>
          ) : (
            <Button
              variant="ghost"
              className="min-h-9 px-2 text-sm"
              onClick={() => {
                setDraft("");
                setError(undefined);
                setMode("report");
              }}
            >
              Report
            </Button>
          )}
        </span>
      ) : null}
      {mode === "report" ? (
        <form onSubmit={submitReport} noValidate className="flex flex-col gap-2">
          <TextField
            label="What is wrong with this message?"
            hint="Our admins read every report. If you are in danger, call 999."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={error}
          />
          <span className="flex gap-2">
            <Button type="submit" busy={report.isPending}>
              Send report
            </Button>
            <Button variant="secondary" onClick={() => setMode("read")}>
              Cancel
            </Button>
          </span>
        </form>
      ) : null}
      {mode === "reported" ? (
        <p role="status" className="text-sm">
          Thank you. Our admins will look at this message.
        </p>
      ) : null}
    </li>
  );
}
