import { messageInputSchema } from "@siteready/domain/messages";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { ShowOlder } from "../../../components/ui/show-older.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { fieldErrorOf } from "../../../lib/error-text.ts";
import { useConversationAction, useMarkRead, useMessageSender, useThread } from "../api/conversations.ts";
import { discardMessage, flushOutbox, queueMessage, useOutbox } from "../api/outbox.ts";
import { MessageItem } from "./message-item.tsx";

/** One conversation: its messages (live), the composer, and mute/block. Reading it clears its unread count. */
export function ConversationThread({ conversationId }: { conversationId: string }) {
  const thread = useThread(conversationId);
  const markRead = useMarkRead();
  const action = useConversationAction();
  const unread = thread.data?.conversation.unread ?? 0;
  const { t } = useT();
  const lastId = thread.data?.messages.at(-1)?.id;

  // Read when shown: on opening, and each time a new message arrives while it is on screen.
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (unread > 0 && document.visibilityState === "visible") markAsRead(conversationId);
  }, [unread, conversationId, markAsRead]);

  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (lastId) list.current?.lastElementChild?.scrollIntoView?.({ block: "end" });
  }, [lastId]);

  // Once older messages arrive above, the one that was first stays where the reader was, as in any chat app.
  const readingFrom = useRef<string | undefined>(undefined);
  const loaded = thread.data?.messages;
  useEffect(() => {
    const anchorId = readingFrom.current;
    const index = anchorId ? (loaded?.findIndex((message) => message.id === anchorId) ?? -1) : -1;
    if (index <= 0) return;
    readingFrom.current = undefined;
    list.current?.children[index]?.scrollIntoView?.({ block: "start" });
  }, [loaded]);
  const showOlder = () => {
    readingFrom.current = loaded?.[0]?.id;
    void thread.fetchNextPage();
  };

  // A failed refresh or older page keeps what is already on screen; only a thread never loaded shows the error.
  if (!thread.data) {
    return thread.isError ? (
      <ErrorBox error={thread.error} onRetry={() => void thread.refetch()} />
    ) : (
      <p className="text-muted">{t("messages.thread.loading")}</p>
    );
  }

  const { conversation, messages } = thread.data;
  const lastSeenId = messages.findLast((message) => message.is_mine && message.seen)?.id;
  const act = (kind: "mute" | "unmute" | "block" | "unblock") =>
    action.mutate({ id: conversation.id, action: kind });

  return (
    <section aria-labelledby="thread-heading" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id="thread-heading" className="flex-1 text-xl font-semibold">
          {conversation.other.name}
        </h2>
        <Button
          variant="secondary"
          busy={action.isPending}
          onClick={() => act(conversation.muted ? "unmute" : "mute")}
        >
          {conversation.muted ? t("messages.thread.unmute") : t("messages.thread.mute")}
        </Button>
        <Button
          variant="secondary"
          busy={action.isPending}
          onClick={() => act(conversation.blocked ? "unblock" : "block")}
        >
          {conversation.blocked ? t("messages.thread.unblock") : t("messages.thread.block")}
        </Button>
      </header>
      {messages.length === 0 ? <p className="text-muted">{t("messages.thread.empty")}</p> : null}
      <ShowOlder pages={thread} label={t("messages.thread.showOlder")} onShowOlder={showOlder} />
      <ol
        ref={list}
        aria-label={t("messages.thread.with", { name: conversation.other.name })}
        // Room above a message scrolled to the top, clear of the phone's sticky top bar.
        className="flex flex-col gap-2 *:scroll-mt-20"
      >
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} showSeen={message.id === lastSeenId} />
        ))}
      </ol>
      <PendingMessages conversationId={conversation.id} />
      {conversation.can_send ? (
        <Composer conversationId={conversation.id} />
      ) : (
        <p role="status" className="rounded-lg border border-border p-3">
          {conversation.blocked ? t("messages.thread.youBlocked") : t("messages.server.blocked")}
        </p>
      )}
    </section>
  );
}

/** Messages written here that wait for a connection, or that the server refused. */
function PendingMessages({ conversationId }: { conversationId: string }) {
  const pending = useOutbox(conversationId);
  const online = useIsOnline();
  const { t, word } = useT();
  if (pending.length === 0) return null;
  return (
    <ul aria-label={t("messages.pending.label")} className="flex flex-col gap-2">
      {pending.map((item) => (
        <li key={item.clientId} className="self-end rounded-xl border border-dashed border-border px-3 py-2">
          <p className="whitespace-pre-wrap break-words">{item.body}</p>
          <p className="text-xs text-muted">
            {item.failed
              ? t("messages.pending.failed", {
                  reason: typeof item.failed === "string" ? item.failed : word(item.failed),
                })
              : online
                ? t("messages.pending.sending")
                : t("messages.pending.waiting")}
          </p>
          {item.failed ? (
            <Button
              variant="ghost"
              className="min-h-9 px-2 text-sm"
              onClick={() => discardMessage(item.clientId)}
            >
              {t("messages.pending.remove")}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Composer({ conversationId }: { conversationId: string }) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const send = useMessageSender();
  const { t } = useT();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = messageInputSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBody("");
    // Onto the device first, then sent: no signal, and it waits; a signal, and it goes now.
    queueMessage(conversationId, parsed.data.body);
    void flushOutbox(send).catch((failure: unknown) => setError(fieldErrorOf(failure)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextareaField
        label={t("jobs.apply.message")}
        hint={t("messages.composer.hint")}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        error={error}
      />
      <Button type="submit" className="self-end">
        {t("messages.composer.send")}
      </Button>
    </form>
  );
}
