import { FeaturePage } from "../../components/feature-page.tsx";
import { DiggsBoard } from "../../features/diggs/components/diggs-board.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /diggs (titled Accommodation): rooms and houses near a site, listed by people on SiteReady. */
export function DiggsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("places.diggs.title")} intro={t("places.diggs.intro")} width="3xl">
      <DiggsBoard messageButton={(to, label) => <MessageButton to={to} label={label} />} />
    </FeaturePage>
  );
}
