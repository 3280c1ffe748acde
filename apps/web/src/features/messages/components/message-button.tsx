import type { StartConversation } from "@siteready/domain/messages";
import { MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useFeature } from "../../../lib/session/features.ts";
import { useStartConversation } from "../api/conversations.ts";

/** "Message": opens (or starts) the conversation with a job's poster, an applicant or a group member. */
export function MessageButton({ to, label }: { to: StartConversation; label?: string }) {
  const { t, say } = useT();
  const start = useStartConversation();
  const navigate = useNavigate();
  const { data: messages } = useFeature("messages");
  // Messages switched off: no button to a page that would only say so.
  if (!messages?.accessible) return null;
  return (
    <span className="flex flex-col gap-1">
      <Button
        variant="secondary"
        busy={start.isPending}
        onClick={() =>
          start.mutate(to, { onSuccess: (conversation) => navigate(`/messages?c=${conversation.id}`) })
        }
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {label ?? t("jobs.applicants.message")}
      </Button>
      {start.isError ? (
        <span role="alert" className="text-sm text-danger">
          {say(errorText(start.error))}
        </span>
      ) : null}
    </span>
  );
}
