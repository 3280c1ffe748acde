import { canStillEdit, type MessageView, messageEditSchema } from "@siteready/domain/messages";
import { useState } from "react";
import {
  InlineTextForm,
  PostActionButton,
  PostBody,
  ReportedNote,
  ReportForm,
} from "../../../components/ui/post-parts.tsx";
import { momentIn } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { useDeleteMessage, useEditMessage, useReportMessage } from "../api/conversations.ts";

type Mode = "read" | "edit" | "report" | "reported";

/** One message: mine can be changed for 15 minutes and deleted; theirs can be reported. */
export function MessageItem({ message, showSeen }: { message: MessageView; showSeen: boolean }) {
  const [mode, setMode] = useState<Mode>("read");
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const report = useReportMessage();
  const { t, language } = useT();
  const editable =
    message.is_mine && !message.deleted && canStillEdit(new Date(message.created_at), new Date());

  const bubble = message.is_mine
    ? "self-end bg-surface-muted border-accent"
    : "self-start bg-surface border-border";

  return (
    <li className={`flex max-w-[85%] flex-col gap-1 rounded-xl border px-3 py-2 ${bubble}`}>
      <span className="sr-only">
        {message.is_mine ? t("messages.item.youSaid") : t("messages.item.theySaid")}
      </span>
      {mode === "edit" ? (
        <InlineTextForm
          label={t("messages.item.change")}
          initialText={message.body ?? ""}
          schema={messageEditSchema.shape.body}
          submitLabel={t("messages.item.save")}
          busy={edit.isPending}
          onSubmit={(body, showError) =>
            edit.mutate({ id: message.id, body }, { onSuccess: () => setMode("read"), onError: showError })
          }
          onCancel={() => setMode("read")}
        />
      ) : (
        <PostBody body={message.body} deleted={message.deleted} deletedNote={t("messages.item.deleted")} />
      )}
      <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted">
        <time dateTime={message.created_at}>{momentIn(message.created_at, language)}</time>
        {message.edited_at && !message.deleted ? <span>{t("messages.item.edited")}</span> : null}
        {showSeen ? <span>{t("messages.item.seen")}</span> : null}
      </span>
      {mode === "read" && !message.deleted ? (
        <span className="flex flex-wrap gap-1">
          {editable ? (
            <PostActionButton onClick={() => setMode("edit")}>{t("messages.item.edit")}</PostActionButton>
          ) : null}
          {message.is_mine ? (
            <PostActionButton busy={remove.isPending} onClick={() => remove.mutate(message.id)}>
              {t("messages.item.delete")}
            </PostActionButton>
          ) : (
            <PostActionButton onClick={() => setMode("report")}>{t("messages.item.report")}</PostActionButton>
          )}
        </span>
      ) : null}
      {mode === "report" ? (
        <ReportForm
          what="message"
          hint={t("messages.item.reportHint")}
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
