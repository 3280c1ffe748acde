import { FeaturePage } from "../../components/feature-page.tsx";
import { MessagesView } from "../../features/messages/components/messages-view.tsx";

/** /messages: one-to-one conversations with people you work with, delivered live. */
export function MessagesPage() {
  return (
    <FeaturePage
      title="Messages"
      intro="Talk one to one with people you work with. Nobody sees your e-mail address or phone number."
      width="5xl"
    >
      <MessagesView />
    </FeaturePage>
  );
}
