import { Eye } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { useWalletRefreshedOnVisit } from "../../features/wallet/api/get-wallet.ts";
import { WalletView } from "../../features/wallet/components/wallet-view.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /wallet: the cards a worker shows at the site gate, ready with no signal. */
export function WalletPage() {
  const { t } = useT();
  useWalletRefreshedOnVisit();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("wallet.title")}</h1>
        <p className="text-muted">{t("wallet.intro")}</p>
      </header>
      <WalletView />
      <ButtonLink to="/who-looked" variant="secondary" className="self-start">
        <Eye aria-hidden="true" className="size-4" />
        {t("evidence.looks.link")}
      </ButtonLink>
    </div>
  );
}
