import { formatDateIn } from "@siteready/domain/i18n";
import { CircleCheck, OctagonX, TriangleAlert } from "lucide-react";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { SiteRef } from "../api/crew-board.ts";
import { type GateSite, type SiteVerdict, useExpectedCrew } from "../api/site-gate.ts";
import { gatePolicyKeys } from "./company-words.ts";
import { CrewStatusBadge } from "./crew-status-badge.tsx";

const siteValue = ({ companyId, siteId }: SiteRef) => `${companyId}/${siteId}`;

interface SiteGateChoiceProps {
  sites: GateSite[];
  chosen: SiteRef | null;
  onChoose: (site: GateSite | null) => void;
}

/** For a company's gate-keeper: the site the phone checks for, or a site typed by name as before. */
export function SiteGateChoice({ sites, chosen, onChoose }: SiteGateChoiceProps) {
  const { t } = useT();
  if (sites.length === 0) return null;
  return (
    <SelectField
      label={t("companies.gate.siteChoice")}
      hint={t("companies.gate.siteChoiceHint")}
      value={chosen ? siteValue(chosen) : ""}
      onChange={(event) => onChoose(sites.find((site) => siteValue(site) === event.target.value) ?? null)}
    >
      <option value="">{t("companies.gate.ownSite")}</option>
      {sites.map((site) => (
        <option key={siteValue(site)} value={siteValue(site)}>
          {site.companyName} · {site.siteName}
        </option>
      ))}
    </SelectField>
  );
}

/** The site's expected crew as kept on this phone, and its warn/block policy. */
export function ExpectedCrewLine({ site }: { site: SiteRef }) {
  const { t, language } = useT();
  const pack = useExpectedCrew(site);
  if (!pack.data)
    return (
      <p role="status" className="text-sm">
        {t("companies.gate.packMissing")}
      </p>
    );
  return (
    <div role="status" className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <p className="font-semibold">{t(gatePolicyKeys[pack.data.gate_policy])}</p>
      <p className="text-sm">
        {t("companies.gate.expected", {
          count: pack.data.crew.length,
          date: formatDateIn(pack.data.issued_at.slice(0, 10), language),
        })}
      </p>
    </div>
  );
}

const actionLooks = {
  "let-in": { key: "companies.gate.letIn", Icon: CircleCheck },
  warn: { key: "companies.gate.warn", Icon: TriangleAlert },
  refuse: { key: "companies.gate.refuse", Icon: OctagonX },
} as const;

/** On the scan's answer: the person in the site's crew (role, status, reasons) and what the site's policy says. */
export function SiteVerdictPanel({ verdict }: { verdict: SiteVerdict }) {
  const { t, word } = useT();
  const { key, Icon } = actionLooks[verdict.action];
  return (
    <section
      aria-label={t("companies.gate.crewTitle")}
      data-action={verdict.action}
      className="flex flex-col gap-2 rounded-lg bg-white/90 p-4 text-black"
    >
      <p className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className="size-6 shrink-0" />
        {verdict.status === null ? t("companies.gate.notInCrew") : t(key)}
      </p>
      <p className="text-sm font-semibold">{t(gatePolicyKeys[verdict.policy])}</p>
      {verdict.status ? (
        <div className="flex flex-wrap items-center gap-2">
          <CrewStatusBadge status={verdict.status} />
          {verdict.roleName ? <span>{verdict.roleName}</span> : null}
        </div>
      ) : null}
      {verdict.reasons.length > 0 ? (
        <ul className="list-disc pl-5">
          {verdict.reasons.map((reason) => (
            <li key={word(reason)}>{word(reason)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
