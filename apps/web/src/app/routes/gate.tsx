import { verifyExpectedCrewPack } from "@siteready/domain/companies";
import { parseGateCode } from "@siteready/domain/wallet";
import { type ReactNode, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { SiteRef } from "../../features/companies/api/crew-board.ts";
import {
  checkAtSite,
  type SiteVerdict,
  useExpectedCrew,
  useGateSites,
  verdictFromPack,
} from "../../features/companies/api/site-gate.ts";
import {
  ExpectedCrewLine,
  SiteGateChoice,
  SiteVerdictPanel,
} from "../../features/companies/components/site-gate.tsx";
import { checkGateCode, type GateResult } from "../../features/gate/api/check-gate-code.ts";
import { useGateKeys } from "../../features/gate/api/get-gate-keys.ts";
import { useGateWithdrawals } from "../../features/gate/api/get-gate-withdrawals.ts";
import {
  decisionOf,
  type GateChoice,
  recordDecision,
  useSendWaiting,
} from "../../features/gate/api/sign-in-register.ts";
import { DecisionPanel } from "../../features/gate/components/decision-panel.tsx";
import { GateCheckResult } from "../../features/gate/components/gate-check-result.tsx";
import { QrScanner } from "../../features/gate/components/qr-scanner.tsx";
import { SignInRegister } from "../../features/gate/components/sign-in-register.tsx";
import { type CheckingCompany, SmartCheckPanel } from "../../features/gate/components/smart-check-panel.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { useIsOnline } from "../../lib/connection-status.ts";

const siteStorageKey = "gateSite";
const companySiteStorageKey = "gateCompanySite";

/** The company's site this phone checks for: from the link that opened the page, else as last chosen here. */
function startingCompanySite(params: URLSearchParams): SiteRef | null {
  const companyId = params.get("company");
  const siteId = params.get("site");
  if (companyId && siteId) return { companyId, siteId };
  const kept = localStorage.getItem(companySiteStorageKey);
  return kept ? (JSON.parse(kept) as SiteRef) : null;
}

/** The full-screen answer to a scan; it closes only with the gate-keeper's decision, or to scan again. */
function ResultScreen({
  result,
  siteVerdict,
  siteBlocks,
  companies,
  companyId,
  onDecide,
  onScanAgain,
}: {
  result: GateResult;
  /** The companies whose gate this gate-keeper works, and the one of the chosen site: a Smart Check names it. */
  companies: readonly CheckingCompany[];
  companyId: string | null;
  /** For a company's site: the person in its crew and what its warn/block policy says. */
  siteVerdict: ReactNode;
  /** The site blocks this person: the decision leads with Refuse, and letting in anyway asks why, as for red. */
  siteBlocks: boolean;
  onDecide: (choice: GateChoice) => void;
  onScanAgain: () => void;
}) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="gate-check-outcome"
      className="fixed inset-0 z-50 overflow-auto bg-surface p-3"
    >
      <GateCheckResult
        result={result}
        actions={
          <>
            {siteVerdict}
            {result.scanId && result.smartCheck ? (
              <SmartCheckPanel
                scanId={result.scanId}
                cardNumber={result.number}
                companies={companies}
                defaultCompanyId={companyId}
              />
            ) : null}
            <DecisionPanel
              result={siteBlocks ? { ...result, outcome: "red" } : result}
              onDecide={onDecide}
              onScanAgain={onScanAgain}
            />
          </>
        }
      />
    </div>
  );
}

/**
 * /gate: gate-keeper mode. Scan a worker's wallet QR code with the phone's camera; the answer fills the screen in
 * green, amber or red with the holder's name and photo, and the gate-keeper lets the person in or refuses them.
 * The decision goes in this site's sign-in register, which waits on the phone with no signal and is sent when it
 * returns. Works offline after one visit with signal (the keys that check signed codes, and the register as last
 * synced, are kept on the phone). A company's gate-keeper chooses one of its sites: the site's expected crew is kept
 * on the phone, so a scan with no signal still shows the worker's photo, and the site's warn/block policy is shown.
 */
