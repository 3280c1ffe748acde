import { FeaturePage } from "../../components/feature-page.tsx";
import { DiggsBoard } from "../../features/diggs/components/diggs-board.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";

/** /diggs (titled Accommodation): rooms and houses near a site, listed by people on SiteReady. */
export function DiggsPage() {
  return (
    <FeaturePage
      title="Accommodation"
      intro="Find a room or a house for the crew near the site you are working on, priced per person per week so you can compare — or list your own."
      width="3xl"
    >
      <DiggsBoard messageButton={(to, label) => <MessageButton to={to} label={label} />} />
    </FeaturePage>
  );
}
