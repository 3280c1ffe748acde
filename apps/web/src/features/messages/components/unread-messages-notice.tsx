import { MessageSquare } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFeatures } from "../../../lib/session/features.ts";
import { useUnreadCount } from "../api/unread-count.ts";

/**
 * The dashboard's line about unread messages, in words, kept up to date by the live events like the sidebar's
 * badge; nothing while there are none.
 */
export function UnreadMessagesNotice() {
  const { t } = useT();
  const { data: features } = useFeatures();
  const { data: unread = 0 } = useUnreadCount(Boolean(features?.messages.accessible));
  if (unread === 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <p className="flex flex-1 items-center gap-3 font-semibold">
        <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
        {t("messages.dashboard.unread", { count: unread })}
      </p>
      <ButtonLink to="/messages" variant="secondary" className="self-start sm:self-auto">
        {t("messages.dashboard.open")}
      </ButtonLink>
    </div>
  );
}
