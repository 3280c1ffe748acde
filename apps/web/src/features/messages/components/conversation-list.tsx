import { Link } from "react-router";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useConversations } from "../api/conversations.ts";

/** My conversations, newest first, each with its unread count. */
export function ConversationList({ selectedId }: { selectedId: string | null }) {
  const conversations = useConversations();
  const { t } = useT();
  if (conversations.isPending) return <p className="text-muted">{t("messages.list.loading")}</p>;
  if (conversations.isError)
    return <ErrorBox error={conversations.error} onRetry={() => void conversations.refetch()} />;
  if (conversations.data.length === 0) return <p className="text-muted">{t("messages.list.empty")}</p>;
  return (
    <ul aria-label={t("messages.list.label")} className="flex flex-col gap-1">
      {conversations.data.map((conversation) => (
        <li key={conversation.id}>
          <Link
            to={`/messages?c=${conversation.id}`}
            aria-current={conversation.id === selectedId ? "page" : undefined}
            className="flex min-h-11 flex-col rounded-lg border border-border px-3 py-2 text-text no-underline hover:bg-surface-muted aria-[current=page]:border-accent aria-[current=page]:bg-surface-muted"
          >
            <span className="flex items-center gap-2">
              <span className="flex-1 truncate font-semibold">{conversation.other.name}</span>
              {conversation.muted ? (
                <span className="text-xs text-muted">{t("messages.list.muted")}</span>
              ) : null}
              {conversation.unread > 0 ? (
                <span className="rounded-full bg-accent px-2 text-xs font-bold text-on-accent">
                  {conversation.unread}
                  <span className="sr-only"> {t("messages.list.unread")}</span>
                </span>
              ) : null}
            </span>
            {conversation.last_message_deleted || conversation.last_message ? (
              <span className="truncate text-sm text-muted">
                {conversation.last_message_deleted ? t("messages.item.deleted") : conversation.last_message}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