export function GatePage() {
  const online = useIsOnline();
  const keys = useGateKeys();
  const withdrawals = useGateWithdrawals();
  const send = useSendWaiting();
  const [params] = useSearchParams();
  const gateSites = useGateSites();
  const [companySite, setCompanySite] = useState(() => startingCompanySite(params));
  const expectedCrew = useExpectedCrew(companySite);
  const [typedSite, setTypedSite] = useState(() => localStorage.getItem(siteStorageKey) ?? "");
  const [siteText, setSiteText] = useState(typedSite);
  // A company's site keeps its register under its own name.
  const site = companySite
    ? (gateSites.find((each) => each.siteId === companySite.siteId)?.siteName ??
      expectedCrew.data?.site_name ??
      "")
    : typedSite;
  const [result, setResult] = useState<GateResult | null>(null);
  const [verdict, setVerdict] = useState<SiteVerdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);
  const decidedLine = useRef<HTMLParagraphElement>(null);
  const { t } = useT();

  async function onScanned(text: string) {
    setChecking(true);
    setDecided(null);
    try {
      const checked = await checkGateCode(text, {
        online,
        keys: keys.data?.keys,
        withdrawals: withdrawals.data,
        asGateKeeper: true,
      });
      const siteCheck = companySite ? await checkForSite(companySite, text, checked) : null;
      setVerdict(siteCheck);
      // A signed code carries no photo: the site's kept crew does.
      setResult(
        siteCheck?.photo && !checked.holderPhoto ? { ...checked, holderPhoto: siteCheck.photo } : checked,
      );
    } finally {
      setChecking(false);
    }
  }

  /** The server's check against the site's crew with signal; the kept expected crew without. */
  async function checkForSite(chosen: SiteRef, text: string, checked: GateResult) {
    const token = parseGateCode(text)?.code;
    if (online && token) {
      try {
        return await checkAtSite(chosen, token);
      } catch {
        // No answer after all: the kept pack answers below.
      }
    }
    // Only the crew as the server signed it, and still in date: a pack changed on the phone is not trusted.
    const signed = expectedCrew.data
      ? await verifyExpectedCrewPack(expectedCrew.data, keys.data?.keys ?? [], new Date())
      : null;
    return signed ? verdictFromPack(signed, checked.recordId) : null;
  }

  function chooseCompanySite(chosen: SiteRef | null) {
    if (chosen) {
      const kept: SiteRef = { companyId: chosen.companyId, siteId: chosen.siteId };
      localStorage.setItem(companySiteStorageKey, JSON.stringify(kept));
      setCompanySite(kept);
    } else {
      localStorage.removeItem(companySiteStorageKey);
      setCompanySite(null);
    }
  }

  function decide(checked: GateResult, choice: GateChoice) {
    recordDecision(decisionOf(checked, site, new Date(), choice, companySite));
    const name = checked.holderName ?? t("gate.notKnown");
    setDecided(
      choice.decision === "accepted" ? t("gate.done.signedIn", { name }) : t("gate.done.refused", { name }),
    );
    setResult(null);
    // Back on the page, the gate-keeper hears what was recorded.
    requestAnimationFrame(() => decidedLine.current?.focus());
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("gate.title")}</h1>
        <p className="text-muted">{t("gate.intro")}</p>
        {keys.data ? null : (
          <p role="status" className="text-sm">
            {t("gate.connectOnce")}
          </p>
        )}
      </header>
      <SiteGateChoice sites={gateSites} chosen={companySite} onChoose={chooseCompanySite} />
      {companySite ? (
        <ExpectedCrewLine site={companySite} />
      ) : (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const name = siteText.trim();
            if (!name) return;
            localStorage.setItem(siteStorageKey, name);
            setTypedSite(name);
          }}
        >
          <TextField
            label={t("gate.site")}
            hint={t("gate.siteHint")}
            className="flex-1"
            value={siteText}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setSiteText(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {typedSite ? t("gate.changeSite") : t("gate.startRegister")}
          </Button>
        </form>
      )}
      {site ? (
        <>
          <p
            ref={decidedLine}
            tabIndex={-1}
            role="status"
            className="rounded-lg border border-border bg-surface-muted p-3 font-semibold empty:hidden"
          >
            {decided}
          </p>
          <QrScanner onScanned={(text) => void onScanned(text)} paused={result !== null || checking} />
          {checking ? <p role="status">{t("gate.checking")}</p> : null}
          <SignInRegister site={site} companySite={companySite} send={send} />
        </>
      ) : (
        <p>{t("gate.enterSite")}</p>
      )}
      {result ? (
        <ResultScreen
          result={result}
          siteVerdict={verdict ? <SiteVerdictPanel verdict={verdict} /> : null}
          siteBlocks={verdict?.action === "refuse"}
          companies={[
            ...new Map(
              gateSites.map((each) => [each.companyId, { id: each.companyId, name: each.companyName }]),
            ).values(),
          ]}
          companyId={companySite?.companyId ?? null}
          onDecide={(choice) => decide(result, choice)}
          onScanAgain={() => setResult(null)}
        />
      ) : null}
    </div>
  );
}
