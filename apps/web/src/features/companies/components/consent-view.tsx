import { formatDateIn } from "@siteready/domain/i18n";
import { shownCardTypeName, shownDocumentType } from "@siteready/domain/record-words";
import { CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type InviteRef, useAnswerInvite, useConsentPreview } from "../api/my-crews.ts";

/**
 * A crew invite, before the worker consents: who invites them to which site and role, exactly which records
 * the company will see (only what the role needs, with the worker's name and photo), what it never sees, then
 * Accept or Decline. Answered, it says what happened and leads to the worker's crews.
 */
export function ConsentView({ invite, crewsLink }: { invite: InviteRef; crewsLink: string }) {
  const { t, word, language } = useT();
  const preview = useConsentPreview(invite);
  const answer = useAnswerInvite(invite);
  if (preview.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!preview.data) return <ErrorBox error={preview.error} />;
  const {
    company_name: company,
    site_name: site,
    role_name: role,
    sees,
    never_sees: neverSees,
  } = preview.data;
  // A card's title as stored is its card type; a document's, its type or the name the worker gave it.
  // A right-to-work record (not a document) meets a right-to-work requirement too (issue 52).
  const recordName = (kind: "card" | "document", title: string) =>
    kind === "card"
      ? shownCardTypeName(title, t)
      : title === "right-to-work"
        ? t("companies.document.rightToWork")
        : shownDocumentType(title, t);
  type Item = (typeof sees.items)[number];
  const whatIsSeen = (item: Item) => {
    // The competence record is seen whole, met or not: say what of it (issue 53).
    if (item.requirement === "competence-record")
      return t(item.my_record ? "companies.consent.competenceSees" : "companies.consent.competenceSeesNone");
    if (!item.my_record) return t("companies.consent.youHaveNone");
    const record = recordName(item.kind, item.my_record.title);
    return item.my_record.expiry_date
      ? t("companies.consent.yourRecordExpires", {
          record,
          date: formatDateIn(item.my_record.expiry_date, language),
        })
      : t("companies.consent.yourRecord", { record });
  };
  if (answer.isSuccess)
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-xl font-semibold">
          {answer.data === "accept"
            ? t("companies.consent.accepted", { company, site })
            : t("companies.consent.declined", { company })}
        </p>
        <ButtonLink className="self-start" to={crewsLink}>
          {t("companies.consent.toCrews")}
        </ButtonLink>
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <p className="text-xl">
        {t("companies.consent.invites", { company, site, role })}
        {preview.data.companies_house_number
          ? ` ${t("companies.houseNumber", { number: preview.data.companies_house_number })}`
          : ""}
      </p>
      <section
        aria-labelledby="consent-sees"
        className="flex flex-col gap-3 rounded-xl border-2 border-accent p-4"
      >
        <h2 id="consent-sees" className="flex items-center gap-2 text-2xl font-bold">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
          {t("companies.consent.seesTitle", { company })}
        </h2>
        <ul aria-label={t("companies.consent.seesLabel")} className="flex flex-col gap-2">
          <li>{t("companies.consent.name", { name: sees.name })}</li>
          <li>{sees.photo ? t("companies.consent.photo") : t("companies.consent.noPhoto")}</li>
          {sees.items.map((item) => (
            <li key={`${item.kind}-${item.requirement}`} className="flex items-start gap-2">
              {item.my_record ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-expired" />
              )}
              <span>
                <span className="font-semibold">
                  {word(item.label)}
                  {item.category_code ? ` · ${item.category_code}` : ""}
                </span>
                {": "}
                {whatIsSeen(item)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consent-never" className="flex flex-col gap-2">
        <h2 id="consent-never" className="text-xl font-bold">
          {t("companies.consent.neverTitle")}
        </h2>
        <ul className="list-disc pl-5">
          {neverSees.map((ref) => (
            <li key={ref.key}>{word(ref)}</li>
          ))}
        </ul>
        <p>{t("companies.consent.leaveAnyTime")}</p>
      </section>
      {preview.data.unavailable ? (
        <p role="alert" className="font-semibold">
          {word(preview.data.unavailable)}
        </p>
      ) : (
        <>
          {answer.error ? <ErrorBox error={answer.error} /> : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              busy={answer.isPending && answer.variables === "accept"}
              onClick={() => answer.mutate("accept")}
            >
              {t("companies.consent.accept")}
            </Button>
            <Button
              variant="secondary"
              busy={answer.isPending && answer.variables === "decline"}
              onClick={() => answer.mutate("decline")}
            >
              {t("companies.consent.decline")}
            </Button>
          </div>
          <p className="text-sm text-muted">
            {t("companies.consent.expires", {
              date: formatDateIn(preview.data.expires_at.slice(0, 10), language),
            })}
          </p>
        </>
      )}
    </div>
  );
}
