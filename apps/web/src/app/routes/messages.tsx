import { FeaturePage } from "../../components/feature-page.tsx";
import { MessagesView } from "../../features/messages/components/messages-view.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /messages: one-to-one conversations with people you work with, delivered live. */
export function MessagesPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("messages.page.title")} intro={t("messages.page.intro")} width="5xl">
      <MessagesView />
    </FeaturePage>
  );
}
