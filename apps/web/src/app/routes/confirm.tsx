import { useLocation } from "react-router";
import { SupervisorConfirm } from "../../features/competence/components/supervisor-confirm.tsx";
import { useT } from "../../i18n/use-translation.ts";

/**
 * /confirm#<token>: a supervisor confirms or declines a worker's training from the e-mailed link, with no
 * account. The token is the URL's fragment, which browsers never send to a server; never indexed.
 */
export function ConfirmPage() {
  const { t } = useT();
  const token = useLocation().hash.slice(1);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold">{t("competence.supervisor.title")}</h1>
      {token ? (
        <SupervisorConfirm token={token} />
      ) : (
        <p role="alert" className="font-semibold">
          {t("competence.link.missing")}
        </p>
      )}
    </div>
  );
}
