import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useT } from "../../../i18n/use-translation.ts";
import { ConversationList } from "./conversation-list.tsx";
import { ConversationThread } from "./conversation-thread.tsx";
import { DigestSetting } from "./digest-setting.tsx";
import { ReadReceiptsSetting } from "./read-receipts-setting.tsx";
import { StartConversationForm } from "./start-conversation-form.tsx";

/** The messages page: conversations beside the open one on a wide screen, one at a time on a phone. */
export function MessagesView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get("c");
  const { t } = useT();

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
      <div className={`flex min-w-0 flex-col gap-4 ${selectedId ? "hidden md:flex" : ""}`}>
        <StartConversationForm onStarted={(id) => navigate(`/messages?c=${id}`)} />
        <ConversationList selectedId={selectedId} />
        <ReadReceiptsSetting />
        <DigestSetting />
      </div>
      <div className="min-w-0">
        {selectedId ? (
          <div className="flex flex-col gap-3">
            <Link to="/messages" className="inline-flex min-h-11 items-center gap-2 md:hidden">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("messages.all")}
            </Link>
            <ConversationThread key={selectedId} conversationId={selectedId} />
          </div>
        ) : (
          <p className="hidden text-muted md:block">{t("messages.choose")}</p>
        )}
      </div>
    </div>
  );
}
