import { parseGateCode } from "@siteready/domain/wallet";
import { useQuery } from "@tanstack/react-query";
import { ShieldQuestion } from "lucide-react";
import { useLocation } from "react-router";
import { checkGateCode } from "../../features/gate/api/check-gate-code.ts";
import { useGateKeys } from "../../features/gate/api/get-gate-keys.ts";
import { useGateWithdrawals } from "../../features/gate/api/get-gate-withdrawals.ts";
import { GateCheckResult } from "../../features/gate/components/gate-check-result.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { useIsOnline } from "../../lib/connection-status.ts";

/**
 * /verify#<code>: what a gate-keeper sees after scanning a wallet QR code with any camera — the holder's name and
 * photo, the card's facts and status, nothing else about them. The code is the URL's fragment, which browsers
 * never send to the server; a signed code is checked on the phone when there is no signal.
 */
export function VerifyPage() {
  const { t } = useT();
  const code = useLocation().hash.slice(1);
  const online = useIsOnline();
  const keys = useGateKeys();
  const withdrawals = useGateWithdrawals();
  const check = useQuery({
    queryKey: ["gate-check", code, online, keys.data !== undefined, withdrawals.data?.payload ?? null],
    queryFn: () => checkGateCode(code, { online, keys: keys.data?.keys, withdrawals: withdrawals.data }),
    // The kept list of withdrawn cards is used when there is one (the key checks again when it arrives); a phone
    // without one still checks, amber at best.
    enabled: code.length > 0 && (online || !keys.isPending || parseGateCode(code)?.type === "live"),
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold">{t("accounts.verify.title")}</h1>
      {!code ? (
        <p className="flex items-start gap-2">
          <ShieldQuestion aria-hidden="true" className="size-5 shrink-0" />
          {t("accounts.verify.noCode")}
        </p>
      ) : check.data ? (
        <GateCheckResult result={check.data} />
      ) : (
        <p className="text-muted">{t("accounts.verify.checking")}</p>
      )}
    </div>
  );
}
